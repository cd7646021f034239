import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditTargetType,
} from '@bondhon/shared/audit-actions';
import type { AuditLogQuery, AuditLogResponse } from '@bondhon/shared/schemas/audit-log';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { auditLog, biodatas, contactRequests, mailOutbox, users } from '../db/schema';

/** One admin's or operator's action, as the audit log keeps it. */
export interface AuditRecord {
  /** The admin who acted; null for an operator at the command line. */
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Records an action in the audit log. Pass the action's own transaction: the entry is written
 * with it, or not at all.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    ...record,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
  });
}

/** The first instant of a Bangladesh calendar date (UTC+6, no daylight saving). */
function startOfBangladeshDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+06:00`);
}

/**
 * A page of the audit log, newest first, with each filter given: the admin (by e-mail), the
 * action, the target (its id, or a member's e-mail: the member themselves, or a contact request
 * or mail of theirs), and a range of Bangladesh dates, both ends included.
 */
export async function listAuditLog({
  db,
  actor,
  action,
  target,
  from,
  to,
  page = 1,
}: { db: Db } & AuditLogQuery): Promise<AuditLogResponse> {
  const actorUser = alias(users, 'actor');
  const targetUser = alias(users, 'target_user');
  // A target's member: the user, a contact request's requester, a mail's addressee.
  const targetUserId = sql<string | null>`case ${auditLog.targetType}
    when 'user' then ${auditLog.targetId}
    when 'contactRequest' then (select ${contactRequests.requesterId} from ${contactRequests}
      where ${contactRequests.id}::text = ${auditLog.targetId})
    when 'biodata' then (select ${biodatas.userId} from ${biodatas}
      where ${biodatas.id}::text = ${auditLog.targetId})
    else (select ${users.id} from ${users} join ${mailOutbox} on ${mailOutbox.recipient} = ${users.email}
      where ${mailOutbox.id}::text = ${auditLog.targetId} limit 1)
  end`;
  const conditions: (SQL | undefined)[] = [
    actor
      ? sql`${auditLog.actorId} in (select ${users.id} from ${users} where ${users.email} = ${actor.toLowerCase()})`
      : undefined,
    action ? eq(auditLog.action, action) : undefined,
    target
      ? or(
          eq(auditLog.targetId, target),
          sql`${targetUserId} in (select ${users.id} from ${users} where ${users.email} = ${target.toLowerCase()})`,
        )
      : undefined,
    from ? gte(auditLog.at, startOfBangladeshDay(from)) : undefined,
    to ? lt(auditLog.at, new Date(startOfBangladeshDay(to).getTime() + 86_400_000)) : undefined,
  ];
  const where = and(...conditions);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const total = counted?.total ?? 0;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorEmail: actorUser.email,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetEmail: targetUser.email,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
    .leftJoin(targetUser, sql`${targetUser.id} = ${targetUserId}`)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorId === null ? null : { id: row.actorId, email: row.actorEmail },
      action: row.action,
      target: { type: row.targetType, id: row.targetId, email: row.targetEmail },
      before: row.before,
      after: row.after,
      reason: row.reason,
    })),
    total,
    page,
    pageCount: Math.ceil(total / AUDIT_PAGE_SIZE),
  };
}
