import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { messageText } from '../../../lib/validation-text';
import { useRequestPasswordReset } from '../api/password-reset';
import { applyFieldErrors, showAuthError } from './auth-errors';
import { EmailField } from './auth-fields';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['email'] as const;

const loadValidation = () =>
  import('./auth-validation').then(({ validateResetRequest }) => validateResetRequest);

/**
 * Forgot password: the account's address, then the same answer whether or not it has an account
 * (the server's), saying where the link went and for how long it works.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const { register, handleSubmit, setError, errors } = useAuthForm(FIELDS, loadValidation);

  const onSubmit = handleSubmit(({ email }: { email: string }) => {
    request.mutate(email, {
      onError: (error) => {
        applyFieldErrors(error, FIELDS, setError);
        void showAuthError(error);
      },
    });
  });

  if (request.isSuccess) {
    return (
      <div role="status" className="alert items-start alert-success alert-soft">
        <div>
          <p className="font-semibold">{t('auth.forgot.sentTitle')}</p>
          <p className="mt-1">{t('auth.forgot.sentText', { email: request.variables })}</p>
        </div>
      </div>
    );
  }

  const emailError = errors.email;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <EmailField error={emailError ? messageText(emailError) : undefined} {...register('email')} />
      <Button
        type="submit"
        className="btn w-full btn-primary"
        isBusy={request.isPending}
        disabled={request.isPending}
      >
        {request.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
      </Button>
    </form>
  );
}
