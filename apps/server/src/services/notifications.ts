import type { NotificationKind } from '@bondhon/shared/notification-kinds';
import type { MailSettings, NotificationListResponse } from '@bondhon/shared/schemas/notifications';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { AppError } from '../lib/app-error';

/**
 * Tells a member of an event (issue 19): a row written in the event's own transaction (pass it as
 * `db`), so the member is told if and only if the event is kept. The mail worker mails it
 * (mail/notification-mails.ts) unless the member opted out of its kind.
 */
export async function notify(
  db: Db,
  notification: {
    userId: string;
    kind: NotificationKind;
    biodataAddid?: number | null;
    /** An admin's words with their decision, which the member is shown. */
    note?: string | null;
  },
): Promise<void> {
  await db.insert(notifications).values(notification);
}

/** The kinds the caller is not mailed about. */
export async function findMailSettings({
  db,
  caller,
}: {
  db: Db;
  caller: Caller;
}): Promise<MailSettings> {
  const [row] = await db
    .select({ mailOptOuts: users.mailOptOuts })
    .from(users)
    .where(eq(users.id, caller.id));
  if (!row) throw AppError.notFound('Your account no longer exists.');
  return row;
}

/** Keeps the kinds the caller is not mailed about; answers them. */
export async function saveMailSettings({
  db,
  caller,
  settings,
}: {
  db: Db;
  caller: Caller;
  settings: MailSettings;
}): Promise<MailSettings> {
  const [row] = await db
    .update(users)
    .set({ mailOptOuts: settings.mailOptOuts })
    .where(eq(users.id, caller.id))
    .returning({ mailOptOuts: users.mailOptOuts });
  if (!row) throw AppError.notFound('Your account no longer exists.');
  return row;
}

/** How many of a member's notifications the list shows, newest first. */
export const NOTIFICATION_LIST_LIMIT = 50;

/** The caller's newest notifications, and how many of theirs are unread. */
export async function listNotifications({
  db,
  caller,
}: {
  db: Db;
  caller: Caller;
}): Promise<NotificationListResponse> {
  const [rows, [unread]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        biodataAddid: notifications.biodataAddid,
        note: notifications.note,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, caller.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, caller.id), isNull(notifications.readAt))),
  ]);
  return {
    items: rows.map(({ readAt, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      isRead: readAt !== null,
    })),
    unreadCount: unread?.total ?? 0,
  };
}

/** Marks every notification of the caller's read; answers how many were unread. */
export async function markNotificationsRead({
  db,
  caller,
}: {
  db: Db;
  caller: Caller;
}): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, caller.id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}
