import {
  todayInBangladesh,
  type BiodataRecordWithContact,
  type BiodataValues,
} from '@bondhon/shared/schemas/biodata';
import type { BiodataReviewMode } from '@bondhon/shared/schemas/moderation';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { biodataDrafts, biodataPendingEdits, biodatas, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  changedStoredFields,
  recordColumns,
  storedColumns,
  storedFieldsOf,
  asOwnersRecord,
  toRecordWithContact,
  type ContactRow,
} from './columns';
import { requireOwnPhoto } from '../photos/photo-store';
import { refreshListed } from './listing-state';

/** The answer to an owner who tries to save a biodata an admin removed. */
const REMOVED_BIODATA = 'An admin removed your biodata: it can no longer be changed.';

/**
 * Creates or replaces the caller's biodata, in one transaction. `isCreated` says which: the
 * caller had none before. What the owner changed waits for an admin's review (ADR 0036): in
 * `after-publish` mode it is shown at once and its Verified badge goes until it is reviewed
 * again; in `before-publish` mode the edit of a verified biodata waits apart (others keep seeing
 * what was verified), and a biodata never verified is shown to nobody else until it is. A save
 * that changes nothing leaves the review as it was.
 */
export async function saveCallerBiodata({
  db,
  caller,
  values,
  reviewMode,
}: {
  db: Db;
  caller: Caller;
  values: BiodataValues;
  reviewMode: BiodataReviewMode;
}): Promise<{ record: BiodataRecordWithContact; isCreated: boolean }> {
  const fields = storedFieldsOf(values);
  // An uploaded photo only of the caller's own (a link may name any picture on the web).
  await requireOwnPhoto(db, caller.id, fields.profileImage, 'profileImage');
  // Who sees the photo is a privacy setting: written at once, whatever the review (ADR 0040).
  const photo = values.photoVisibility ? { photoVisibility: values.photoVisibility } : {};
  // The schema let the save through only with both declarations made.
  const declaredAt = new Date();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: biodatas.id,
        reviewState: biodatas.reviewState,
        verifiedAt: biodatas.verifiedAt,
        ...storedColumns,
      })
      .from(biodatas)
      .where(eq(biodatas.userId, caller.id))
      .for('update');
    // A biodata an admin took down stays down (issue 21): its owner is told why on Your Data.
    if (current?.reviewState === 'removed') throw AppError.conflict(REMOVED_BIODATA);
    const isChanged = !current || changedStoredFields(current, fields).length > 0;

    if (current && reviewMode === 'before-publish' && current.verifiedAt !== null) {
      // Others keep seeing the version an admin verified; the edit waits for review apart.
      if (isChanged) {
        await tx
          .insert(biodataPendingEdits)
          .values({ biodataId: current.id, values: fields })
          .onConflictDoUpdate({ target: biodataPendingEdits.biodataId, set: { values: fields } });
      } else {
        await tx.delete(biodataPendingEdits).where(eq(biodataPendingEdits.biodataId, current.id));
      }
      await tx
        .update(biodatas)
        .set({ declaredAt, ...photo, ...(isChanged ? submittedForReview : backToVerified) })
        .where(eq(biodatas.id, current.id));
      return { record: await readOwnRecord(tx, current.id), isCreated: false };
    }

    // Changed where others see it at once: no longer what an admin verified.
    const written = {
      ...fields,
      ...photo,
      declaredAt,
      ...(isChanged ? { ...submittedForReview, verifiedAt: null } : {}),
    };
    const update = () =>
      tx
        .update(biodatas)
        .set(written)
        .where(eq(biodatas.userId, caller.id))
        .returning({ id: biodatas.id });
    // Update first, insert only when there is nothing to update: an upsert would draw (and
    // waste) an addid from the identity sequence on every update.
    let [saved] = await update();
    let isCreated = false;
    if (!saved) {
      [saved] = await tx
        .insert(biodatas)
        .values({ userId: caller.id, ...fields, ...photo, declaredAt })
        .onConflictDoNothing({ target: biodatas.userId })
        .returning({ id: biodatas.id });
      isCreated = saved !== undefined;
      // A concurrent first save by the same owner won the insert: replace what it wrote.
      if (!saved) [saved] = await update();
    }
    if (!saved) throw AppError.conflict('Your biodata could not be saved. Please try again.');
    if (isCreated) {
      // The draft it was written from (if any) has done its work.
      await tx.delete(biodataDrafts).where(eq(biodataDrafts.userId, caller.id));
      // Where only verified biodatas are shown, a new one waits for its review unseen.
      await refreshListed(tx, eq(biodatas.id, saved.id));
    } else {
      // Written in place: an edit kept apart (from a time in before-publish mode) is replaced.
      await tx.delete(biodataPendingEdits).where(eq(biodataPendingEdits.biodataId, saved.id));
    }
    return { record: await readOwnRecord(tx, saved.id), isCreated };
  });
}

/**
 * A changed biodata's review: waiting again, its badge gone until an admin verifies it; its
 * place in the queue kept when it was already waiting.
 */
const submittedForReview = {
  reviewState: 'pending',
  reviewReason: null,
  submittedAt: sql`case when ${biodatas.reviewState} = 'pending' then ${biodatas.submittedAt} else now() end`,
} as const;

/** An edit taken back to exactly what was verified: verified again, nothing waits. */
const backToVerified = { reviewState: 'verified', reviewReason: null } as const;

/**
 * A biodata with its contact fields as its owner reads it: an edit still waiting for review
 * (before-publish mode) in place of what others see.
 */
async function readOwnRecord(db: Db, biodataId: string): Promise<BiodataRecordWithContact> {
  const [row] = await db
    .select({ ...recordColumns, pending: biodataPendingEdits.values })
    .from(biodatas)
    .innerJoin(users, eq(users.id, biodatas.userId))
    .leftJoin(biodataPendingEdits, eq(biodataPendingEdits.biodataId, biodatas.id))
    .where(eq(biodatas.id, biodataId));
  if (!row) throw AppError.notFound('Your account no longer exists.');
  return toOwnRecord(row);
}

function toOwnRecord({
  pending,
  ...row
}: ContactRow & { pending: Record<string, unknown> | null }): BiodataRecordWithContact {
  return asOwnersRecord(
    toRecordWithContact({ ...row, ...(pending as Partial<ContactRow>) }, todayInBangladesh()),
  );
}

/**
 * The biodata of the account with this e-mail, with its contact fields, as its owner reads it (an
 * edit waiting for review in place); null when it has none.
 */
export async function findBiodataByOwnerEmail({
  db,
  email,
}: {
  db: Db;
  email: string;
}): Promise<BiodataRecordWithContact | null> {
  const [row] = await db
    .select({ ...recordColumns, pending: biodataPendingEdits.values })
    .from(biodatas)
    .innerJoin(users, eq(users.id, biodatas.userId))
    .leftJoin(biodataPendingEdits, eq(biodataPendingEdits.biodataId, biodatas.id))
    .where(eq(users.email, email.toLowerCase()));
  return row ? toOwnRecord(row) : null;
}
