import { newPasswordField } from '@bondhon/shared/schemas/auth';
import { englishMessage, messageKey } from '@bondhon/shared/validation-messages';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords, lower case: zxcvbn's list (about 49,000, from leaked password
 * sets), as @zxcvbn-ts/language-common maintains it. Server-side only: it is about 200 kB
 * gzipped, more than a whole route's budget in the browser.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

/** Whether a password is one of the most common ones, whatever its letter case or outer spaces. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/**
 * What is wrong with a password someone chooses (sign-up, change, reset), in English: the shared
 * rules (required, length, not only spaces), then, for one that keeps them, the common list.
 * Empty when it will do.
 */
export function newPasswordProblems(password: unknown): string[] {
  const result = newPasswordField.safeParse(password);
  if (!result.success) return result.error.issues.map((issue) => englishMessage(issue.message));
  return isCommonPassword(result.data) ? [englishMessage(messageKey('passwordTooCommon'))] : [];
}
