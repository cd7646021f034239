import { z } from 'zod';
import {
  LISTING_PAGE_PATH,
  OWN_BIODATA_PATH,
  OWN_CONTACT_REQUESTS_PATH,
  SIGN_IN_PATH,
} from '../constants';

/**
 * What a member is told of (issue 19): a contact request for their biodata was paid (that someone
 * asked, not who), their contact request was approved, their premium request was approved. Issue
 * 21: a biodata in their favourites was deleted by its owner; their pending contact request was
 * withdrawn (the biodata deleted) and refunded; a member who deleted their biodata says they
 * married them through Bondhon (`biodataAddid` is that member's Biodata ID, so they can confirm).
 */
export const NOTIFICATION_KINDS = [
  'contactRequestPaid',
  'contactRequestApproved',
  'premiumApproved',
  'biodataVerified',
  'biodataChangesRequested',
  'biodataRemoved',
  'accountSuspended',
  'favouriteBiodataDeleted',
  'contactRequestWithdrawn',
  'marriageClaimed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where each kind's mail and list entry send the member: the page where they act on it. */
export const NOTIFICATION_PAGES: Record<NotificationKind, string> = {
  contactRequestPaid: OWN_BIODATA_PATH,
  contactRequestApproved: OWN_CONTACT_REQUESTS_PATH,
  premiumApproved: LISTING_PAGE_PATH,
  biodataVerified: OWN_BIODATA_PATH,
  biodataChangesRequested: OWN_BIODATA_PATH,
  biodataRemoved: OWN_BIODATA_PATH,
  // A suspended member cannot sign in: the sign-in page says until when.
  accountSuspended: SIGN_IN_PATH,
  favouriteBiodataDeleted: LISTING_PAGE_PATH,
  contactRequestWithdrawn: LISTING_PAGE_PATH,
  marriageClaimed: OWN_BIODATA_PATH,
};

/**
 * What is always mailed, whatever the member chose: an admin's decision about their account or
 * biodata that they must know of (issue 21).
 */
const ALWAYS_MAILED = ['biodataRemoved', 'accountSuspended'] as const satisfies NotificationKind[];

/** The kinds a member may choose not to be mailed about. */
export const OPTIONAL_MAIL_KINDS = NOTIFICATION_KINDS.filter(
  (kind): kind is Exclude<NotificationKind, (typeof ALWAYS_MAILED)[number]> =>
    !(ALWAYS_MAILED as readonly string[]).includes(kind),
);

/** Whether a notification of this kind is mailed to a member who opted out of `optOuts`. */
export function isMailedDespite(kind: NotificationKind, optOuts: readonly string[]): boolean {
  return !OPTIONAL_MAIL_KINDS.some((optional) => optional === kind) || !optOuts.includes(kind);
}

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
