import {
  successStoriesResponse,
  takeDownStoryInput,
  takeDownStoryResponse,
} from '@bondhon/shared/schemas/biodata-deletion';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../auth/caller';
import { listSuccessStories, takeDownSuccessStory } from '../../services/success-stories';

const tags = ['success stories'];

/**
 * Success stories (issue 21, ADR 0038): marriages through Bondhon that both sides confirmed by
 * deleting their biodatas and agreed to share; on the home page until an admin takes one down.
 */
export const successStoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/success-stories',
    {
      schema: {
        summary: 'The newest success stories shown on the home page (public)',
        description:
          'First names, the month both confirmed it (YYYY-MM, Bangladesh) and each side’s words.',
        tags,
        response: { 200: successStoriesResponse },
      },
    },
    async () => listSuccessStories({ db: app.db, cache: app.publicCache.successStories }),
  );

  app.post(
    '/admin/success-stories/:id/take-down',
    {
      // The home page's stories change: the public caches go.
      schema: {
        summary: 'Take a success story off the home page (admins; in the audit log)',
        description: '404 for a story not shown (none with this id, or taken down already).',
        tags,
        security: [{ session: [] }],
        params: z.object({ id: z.guid() }),
        body: takeDownStoryInput,
        response: { 200: takeDownStoryResponse },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await takeDownSuccessStory({
        db: app.db,
        admin,
        storyId: request.params.id,
        reason: request.body.reason,
      });
      return { takenDown: true as const };
    },
  );
};
