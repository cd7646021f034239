import {
  REVIEW_QUEUE_PAGE_SIZE,
  type ReviewQueueResponse,
} from '@bondhon/shared/schemas/moderation';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { biodataPendingEdits, biodatas, biodataVerifiedVersions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit-log';
import { changedStoredFields, storedColumns, type StoredFields } from '../biodatas/columns';
import { NO_SUCH_BIODATA } from '../biodatas/find-biodata-by-reference';
import { refreshListed } from '../biodatas/listing-state';
import { notify } from '../notifications';

const NOT_WAITING = 'This biodata is not waiting for review.';

/** The queue's total is counted up to this many; more reads "10,000+". */
const QUEUE_COUNT_CAP = 10_000;

/**
 * The review queue (issue 21, ADR 0036): biodatas waiting for review, the one waiting longest
 * first, each as submitted (an edit of a verified biodata waiting apart in its place) with its
 * last verified version and the fields that changed since (null: never verified).
 */
export async function listReviewQueue({
  db,
  page,
}: {
  db: Db;
  page: number;
}): Promise<ReviewQueueResponse> {
  const waiting = sql`${biodatas.reviewState} = 'pending'`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        _id: biodatas.id,
        addid: biodatas.addid,
        ownerEmail: users.email,
        submittedAt: biodatas.submittedAt,
        lastVerifiedAt: biodataVerifiedVersions.verifiedAt,
        previous: biodataVerifiedVersions.values,
        pending: biodataPendingEdits.values,
        ...storedColumns,
      })
      .from(biodatas)
      .innerJoin(users, eq(users.id, biodatas.userId))
      .leftJoin(biodataPendingEdits, eq(biodataPendingEdits.biodataId, biodatas.id))
      .leftJoin(biodataVerifiedVersions, eq(biodataVerifiedVersions.biodataId, biodatas.id))
      .where(waiting)
      .orderBy(asc(biodatas.submittedAt), asc(biodatas.addid))
      .limit(REVIEW_QUEUE_PAGE_SIZE)
      .offset((page - 1) * REVIEW_QUEUE_PAGE_SIZE),
    db.select({ total: count() }).from(
      db
        .select({ one: sql`1` })
        .from(biodatas)
        .where(waiting)
        .limit(QUEUE_COUNT_CAP + 1)
        .as('waiting'),
    ),
  ]);
  const total = Math.min(counted?.total ?? 0, QUEUE_COUNT_CAP);
  return {
    items: rows.map(
      ({ _id, addid, ownerEmail, submittedAt, lastVerifiedAt, previous, pending, ...row }) => {
        const submitted = { ...row, ...(pending as Partial<StoredFields> | null) };
        return {
          _id,
          addid,
          ownerEmail,
          submittedAt: submittedAt.toISOString(),
          isEdit: pending !== null,
          lastVerifiedAt: lastVerifiedAt?.toISOString() ?? null,
          values: submitted,
          previous,
          changed: previous ? changedStoredFields(submitted, previous) : null,
        };
      },
    ),
    total,
    totalCapped: (counted?.total ?? 0) > QUEUE_COUNT_CAP,
    page,
    pageCount: Math.ceil(total / REVIEW_QUEUE_PAGE_SIZE),
  };
}

/** The biodata a decision is about, locked for its transaction; 404, and 409 unless waiting. */
async function lockWaitingBiodata(tx: Db, biodataId: string) {
  const [biodata] = await tx
    .select({
      ownerId: biodatas.userId,
      addid: biodatas.addid,
      reviewState: biodatas.reviewState,
      pending: biodataPendingEdits.values,
    })
    .from(biodatas)
    .leftJoin(biodataPendingEdits, eq(biodataPendingEdits.biodataId, biodatas.id))
    .where(eq(biodatas.id, biodataId))
    .for('update', { of: biodatas });
  if (!biodata) throw AppError.notFound(NO_SUCH_BIODATA);
  if (biodata.reviewState !== 'pending') throw AppError.conflict(NOT_WAITING);
  return biodata;
}

/**
 * An admin verifies a biodata waiting for review: an edit waiting apart (before-publish mode)
 * becomes what others see, the biodata gets its Verified badge (and, where only verified
 * biodatas are shown, is shown), this version is kept for the next review's comparison, and the
 * owner is told; with the audit entry, in one transaction.
 */
export async function verifyBiodata({
  db,
  admin,
  biodataId,
}: {
  db: Db;
  admin: Caller;
  biodataId: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const biodata = await lockWaitingBiodata(tx, biodataId);
    const [verified] = await tx
      .update(biodatas)
      .set({
        ...(biodata.pending as Partial<StoredFields> | null),
        reviewState: 'verified',
        reviewReason: null,
        reviewedAt: sql`now()`,
        verifiedAt: sql`now()`,
      })
      .where(eq(biodatas.id, biodataId))
      .returning({ verifiedAt: biodatas.verifiedAt, ...storedColumns });
    const { verifiedAt, ...values } = verified!;
    await tx.delete(biodataPendingEdits).where(eq(biodataPendingEdits.biodataId, biodataId));
    await tx
      .insert(biodataVerifiedVersions)
      .values({ biodataId, values, verifiedAt: verifiedAt! })
      .onConflictDoUpdate({
        target: biodataVerifiedVersions.biodataId,
        set: { values, verifiedAt: verifiedAt! },
      });
    await refreshListed(tx, eq(biodatas.id, biodataId));
    await notify(tx, {
      userId: biodata.ownerId,
      kind: 'biodataVerified',
      biodataAddid: biodata.addid,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'biodata.verify',
      targetType: 'biodata',
      targetId: biodataId,
      before: { reviewState: 'pending' },
      after: { reviewState: 'verified' },
    });
  });
}

/**
 * An admin asks the owner of a biodata waiting for review to change something, saying what: the
 * owner is told (in the app and by mail) and edits it, which puts it back in the queue. What
 * others see does not change meanwhile. With the audit entry, in one transaction.
 */
export async function requestBiodataChanges({
  db,
  admin,
  biodataId,
  reason,
}: {
  db: Db;
  admin: Caller;
  biodataId: string;
  reason: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const biodata = await lockWaitingBiodata(tx, biodataId);
    await tx
      .update(biodatas)
      .set({ reviewState: 'changes_requested', reviewReason: reason, reviewedAt: sql`now()` })
      .where(eq(biodatas.id, biodataId));
    await notify(tx, {
      userId: biodata.ownerId,
      kind: 'biodataChangesRequested',
      biodataAddid: biodata.addid,
      note: reason,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'biodata.requestChanges',
      targetType: 'biodata',
      targetId: biodataId,
      before: { reviewState: 'pending' },
      after: { reviewState: 'changes_requested' },
      reason,
    });
  });
}
