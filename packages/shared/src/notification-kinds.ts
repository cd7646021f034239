import {
  LISTING_PAGE_PATH,
  OWN_BIODATA_PATH,
  OWN_CONTACT_REQUESTS_PATH,
  SIGN_IN_PATH,
} from './constants';

/**
 * What a member is told of (issue 19): a contact request for their biodata was paid (that someone
 * asked, not who), their contact request was approved, their premium request was approved. Issue
 * 21: a biodata in their favourites was deleted by its owner; their pending contact request was
 * withdrawn (the biodata deleted) and refunded; a member who deleted their biodata says they
 * married them through Bondhon (`biodataAddid` is that member's Biodata ID, so they can confirm).
 * Issue 22: an admin removed their biodata's photo (the reason in the note).
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
  'photoRemoved',
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
  photoRemoved: OWN_BIODATA_PATH,
};

/**
 * What is always mailed, whatever the member chose: an admin's decision about their account or
 * biodata that they must know of (issue 21).
 */
const ALWAYS_MAILED = [
  'biodataRemoved',
  'accountSuspended',
  'photoRemoved',
] as const satisfies NotificationKind[];

/** The kinds a member may choose not to be mailed about. */
export const OPTIONAL_MAIL_KINDS = NOTIFICATION_KINDS.filter(
  (kind): kind is Exclude<NotificationKind, (typeof ALWAYS_MAILED)[number]> =>
    !(ALWAYS_MAILED as readonly string[]).includes(kind),
);

/** Whether a notification of this kind is mailed to a member who opted out of `optOuts`. */
export function isMailedDespite(kind: NotificationKind, optOuts: readonly string[]): boolean {
  return !OPTIONAL_MAIL_KINDS.some((optional) => optional === kind) || !optOuts.includes(kind);
}
