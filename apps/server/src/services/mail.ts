import type { FailedMail } from '@bondhon/shared/schemas/mail';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { recordAudit } from './audit-log';

/** How many failed mails an admin's list shows: the newest. */
const FAILED_MAIL_LIST_LIMIT = 200;

/** Mail the worker gave up on, newest failure first, with its last error (DESIGN D21). */
export async function listFailedMail({ db }: { db: Db }): Promise<FailedMail[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      failedAt: mailOutbox.updatedAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.updatedAt))
    .limit(FAILED_MAIL_LIST_LIMIT);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    failedAt: row.failedAt.toISOString(),
  }));
}

/**
 * Puts a failed mail back in the queue, due now with its attempts counted afresh (its last error
 * kept until it goes). False when no failed mail has this id: it was sent, is still being tried,
 * or never was.
 */
export async function retryFailedMail({
  db,
  actor,
  id,
}: {
  db: Db;
  actor: Caller;
  id: string;
}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const retried = await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning({ id: mailOutbox.id });
    if (retried.length === 0) return false;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'mail.retry',
      targetType: 'mail',
      targetId: id,
      before: { status: 'failed' },
      after: { status: 'pending' },
    });
    return true;
  });
}
