import { createHash } from 'node:crypto';
import type { Language } from '@bondhon/shared/languages';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** A mail as its cause writes it: already in the recipient's language. */
export interface MailToSend {
  /** The event it is for, e.g. `password-reset:<id>`: one mail an event, however often asked. */
  eventKey: string;
  recipient: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
}

/** A mail taken from the outbox by a worker, to send now. */
export interface DueMail {
  id: string;
  eventKey: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

/**
 * Writes a mail to the outbox, in the transaction of the event that causes it (pass the
 * transaction as `db`): it goes out if and only if the event is kept. A second mail for the same
 * event is not written.
 */
export async function enqueueMail(db: Db, mail: MailToSend): Promise<void> {
  await db.insert(mailOutbox).values(mail).onConflictDoNothing({ target: mailOutbox.eventKey });
}

/**
 * Takes up to `limit` pending mails that are due and leases them to this worker for `leaseMs`:
 * their next attempt moves past the lease, so no other worker takes them meanwhile (rows another
 * worker is taking at this moment are skipped, not waited for), and a worker that dies mid-send
 * leaves them due again when the lease ends. Each take counts as an attempt.
 */
export async function takeDueMails(db: Db, limit: number, leaseMs: number): Promise<DueMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      eventKey: mailOutbox.eventKey,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      attempts: mailOutbox.attempts,
    });
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * Records a failed attempt: the mail is tried again after `retryInMs`, or, with no attempts
 * left (`retryInMs` null), kept as failed with its last error for the admins to see.
 */
export async function markFailed(
  db: Db,
  id: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { status: 'failed', lastError: error }
        : {
            lastError: error,
            nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'`,
          },
    )
    .where(eq(mailOutbox.id, id));
}

/**
 * The Message-ID of an event's mail: the same on every attempt, so a receiver that got one
 * attempt already (the sender died before it could record it) can tell the next is the same mail.
 */
export function messageIdOf(eventKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'bondhon.localhost';
  const hash = createHash('sha256').update(eventKey).digest('hex').slice(0, 32);
  return `<${hash}@${domain}>`;
}
