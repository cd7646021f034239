import { z } from 'zod';
import { NOTIFICATION_KINDS, OPTIONAL_MAIL_KINDS } from '../notification-kinds';

/** The kinds a member is not mailed about (each on by default), as the server answers them. */
export const mailSettings = z.object({
  mailOptOuts: z.array(z.enum(NOTIFICATION_KINDS)),
});
export type MailSettings = z.infer<typeof mailSettings>;

/** PUT /api/users/me/mail-settings: the same, each kind named once at most. */
export const mailSettingsInput = z.object({
  mailOptOuts: z
    .array(z.enum(OPTIONAL_MAIL_KINDS))
    .max(NOTIFICATION_KINDS.length * 2)
    .transform((kinds) => [...new Set(kinds)]),
});

/** One thing a member was told of (GET /api/notifications). */
export const notificationRecord = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The Biodata ID it is about, when there is one. */
  biodataAddid: z.number().int().nullable(),
  /** The admin's words with a decision (a review, a removal, a suspension), when there are any. */
  note: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type NotificationRecord = z.infer<typeof notificationRecord>;

/** The member's newest notifications, and how many of all theirs are unread. */
export const notificationListResponse = z.object({
  items: z.array(notificationRecord),
  unreadCount: z.number().int(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;
