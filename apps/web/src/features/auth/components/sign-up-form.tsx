import { PASSWORD_MIN_LENGTH } from '@bondhon/shared/constants';
import type { SignUpInput } from '@bondhon/shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showSuccess } from '../../../lib/dialogs';
import { messageText } from '../../../lib/validation-text';
import { useFederatedSignIn } from '../api/sign-in-social';
import { useSignUp } from '../api/sign-up';
import { applyFieldErrors, showAuthError } from './auth-errors';
import { EmailField, ForgotPasswordLink } from './auth-fields';
import { useAuthForm } from './use-auth-form';
import { GoogleSignInButton } from './google-sign-in-button';

const FIELDS = ['name', 'image', 'email', 'password'] as const;

/** The shared schema's checks, loaded apart from the form (./auth-validation.ts). */
const loadValidation = () =>
  import('./auth-validation').then(({ validateSignUp }) => validateSignUp);

/**
 * Register (spec §2, §5): Name, Image URL, Email and Password, checked with the shared schema;
 * 'Login with Google' beside it, and 'Forgot password?' (the spec left it dead; ADR 0022). Once
 * registered, the form gives way to where the confirmation link went: the link signs the member
 * in (ADR 0023). `federatedReturnTo` is where the provider sends the browser back.
 */
export function SignUpForm({
  federatedReturnTo,
  forgotPasswordHref,
}: {
  federatedReturnTo: string;
  forgotPasswordHref: string;
}) {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const federated = useFederatedSignIn();
  const { register, handleSubmit, setError, errors } = useAuthForm(FIELDS, loadValidation);

  const isSubmitting = signUp.isPending;
  const isRedirecting = federated.isPending || federated.isSuccess;
  const isBusy = isSubmitting || isRedirecting;

  const onSubmit = handleSubmit((values: SignUpInput) => {
    signUp.mutate(values, {
      onSuccess: () =>
        void showSuccess(
          t('auth.signUp.successTitle'),
          t('auth.signUp.successText', { email: values.email }),
        ),
      onError: (error) => {
        applyFieldErrors(error, FIELDS, setError);
        void showAuthError(error);
      },
    });
  });

  const errorText = (field: (typeof FIELDS)[number]) => {
    const message = errors[field];
    return message ? messageText(message) : undefined;
  };

  if (signUp.isSuccess) {
    return (
      <div role="status" className="alert items-start alert-success alert-soft">
        <div>
          <p className="font-semibold">{t('auth.signUp.sentTitle')}</p>
          <p className="mt-1">{t('auth.signUp.sentText', { email: signUp.variables.email })}</p>
        </div>
      </div>
    );
  }

  return (
    <div>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t('auth.fields.name')}
          type="text"
          autoComplete="name"
          placeholder={t('auth.placeholders.name')}
          error={errorText('name')}
          {...register('name')}
        />
        <TextField
          label={t('auth.fields.image')}
          type="url"
          inputMode="url"
          autoComplete="photo"
          placeholder={t('auth.placeholders.image')}
          error={errorText('image')}
          {...register('image')}
        />
        <EmailField error={errorText('email')} {...register('email')} />
        <div>
          <TextField
            label={t('auth.fields.password')}
            type="password"
            autoComplete="new-password"
            placeholder={t('auth.placeholders.password')}
            hint={t('auth.signUp.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            error={errorText('password')}
            {...register('password')}
          />
          <ForgotPasswordLink to={forgotPasswordHref} />
        </div>
        <Button
          type="submit"
          className="btn w-full btn-primary"
          isBusy={isSubmitting}
          disabled={isBusy}
        >
          {isSubmitting ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
        </Button>
      </form>
      <div className="divider text-sm text-muted">{t('common.or')}</div>
      <GoogleSignInButton
        label={t('auth.signUp.google')}
        isBusy={isRedirecting}
        isDisabled={isBusy}
        onClick={() =>
          federated.mutate({ returnTo: federatedReturnTo }, { onError: showAuthError })
        }
      />
    </div>
  );
}
