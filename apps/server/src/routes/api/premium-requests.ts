import {
  PREMIUM_ALREADY_MESSAGE,
  PREMIUM_ALREADY_REQUESTED_MESSAGE,
  PREMIUM_REQUEST_SENT_MESSAGE,
  premiumRequestListResponse,
  requestPremiumInput,
} from '@bondhon/shared/schemas/premium-requests';
import { actionResult, emailParams } from '@bondhon/shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireOwnEmail, requireVerifiedEmail } from '../../auth/caller';
import {
  approvePremium,
  listPremiumRequests,
  requestPremium,
} from '../../services/premium-requests';

const tags = ['premium requests'];
const security = [{ session: [] }];

/** Premium requests (DESIGN D8): members ask, admins approve. */
export const premiumRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/request-premium/:email',
    {
      schema: {
        summary: 'Ask to become premium',
        description:
          "The e-mail in the path and the body must be the caller's. 201 `{success: true, " +
          "message: 'Premium request sent!'}`; 200 `{success: false}` with 'Already " +
          "requested!' while one is pending (at most one per member) or 'You are already " +
          "premium.'. The request points at the caller's own biodata; `id` (a biodata's `_id` " +
          'or Biodata ID number) and `name` in the body are not trusted. 403 ' +
          'EMAIL_NOT_VERIFIED where the server requires a confirmed address (ADR 0023).',
        tags,
        security,
        params: emailParams,
        body: requestPremiumInput,
        response: { 200: actionResult, 201: actionResult },
      },
    },
    async (request, reply) => {
      const refusal = 'You can only ask for premium for yourself.';
      await requireOwnEmail(request, request.params.email, refusal);
      const caller = requireVerifiedEmail(
        request,
        await requireOwnEmail(request, request.body.email, refusal),
      );
      switch (await requestPremium({ db: app.db, caller })) {
        case 'created':
          return reply.status(201).send({ success: true, message: PREMIUM_REQUEST_SENT_MESSAGE });
        case 'alreadyPending':
          return reply
            .status(200)
            .send({ success: false, message: PREMIUM_ALREADY_REQUESTED_MESSAGE });
        case 'alreadyPremium':
          return reply.status(200).send({ success: false, message: PREMIUM_ALREADY_MESSAGE });
      }
    },
  );

  app.get(
    '/request-premium',
    {
      schema: {
        summary: 'Premium requests, pending first, newest first (admins)',
        tags,
        security,
        response: { 200: premiumRequestListResponse },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return listPremiumRequests({ db: app.db });
    },
  );

  app.put(
    '/makePremeum/update/:email',
    {
      schema: {
        summary: 'Make a member premium and close their pending request (admins)',
        description: 'One transaction; doing it again changes nothing. No body.',
        tags,
        security,
        params: emailParams,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await approvePremium({ db: app.db, admin, email: request.params.email });
      app.mail.wake();
      return { success: true, message: 'User is now premium' };
    },
  );
};
