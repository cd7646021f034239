import Stripe from 'stripe';
import { AppError } from '../lib/app-error';
import {
  PAYMENT_INTENT_ID,
  toGatewayIntent,
  type CreateIntentInput,
  type GatewayPaymentIntent,
  type GatewayRefund,
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
  /** The webhook endpoint's signing secret (whsec_…); without it no event is accepted. */
  webhookSecret?: string | undefined;
}

/** A webhook event whose signature was verified: its type and the object it is about. */
export interface StripeWebhookEvent {
  type: string;
  /** The id of the event's object (a payment intent's for payment_intent.* events). */
  objectId: string | null;
}

const BAD_SIGNATURE_MESSAGE = 'The webhook signature is not valid.';

const UNAVAILABLE_MESSAGE = 'The payment service is not answering. Please try again in a moment.';

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
  private readonly webhookSecret: string | undefined;

  constructor(options: StripeGatewayOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
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
    idempotencyKey,
  }: CreateIntentInput): Promise<GatewayPaymentIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount,
          currency,
          allowed_payment_method_types: ['card'],
          metadata: { userId: metadata.userId, biodataId: metadata.biodataId },
        },
        idempotencyKey ? { idempotencyKey } : {},
      );
      return toGatewayIntent({ ...intent, clientSecret: intent.client_secret ?? '' });
    } catch (error) {
      throw toAppError(error);
    }
  }

  async retrieveIntent(id: string): Promise<GatewayPaymentIntent | null> {
    if (!PAYMENT_INTENT_ID.test(id)) return null;
    try {
      const intent = await this.stripe.paymentIntents.retrieve(id);
      return toGatewayIntent({ ...intent, clientSecret: intent.client_secret ?? '' });
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

  /**
   * Refunds the intent's payment in full, under an idempotency key of its own: asked again (within
   * Stripe's 24 hours of keys), Stripe answers the same refund; later, the refund it already has.
   */
  async refund(intentId: string): Promise<GatewayRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: intentId },
        { idempotencyKey: `refund-second-payment:${intentId}` },
      );
      return { refundId: refund.id };
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'charge_already_refunded'
      ) {
        const { data } = await this.stripe.refunds.list({ payment_intent: intentId, limit: 1 });
        if (data[0]) return { refundId: data[0].id };
      }
      throw toAppError(error);
    }
  }

  /**
   * The event Stripe posted, once its signature over the raw body checks out with the endpoint's
   * secret (and is no older than Stripe's five-minute tolerance); a 400 otherwise.
   */
  async verifyWebhookEvent(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<StripeWebhookEvent> {
    if (!this.webhookSecret || !signature) throw AppError.badRequest(BAD_SIGNATURE_MESSAGE);
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        this.webhookSecret,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw AppError.badRequest(BAD_SIGNATURE_MESSAGE);
      }
      throw error;
    }
    const object = event.data.object as { id?: unknown };
    return { type: event.type, objectId: typeof object.id === 'string' ? object.id : null };
  }
}
