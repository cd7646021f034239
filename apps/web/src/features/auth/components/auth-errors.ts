import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/dialogs';
import i18n from '../../../lib/i18n';
import { errorText } from '../../../lib/error-text';

/** Spec §8: register, sign-in and Google failures show 'Error!' with the server's message. */
export function showAuthError(error: unknown): Promise<void> {
  return showError(i18n.t('auth.errorTitle'), errorText(error));
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
