import type { PaymentGatewayName } from '@bondhon/shared/schemas/contact-requests';

/** What we attach to an intent when creating it: who pays, for which biodata. */
export interface PaymentIntentMetadata {
  userId: string;
  biodataId: string;
}

/** What an intent is created with: the amount (cents), the currency and who pays for what. */
export interface CreateIntentInput {
  amount: number;
  currency: string;
  metadata: PaymentIntentMetadata;
  /**
   * The same key again answers the intent made the first time instead of a new one (Stripe's
   * idempotency keys): a creation retried after its answer was lost makes no second intent.
   */
  idempotencyKey?: string;
}

/** A refund the gateway made. */
export interface GatewayRefund {
  refundId: string;
}

/** A payment intent as the gateway reports it. */
export interface GatewayPaymentIntent {
  id: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  /** Lower-case ISO code, e.g. 'usd'. */
  currency: string;
  /** The gateway's status: only 'succeeded' means the money was taken. */
  status: string;
  clientSecret: string;
  /** The metadata the intent carries; absent keys when it was not made by us. */
  metadata: Partial<PaymentIntentMetadata>;
}

/**
 * An intent as a gateway keeps it, in our shape: of its metadata only our own keys, and only
 * when they hold text (an intent not made by us may carry anything there).
 */
export function toGatewayIntent(intent: {
  id: string;
  amount: number;
  currency: string;
  status: string;
  clientSecret: string;
  metadata: Record<string, unknown> | null | undefined;
}): GatewayPaymentIntent {
  const { userId, biodataId } = intent.metadata ?? {};
  return {
    id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    clientSecret: intent.clientSecret,
    metadata: {
      ...(typeof userId === 'string' ? { userId } : {}),
      ...(typeof biodataId === 'string' ? { biodataId } : {}),
    },
  };
}

/**
 * A card payment provider (DESIGN D9): the built-in `local` test gateway or Stripe. The server
 * creates an intent, the browser confirms it with the card, and the server then asks the gateway
 * itself what was paid: nothing a browser says about a payment is trusted.
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** The key the browser's card form needs (Stripe's publishable key); null for `local`. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<GatewayPaymentIntent>;
  /** The intent with this id, or null when the gateway has none. */
  retrieveIntent(id: string): Promise<GatewayPaymentIntent | null>;
  /**
   * Refunds a succeeded intent in full (a second payment for one biodata, ADR 0014). Idempotent:
   * asking again answers the refund made the first time, and never refunds twice.
   */
  refund(intentId: string): Promise<GatewayRefund>;
  /**
   * The intents that succeeded before `confirmedBefore` and have no payment recorded here, for
   * reconciliation (ADR 0008); absent where the gateway tells us by webhook instead.
   */
  listUnrecordedSucceededIntents?(confirmedBefore: Date): Promise<GatewayPaymentIntent[]>;
}

/** The shape of a payment intent id (Stripe's `pi_…`, ours too): anything else is unknown. */
export const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,200}$/;
