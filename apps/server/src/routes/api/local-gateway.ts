import { localCardInput, localConfirmResponse } from '@bondhon/shared/schemas/contact-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../auth/caller';
import type { LocalPaymentGateway } from '../../payments/local-gateway';

/** The built-in test gateway's card confirmation: what Stripe.js does against Stripe. */
export const localGatewayRoutes: FastifyPluginAsyncZod<{ gateway: LocalPaymentGateway }> = async (
  app,
  { gateway },
) => {
  app.post(
    '/local-gateway/confirm',
    {
      schema: {
        summary: 'Confirm a payment intent with a card (the built-in test gateway only)',
        description:
          'For the intent’s own payer. Stripe’s test-mode cards: 4242 4242 4242 4242 succeeds, ' +
          '4000 0000 0000 0002 is declined, 4000 0000 0000 9995 is declined for insufficient ' +
          'funds (402 `CARD_DECLINED`); any other number passing the Luhn check succeeds. A bad ' +
          'number, expiry (MM/YY, not past) or CVC (3–4 digits) is 400 with field errors on ' +
          '`card.number`, `card.expiry`, `card.cvc`, in Stripe’s words.',
        tags: ['contact requests'],
        security: [{ session: [] }],
        body: localCardInput,
        response: { 200: localConfirmResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return gateway.confirmCardPayment({
        clientSecret: request.body.clientSecret,
        card: request.body.card,
        userId: caller.id,
      });
    },
  );
};
