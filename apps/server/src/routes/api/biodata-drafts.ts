import { biodataDraftInput, biodataDraftResponse } from '@bondhon/shared/schemas/biodata-input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../auth/caller';
import { findBiodataDraft, saveBiodataDraft } from '../../services/biodatas/biodata-draft';

const tags = ['biodatas'];
const security = [{ session: [] }];

/**
 * The draft of a first biodata (issue 20): the form keeps what its owner has written, section by
 * section, until the biodata itself can be saved. Always the caller's own: no call names another
 * account, so no draft (contact numbers among its fields) is anyone else's to read.
 */
export const biodataDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/biodata-draft',
    {
      schema: {
        summary: "The caller's draft of their first biodata, or null values when there is none",
        tags,
        security,
        response: { 200: biodataDraftResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return findBiodataDraft({ db: app.db, userId: caller.id });
    },
  );

  app.put(
    '/biodata-draft',
    {
      // A draft is nobody's to read but its owner's: the public answers stay as they are.
      config: { keepsPublicCache: true },
      schema: {
        summary: "Keep the caller's first biodata as far as it is written (replaces the draft)",
        description:
          'Every field optional, each checked as PUT /addBioData checks it (a bad value: 400 on ' +
          'that field); the rules between fields wait for that save, which deletes the draft. ' +
          '409 once the caller has a biodata. A draft is private, so an unconfirmed address ' +
          'may keep one (publishing waits for the confirmation).',
        tags,
        security,
        body: biodataDraftInput,
        response: { 200: biodataDraftResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return saveBiodataDraft({ db: app.db, userId: caller.id, values: request.body });
    },
  );
};
