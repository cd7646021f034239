import {
  biodataVisibilityInput,
  biodataVisibilityResponse,
} from '@bondhon/shared/schemas/biodata-visibility';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../auth/caller';
import {
  findOwnBiodataVisibility,
  setOwnBiodataHidden,
} from '../../services/biodatas/listing-state';

const tags = ['biodatas'];
const security = [{ session: [] }];

/**
 * Hiding one's own biodata (issue 21, ADR 0034): while hidden nobody but its owner and admins
 * finds or reads it. Always the caller's own biodata: no call names one.
 */
export const biodataVisibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/biodata-visibility',
    {
      schema: {
        summary: "Whether the caller's biodata is hidden (404 when they have none)",
        tags,
        security,
        response: { 200: biodataVisibilityResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return findOwnBiodataVisibility({ db: app.db, caller });
    },
  );

  app.put(
    '/biodata-visibility',
    {
      schema: {
        summary: "Hide the caller's biodata from everyone else, or show it again",
        description:
          'Hidden: not listed, searched, suggested, shown among premium members or similar ' +
          "biodatas, nor in others' favourites, and its page answers 404, to everyone but its " +
          'owner and admins. Its favourites and contact requests are kept for when it is shown ' +
          'again. 404 when the caller has no biodata.',
        tags,
        security,
        body: biodataVisibilityInput,
        response: { 200: biodataVisibilityResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return setOwnBiodataHidden({ db: app.db, caller, hidden: request.body.hidden });
    },
  );
};
