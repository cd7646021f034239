import { clientConfigResponse, type FederatedProvider } from '@bondhon/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const configRoutes: FastifyPluginAsyncZod<{
  federatedProvider: FederatedProvider | null;
}> = async (app, { federatedProvider }) => {
  app.get(
    '/config',
    {
      schema: {
        summary: "What the browser needs to know about this server's set-up",
        tags: ['system'],
        response: { 200: clientConfigResponse },
      },
    },
    async () => ({ federatedProvider }),
  );
};
