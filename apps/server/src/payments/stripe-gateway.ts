import Stripe from 'stripe';
import { AppError } from '../lib/app-error';
import {
  PAYMENT_INTENT_ID,
  type CreateIntentInput,
  type GatewayPaymentIntent,
  type PaymentGateway,
} from './payment-gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  /** Where the SDK sends its calls (a local fake in tests); api.stripe.com over https if unset. */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
  maxNetworkRetries?: number | undefined;
  timeoutMs?: number | undefined;
}

const UNAVAILABLE_MESSAGE = 'The payment service is not answering. Please try again in a moment.';

function toIntent(intent: Stripe.PaymentIntent): GatewayPaymentIntent {
  const { userId, biodataId } = intent.metadata ?? {};
  return {
    id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    clientSecret: intent.client_secret ?? '',
    metadata: {
      ...(typeof userId === 'string' ? { userId } : {}),
      ...(typeof biodataId === 'string' ? { biodataId } : {}),
    },
  };
}

/** Stripe's own failures (down, unreachable, a bad key) are our 503, never a 500 with details. */
function toAppError(error: unknown): unknown {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return AppError.unavailable(UNAVAILABLE_MESSAGE);
  }
  return error;
}

/** Stripe through its SDK: the browser confirms the card with Stripe Elements. */
export class StripePaymentGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(options: StripeGatewayOptions) {
    this.publishableKey = options.publishableKey;
    this.stripe = new Stripe(options.secretKey, {
      telemetry: false,
      timeout: options.timeoutMs ?? 20_000,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
      ...(options.maxNetworkRetries !== undefined
        ? { maxNetworkRetries: options.maxNetworkRetries }
        : {}),
    });
  }

  async createIntent({
    amount,
    currency,
    metadata,
  }: CreateIntentInput): Promise<GatewayPaymentIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create({
        amount,
        currency,
        allowed_payment_method_types: ['card'],
        metadata: { userId: metadata.userId, biodataId: metadata.biodataId },
      });
      return toIntent(intent);
    } catch (error) {
      throw toAppError(error);
    }
  }

  async retrieveIntent(id: string): Promise<GatewayPaymentIntent | null> {
    if (!PAYMENT_INTENT_ID.test(id)) return null;
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        (error.statusCode === 404 || error.code === 'resource_missing')
      ) {
        return null;
      }
      throw toAppError(error);
    }
  }
}
