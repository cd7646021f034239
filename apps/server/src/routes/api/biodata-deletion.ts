import {
  deleteBiodataInput,
  deleteBiodataResponse,
  SPOUSE_DELETED_WITHIN_DAYS,
} from '@bondhon/shared/schemas/biodata-deletion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../auth/caller';
import { confirmRequestIdentity, RECENT_SIGN_IN_MS } from '../../auth/confirm-identity';
import { deleteOwnBiodata } from '../../services/biodatas/delete-own-biodata';

const tags = ['biodatas'];
const security = [{ session: [] }];

/**
 * Deleting one's own biodata with a reason (issue 21, ADR 0038): the account stays. Always the
 * caller's own biodata: no call names one (the spouse's Biodata ID is what they say of a marriage).
 */
export const biodataDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/biodata-deletion',
    {
      // Others' listings, favourites and the home page's stories change: the caches go.
      schema: {
        summary: "Delete the caller's own biodata for good, with the reason (the account stays)",
        description:
          'Confirmed as closing an account is: the password (400 when missing, 403 when wrong, ' +
          `both on \`password\`), or for a member without one a sign-in of the last ` +
          `${RECENT_SIGN_IN_MS / 60_000} minutes (else 403 REAUTH_REQUIRED). 404 when the caller ` +
          'has no biodata. In one transaction: a record of the deletion (no user id; the first ' +
          'name and story only with `sharesStory`), the biodata, others’ favourites of it (each ' +
          'member told), pending contact requests for it (closed, refunded, each requester ' +
          'told); approved ones go with it. `spouseAddid` must be another biodata, or one ' +
          `deleted within ${SPOUSE_DELETED_WITHIN_DAYS} days (400 on \`spouseAddid\`); its ` +
          'owner is told, and when both sides named each other and agreed to share, their ' +
          'story is shown on the home page (`isStoryShown`).',
        tags,
        security,
        body: deleteBiodataInput,
        response: { 200: deleteBiodataResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await confirmRequestIdentity(request, caller, request.body.password);
      const deleted = await deleteOwnBiodata({
        db: app.db,
        gateway: app.paymentGateway,
        caller,
        input: request.body,
      });
      if (deleted.refundsDue > 0) {
        request.log.warn({ refundsDue: deleted.refundsDue }, 'refunds left to the reconciler');
      }
      return { deletedAddid: deleted.deletedAddid, isStoryShown: deleted.isStoryShown };
    },
  );
};
