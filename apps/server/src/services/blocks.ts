import { BLOCKS_LIST_LIMIT, type BlockedMember } from '@bondhon/shared/schemas/blocks';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/client';
import { biodatas, blocks } from '../db/schema';
import { AppError } from '../lib/app-error';
import { NO_SUCH_BIODATA } from './biodatas/find-biodata-by-reference';
import { isVisibleTo } from './biodatas/listing-state';

/**
 * The caller blocks the owner of a biodata they can see (issue 21): from then on neither sees
 * the other's biodata anywhere (ADR 0037). A biodata they cannot see (missing, hidden, or its
 * owner has blocked them) is 404, whichever it is; their own is 409. Blocking again changes
 * nothing and says so. The blocked member is not told.
 */
export async function blockBiodataOwner({
  db,
  caller,
  biodataId,
}: {
  db: Db;
  caller: Caller;
  biodataId: string;
}): Promise<{ alreadyBlocked: boolean }> {
  const [biodata] = await db
    .select({
      ownerId: biodatas.userId,
      listed: biodatas.listed,
      // Only the owner's block of the caller hides it here: the caller's own is what they ask.
      isBlockedPair: sql<boolean>`exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${biodatas.userId} and ${blocks.blockedId} = ${caller.id})`,
    })
    .from(biodatas)
    .where(eq(biodatas.id, biodataId));
  if (!biodata || !isVisibleTo(biodata, caller)) throw AppError.notFound(NO_SUCH_BIODATA);
  if (biodata.ownerId === caller.id) throw AppError.conflict('You cannot block yourself.');
  const [created] = await db
    .insert(blocks)
    .values({ blockerId: caller.id, blockedId: biodata.ownerId })
    // One per ordered pair: a second block, or two at once, is the first.
    .onConflictDoNothing({ target: [blocks.blockerId, blocks.blockedId] })
    .returning({ id: blocks.id });
  return { alreadyBlocked: created === undefined };
}

/**
 * The caller's own blocks, newest first (at most BLOCKS_LIST_LIMIT): each with the blocked
 * member's biodata while it exists and is listed, nothing else of them. Blocks of the caller by
 * others are not theirs, and never shown.
 */
export async function listOwnBlocks({
  db,
  caller,
}: {
  db: Db;
  caller: Caller;
}): Promise<BlockedMember[]> {
  const rows = await db
    .select({
      id: blocks.id,
      createdAt: blocks.createdAt,
      addid: biodatas.addid,
      name: biodatas.name,
    })
    .from(blocks)
    .leftJoin(biodatas, and(eq(biodatas.userId, blocks.blockedId), biodatas.listed))
    .where(eq(blocks.blockerId, caller.id))
    .orderBy(desc(blocks.createdAt), desc(blocks.id))
    .limit(BLOCKS_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    blockedAt: row.createdAt.toISOString(),
    biodata: row.addid === null || row.name === null ? null : { addid: row.addid, name: row.name },
  }));
}

/** Removes one of the caller's own blocks; anyone else's, or none, is the same 404. */
export async function unblock({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: string;
}): Promise<void> {
  const deleted = await db
    .delete(blocks)
    .where(and(eq(blocks.id, id), eq(blocks.blockerId, caller.id)))
    .returning({ id: blocks.id });
  if (deleted.length === 0) throw AppError.notFound('You have no block with this id.');
}
