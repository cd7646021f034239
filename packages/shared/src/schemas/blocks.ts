import { z } from 'zod';

/**
 * At most this many blocks in the caller's list (newest first): more than anyone keeps, and an
 * answer that stays small whatever a member does.
 */
export const BLOCKS_LIST_LIMIT = 200;

/** POST /api/blocks: the blocker is the caller (the session); the body names a biodata. */
export const blockInput = z
  .object({
    biodataId: z.guid().describe('The `_id` of the biodata whose owner the caller blocks'),
  })
  .strict();
export type BlockInput = z.input<typeof blockInput>;

/** 201 for a new block; 200 with `alreadyBlocked` when the caller had blocked them already. */
export const blockResponse = z.object({ alreadyBlocked: z.boolean() });
export type BlockResponse = z.infer<typeof blockResponse>;

/** DELETE /api/blocks/{id}: the block's own id, from the caller's list. */
export const blockIdParams = z.object({ id: z.guid() });
export const unblockResponse = z.object({ unblocked: z.literal(true) });

/**
 * One of the caller's blocks: the blocked member's biodata (its Biodata ID and name) while it
 * exists and is listed, else null; never who the member is.
 */
export const blockedMember = z.object({
  id: z.string(),
  /** ISO 8601. */
  blockedAt: z.string(),
  biodata: z.object({ addid: z.number().int(), name: z.string() }).nullable(),
});
export type BlockedMember = z.infer<typeof blockedMember>;
export const blockedMembersResponse = z.array(blockedMember);
