import { isLanguage } from '@bondhon/shared/languages';
import { isMailedDespite } from '@bondhon/shared/notification-kinds';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { enqueueMail } from './outbox';
import { notificationMail } from './templates';

/** How many notifications one pass turns into mail at most (the next pass takes the rest). */
const NOTIFICATION_BATCH = 50;

/**
 * Turns notifications not yet mailed into outbox mails, in the recipient's language, each in one
 * transaction with marking it mailed: a mail per notification (its event key), none for a kind
 * the member opted out of. Rows another instance is turning at this moment are skipped. Answers
 * how many it took.
 */
export async function mailNewNotifications(db: Db, baseUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: notifications.id,
        kind: notifications.kind,
        biodataAddid: notifications.biodataAddid,
        note: notifications.note,
        email: users.email,
        name: users.name,
        language: users.language,
        mailOptOuts: users.mailOptOuts,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(isNull(notifications.mailedAt))
      .orderBy(asc(notifications.createdAt))
      .limit(NOTIFICATION_BATCH)
      .for('update', { of: notifications, skipLocked: true });
    for (const notification of due) {
      if (isMailedDespite(notification.kind, notification.mailOptOuts)) {
        const language = isLanguage(notification.language) ? notification.language : 'en';
        await enqueueMail(tx, {
          eventKey: `notification:${notification.id}`,
          recipient: notification.email,
          language,
          ...notificationMail(notification.kind, language, {
            name: notification.name,
            baseUrl,
            biodataAddid: notification.biodataAddid,
            note: notification.note,
          }),
        });
      }
      await tx
        .update(notifications)
        .set({ mailedAt: sql`now()` })
        .where(and(eq(notifications.id, notification.id), isNull(notifications.mailedAt)));
    }
    return due.length;
  });
}
