import {
  clientConfigResponse,
  type ClientConfigResponse,
  type FederatedProvider,
} from '@bondhon/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const configRoutes: FastifyPluginAsyncZod<{
  federatedProvider: FederatedProvider | null;
  payments: ClientConfigResponse['payments'];
  requiresEmailVerification: boolean;
  requiresAdminTwoFactor: boolean;
}> = async (
  app,
  { federatedProvider, payments, requiresEmailVerification, requiresAdminTwoFactor },
) => {
  app.get(
    '/config',
    {
      schema: {
        summary: "What the browser needs to know about this server's set-up",
        description:
          'The federated sign-in provider, and the payment gateway with the publishable key ' +
          'its card form needs (null for the built-in `local` gateway), and whether ' +
          'publishing, paying and premium wait for a verified e-mail, and whether admins must ' +
          'set up two-factor sign-in.',
        tags: ['system'],
        response: { 200: clientConfigResponse },
      },
    },
    async () => ({
      federatedProvider,
      payments,
      requiresEmailVerification,
      requiresAdminTwoFactor,
    }),
  );
};
