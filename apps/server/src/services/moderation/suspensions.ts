import {
  SUSPENSION_MAX_DAYS,
  type SuspendUserInput,
  type SuspensionRecord,
} from '@bondhon/shared/schemas/moderation';
import { todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { validationMessages } from '@bondhon/shared/validation-messages';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { biodatas, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit-log';
import { isSuspendedNow } from '../../auth/suspension';
import { refreshListed } from '../biodatas/listing-state';
import { notify } from '../notifications';
import { closeOpenReports } from '../reports';

const NO_MEMBER = 'No member has this id.';

/** The first instant of a Bangladesh calendar date (UTC+6, no daylight saving). */
function startOfBangladeshDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+06:00`);
}

/** A suspension as admins read it, from its columns; null when there is none. */
export function toSuspensionRecord(row: {
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}): SuspensionRecord | null {
  if (!row.suspendedAt || row.suspensionReason === null) return null;
  return {
    since: row.suspendedAt.toISOString(),
    until: row.suspendedUntil?.toISOString() ?? null,
    reason: row.suspensionReason,
  };
}

/**
 * A suspension's end as the audit log keeps it: the Bangladesh day it ends on, `indefinitely`, or
 * `notSuspended`.
 */
function suspensionEnd(suspension: SuspensionRecord | null): string {
  if (!suspension) return 'notSuspended';
  return suspension.until ? todayInBangladesh(new Date(suspension.until)) : 'indefinitely';
}

/** A member's suspension in force now, or null. */
export async function findSuspension(db: Db, userId: string): Promise<SuspensionRecord | null> {
  const [row] = await db
    .select({
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(and(eq(users.id, userId), isSuspendedNow));
  return row ? toSuspensionRecord(row) : null;
}

/** The member a decision is about, locked for the transaction, with their suspension; 404. */
async function lockMember(tx: Db, userId: string) {
  const [member] = await tx
    .select({
      id: users.id,
      role: users.role,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
      isSuspended: isSuspendedNow,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!member) throw AppError.notFound(NO_MEMBER);
  return member;
}

/**
 * An admin suspends a member (issue 21), until the start of a Bangladesh day or indefinitely, for
 * a reason the member is told. In one transaction: the suspension, the end of every session the
 * member has, their biodata unlisted, the open reports of it closed as acted on, the member told
 * (by mail: they can no longer sign in) and the audit entry. Suspending again replaces the end and
 * the reason. Admins are not suspended (demote them first), nor is the caller themself.
 */
export async function suspendMember({
  db,
  admin,
  userId,
  suspension,
  now = new Date(),
}: {
  db: Db;
  admin: Caller;
  userId: string;
  suspension: SuspendUserInput;
  now?: Date;
}): Promise<SuspensionRecord> {
  const { reason, until } = suspension;
  if (until !== null) {
    const today = todayInBangladesh(now);
    const latest = todayInBangladesh(new Date(now.getTime() + SUSPENSION_MAX_DAYS * 86_400_000));
    if (until <= today || until > latest) {
      throw AppError.validation({ until: [validationMessages.dateNotLater] });
    }
  }
  const suspendedUntil = until === null ? null : startOfBangladeshDay(until);
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    if (member.id === admin.id) throw AppError.conflict('You cannot suspend yourself.');
    if (member.role === 'admin') {
      throw AppError.conflict('Admins are not suspended: make them a customer first.');
    }
    const [saved] = await tx
      .update(users)
      .set({
        // A suspension that is replaced keeps when it began.
        suspendedAt: member.isSuspended ? member.suspendedAt : now,
        suspendedUntil,
        suspensionReason: reason,
      })
      .where(eq(users.id, userId))
      .returning({
        suspendedAt: users.suspendedAt,
        suspendedUntil: users.suspendedUntil,
        suspensionReason: users.suspensionReason,
      });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const [biodata] = await tx
      .update(biodatas)
      .set({ listed: false })
      .where(eq(biodatas.userId, userId))
      .returning({ id: biodatas.id, addid: biodatas.addid });
    if (biodata) await closeOpenReports(tx, biodata.id, 'actioned');
    await notify(tx, {
      userId,
      kind: 'accountSuspended',
      biodataAddid: biodata?.addid ?? null,
      note: reason,
    });
    const record = toSuspensionRecord(saved!)!;
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.suspend',
      targetType: 'user',
      targetId: userId,
      before: {
        suspendedUntil: suspensionEnd(member.isSuspended ? toSuspensionRecord(member) : null),
      },
      after: { suspendedUntil: suspensionEnd(record) },
      reason,
    });
    return record;
  });
}

/**
 * An admin ends a member's suspension before its time (with the audit entry, in one
 * transaction); their biodata is listed again unless another reason keeps it out. 404 for no
 * such member, 409 for one who is not suspended.
 */
export async function liftSuspension({
  db,
  admin,
  userId,
}: {
  db: Db;
  admin: Caller;
  userId: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    if (!member.isSuspended) throw AppError.conflict('This member is not suspended.');
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
      .where(eq(users.id, userId));
    await refreshListed(tx, eq(biodatas.userId, userId));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.unsuspend',
      targetType: 'user',
      targetId: userId,
      before: { suspendedUntil: suspensionEnd(toSuspensionRecord(member)) },
      after: { suspendedUntil: suspensionEnd(null) },
    });
  });
}

/**
 * Ends the suspensions whose time is up and lists their members' biodatas again (unless another
 * reason keeps one out). Run by the moderation plugin every minute; answers how many ended. The
 * members could sign in again from the moment their suspension ended: a suspension counts only
 * until `suspended_until` wherever it is read.
 */
export async function endSuspensionsThatAreOver(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(users)
      .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
      .where(and(isNotNull(users.suspendedUntil), lte(users.suspendedUntil, sql`now()`)))
      .returning({ id: users.id });
    if (ended.length > 0) {
      await refreshListed(
        tx,
        inArray(
          biodatas.userId,
          ended.map((member) => member.id),
        ),
      );
    }
    return ended.length;
  });
}
