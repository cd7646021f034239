import {
  blockIdParams,
  blockInput,
  blockResponse,
  blockedMembersResponse,
  unblockResponse,
} from '@bondhon/shared/schemas/blocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../auth/caller';
import { blockBiodataOwner, listOwnBlocks, unblock } from '../../services/blocks';

const tags = ['blocks'];
const security = [{ session: [] }];

/**
 * Blocks (issue 21, ADR 0037): a member blocks another from their biodata; neither then sees the
 * other's. Always the caller's own blocks. Blocking and unblocking change what two members see,
 * so they empty the public caches as any such write does.
 */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/blocks',
    {
      schema: {
        summary: 'Block the owner of a biodata (the caller is the blocker)',
        description:
          '201 for a new block; 200 with `alreadyBlocked` when the caller had blocked them. 404 ' +
          'for a biodata the caller cannot see, exactly as for one that does not exist; 409 for ' +
          'their own. From then on neither member sees the other’s biodata anywhere; the ' +
          'blocked member is not told.',
        tags,
        security,
        body: blockInput,
        response: { 200: blockResponse, 201: blockResponse },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(request);
      const answer = await blockBiodataOwner({
        db: app.db,
        caller,
        biodataId: request.body.biodataId,
      });
      return reply.status(answer.alreadyBlocked ? 200 : 201).send(answer);
    },
  );

  app.get(
    '/blocks',
    {
      schema: {
        summary: "The caller's own blocks, newest first",
        description:
          'Each with the blocked member’s Biodata ID and name while their biodata exists and is ' +
          'listed (else `biodata` is null). Never blocks of the caller by others.',
        tags,
        security,
        response: { 200: blockedMembersResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      return listOwnBlocks({ db: app.db, caller });
    },
  );

  app.delete(
    '/blocks/:id',
    {
      schema: {
        summary: 'Unblock: remove one of the caller’s own blocks',
        description: 'Anyone else’s block, or none with this id, is the same 404.',
        tags,
        security,
        params: blockIdParams,
        response: { 200: unblockResponse },
      },
    },
    async (request) => {
      const caller = await requireCaller(request);
      await unblock({ db: app.db, caller, id: request.params.id });
      return { unblocked: true as const };
    },
  );
};
