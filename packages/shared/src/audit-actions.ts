/**
 * What the audit log records (issue 21): every admin's and operator's action, by name. An action
 * an operator takes from the command line has no admin (`actor` null).
 */
export const AUDIT_ACTIONS = [
  'user.role',
  'user.person',
  'contactRequest.approve',
  'premium.approve',
  'mail.retry',
  'operator.role',
  'operator.superAdmin',
  'reports.dismiss',
  'biodata.remove',
  'user.suspend',
  'user.unsuspend',
  'biodata.verify',
  'biodata.requestChanges',
  'successStory.takeDown',
  'biodata.removePhoto',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action is done to. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'contactRequest',
  'mail',
  'biodata',
  'successStory',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Entries a page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 20;
