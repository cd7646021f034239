import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StripePaymentGateway } from '../../payments/stripe-gateway';
import { recordConfirmedIntent } from '../../services/contact-payments/record-paid-intent';

const webhookAnswer = z.object({ received: z.literal(true) });

/**
 * Stripe's webhook (ADR 0014): Stripe tells the server itself that a payment succeeded, so a
 * payment whose browser closed before POST /payments is still recorded; the reconciler stays as
 * the safety net. No session and no Origin: the signature over the raw body is the proof.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ gateway: StripePaymentGateway }> = async (
  app,
  { gateway },
) => {
  // The signature is over the exact bytes Stripe sent: this scope keeps the body raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook',
    {
      schema: {
        summary: "Stripe's events (payment_intent.succeeded), signed with STRIPE_WEBHOOK_SECRET",
        description:
          'Only with the Stripe gateway. The `Stripe-Signature` header is checked over the raw ' +
          'body (400 when it does not match, is missing or is older than five minutes). For ' +
          '`payment_intent.succeeded` the server asks Stripe about the intent itself and, when ' +
          'it succeeded, records the payment and its pending contact request exactly as ' +
          'POST /api/payments does (a second payment for a biodata already requested is ' +
          'refunded). Every other event, a replay and an intent not made here answer 200 with ' +
          'nothing more recorded; 503 while Stripe cannot be asked, so that it delivers again.',
        tags: ['contact requests'],
        response: { 200: webhookAnswer },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const event = await gateway.verifyWebhookEvent(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
      if (event.type === 'payment_intent.succeeded' && event.objectId) {
        const outcome = await recordConfirmedIntent({
          db: app.db,
          gateway,
          intentId: event.objectId,
        });
        if (outcome.kind === 'refused' || outcome.kind === 'ignored') {
          request.log.warn(
            { intentId: event.objectId, outcome: outcome.kind },
            'a payment_intent.succeeded event recorded nothing',
          );
        }
      }
      return { received: true as const };
    },
  );
};
