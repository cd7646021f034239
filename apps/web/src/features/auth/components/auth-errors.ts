import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/dialogs';
import i18n, { currentLanguage } from '../../../lib/i18n';
import { formatShortDay } from '../../../lib/short-day';
import { errorText } from '../../../lib/error-text';

/**
 * A suspended member's sign-in refusal (issue 21), in the reader's language: until when and why.
 * In English the server's own words say it (errorText); null for any other failure.
 */
export function suspendedText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'ACCOUNT_SUSPENDED' || !error.suspension) {
    return null;
  }
  if (currentLanguage() === 'en') return errorText(error);
  const { until, reason } = error.suspension;
  return until
    ? i18n.t('auth.suspended.until', { until: formatShortDay(until, currentLanguage()), reason })
    : i18n.t('auth.suspended.indefinitely', { reason });
}

/** Spec §8: register, sign-in and Google failures show 'Error!' with the server's message. */
export function showAuthError(error: unknown): Promise<void> {
  return showError(i18n.t('auth.errorTitle'), suspendedText(error) ?? errorText(error));
}

/** Puts a 400's field errors beside the form's own fields. */
export function applyFieldErrors<TField extends string>(
  error: unknown,
  fields: readonly TField[],
  setError: (field: TField, message: string) => void,
): void {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const [message] = error.fieldErrors[field] ?? [];
    if (message) setError(field, message);
  }
}
