import { PASSWORD_MIN_LENGTH } from '@bondhon/shared/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/dialogs';
import { messageText } from '../../../lib/validation-text';
import { useResetPassword } from '../api/password-reset';
import { applyFieldErrors, showAuthError } from './auth-errors';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['newPassword'] as const;

const loadValidation = () =>
  import('./auth-validation').then(({ validateNewPassword }) => validateNewPassword);

/**
 * The new password a reset link allows, under sign-up's rules. `onDone` follows the success
 * dialog; `onExpired` is for a link that has run out or was used (the server says so).
 */
export function ResetPasswordForm({
  token,
  onDone,
  onExpired,
}: {
  token: string;
  onDone: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const { register, handleSubmit, setError, errors } = useAuthForm(FIELDS, loadValidation);
  const isBusy = reset.isPending || reset.isSuccess;

  const onSubmit = handleSubmit(({ newPassword }: { newPassword: string }) => {
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: async () => {
          await showSuccess(t('auth.reset.doneTitle'), t('auth.reset.doneText'));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
            onExpired();
            return;
          }
          applyFieldErrors(error, FIELDS, setError);
          void showAuthError(error);
        },
      },
    );
  });

  const passwordError = errors.newPassword;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={t('auth.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={passwordError ? messageText(passwordError) : undefined}
        {...register('newPassword')}
      />
      <Button type="submit" className="btn w-full btn-primary" isBusy={isBusy} disabled={isBusy}>
        {isBusy ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
