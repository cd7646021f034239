import {
  clientConfigResponse,
  type ClientConfigResponse,
  type FederatedProvider,
} from '@bondhon/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const configRoutes: FastifyPluginAsyncZod<{
  federatedProvider: FederatedProvider | null;
  payments: ClientConfigResponse['payments'];
}> = async (app, { federatedProvider, payments }) => {
  app.get(
    '/config',
    {
      schema: {
        summary: "What the browser needs to know about this server's set-up",
        description:
          'The federated sign-in provider, and the payment gateway with the publishable key ' +
          'its card form needs (null for the built-in `local` gateway).',
        tags: ['system'],
        response: { 200: clientConfigResponse },
      },
    },
    async () => ({ federatedProvider, payments }),
  );
};
