import { SUCCESS_STORIES_SHOWN, type SuccessStory } from '@bondhon/shared/schemas/biodata-deletion';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/client';
import { biodataDeletions, successStories } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { TtlCache } from '../lib/ttl-cache';
import { recordAudit } from './audit-log';

export type SuccessStoriesCache = TtlCache<SuccessStory[]>;

const first = alias(biodataDeletions, 'first_side');
const second = alias(biodataDeletions, 'second_side');

/** Bangladesh is UTC+6 all year: the month a story was confirmed in, as people there read it. */
function bangladeshMonth(at: Date): string {
  return new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 7);
}

async function readSuccessStories(db: Db): Promise<SuccessStory[]> {
  const rows = await db
    .select({
      id: successStories.id,
      confirmedAt: successStories.confirmedAt,
      firstName: first.firstName,
      firstWords: first.story,
      secondName: second.firstName,
      secondWords: second.story,
    })
    .from(successStories)
    .innerJoin(first, eq(first.id, successStories.firstDeletionId))
    .innerJoin(second, eq(second.id, successStories.secondDeletionId))
    .where(isNull(successStories.takenDownAt))
    .orderBy(desc(successStories.confirmedAt), desc(successStories.id))
    .limit(SUCCESS_STORIES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    // Both sides agreed to share: each deletion kept its first name (a table check).
    partners: [
      { firstName: row.firstName ?? '', words: row.firstWords },
      { firstName: row.secondName ?? '', words: row.secondWords },
    ],
    month: bangladeshMonth(row.confirmedAt),
  }));
}

/**
 * The newest success stories still shown (issue 21): marriages through Bondhon both sides
 * confirmed and agreed to share, with their first names, the month and their words. The same for
 * every caller, so kept a few seconds in the public cache.
 */
export async function listSuccessStories({
  db,
  cache,
}: {
  db: Db;
  cache?: SuccessStoriesCache;
}): Promise<SuccessStory[]> {
  const load = () => readSuccessStories(db);
  return cache ? cache.get('shown', load) : load();
}

/**
 * An admin takes a story off the home page, with the audit entry in the same transaction. 404
 * for a story that is not shown (none with this id, or taken down already): nothing changes.
 */
export async function takeDownSuccessStory({
  db,
  admin,
  storyId,
  reason,
}: {
  db: Db;
  admin: Caller;
  storyId: string;
  reason?: string | undefined;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [story] = await tx
      .update(successStories)
      .set({ takenDownAt: sql`now()` })
      .where(and(eq(successStories.id, storyId), isNull(successStories.takenDownAt)))
      .returning({ id: successStories.id });
    if (!story) throw AppError.notFound('No story shown has this id.');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'successStory.takeDown',
      targetType: 'successStory',
      targetId: story.id,
      before: { shown: true },
      after: { shown: false },
      reason: reason ? reason : null,
    });
  });
}
