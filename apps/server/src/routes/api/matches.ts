import { todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { matchesQuery, matchesResponse } from '@bondhon/shared/schemas/matches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../auth/caller';
import { findMatches } from '../../services/biodatas/matches';
import { withPhotosPrivacy } from '../../services/photos/photo-privacy';

export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches',
    {
      schema: {
        summary: "Suggested for you: biodatas that suit the caller's, both ways, best fit first",
        description:
          "Biodatas of the other type that meet the caller's biodata's partner expectations and " +
          "whose expectations the caller's biodata meets (ADR 0030), 12 a page, each with what " +
          'fits. `hasBiodata` false, and no items, for a caller without a biodata. No contact ' +
          'fields.',
        tags: ['biodatas'],
        security: [{ session: [] }],
        querystring: matchesQuery,
        response: { 200: matchesResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      const matches = await findMatches({
        db: app.db,
        userId: caller.id,
        page: request.query.page,
        today: todayInBangladesh(),
        matchesCache: app.publicCache.memberMatches,
        blocked: await request.blockedBiodatas(),
      });
      return { ...matches, items: withPhotosPrivacy(matches.items, await request.photoViewer()) };
    },
  );
};
