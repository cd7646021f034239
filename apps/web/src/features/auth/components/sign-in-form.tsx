import type { SignInInput } from '@bondhon/shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showSuccess } from '../../../lib/dialogs';
import { messageText } from '../../../lib/validation-text';
import { useFederatedSignIn } from '../api/sign-in-social';
import { useSignIn } from '../api/sign-in';
import { applyFieldErrors, showAuthError } from './auth-errors';
import { EmailField, ForgotPasswordLink } from './auth-fields';
import { useAuthForm } from './use-auth-form';
import { GoogleSignInButton } from './google-sign-in-button';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { useState } from 'react';

const FIELDS = ['email', 'password'] as const;

/** The shared schema's checks, loaded apart from the form (./auth-validation.ts). */
const loadValidation = () =>
  import('./auth-validation').then(({ validateSignIn }) => validateSignIn);

/**
 * Sign In (spec §2, §5): Email and Password, checked with the shared schema, and 'Sign in with
 * Google'; then, for a member with two-factor sign-in on, their code (`startWithCode`: the
 * provider has sent back such a member). Where to go afterwards is the page's business: it
 * follows the session. `federatedReturnTo` is where the provider sends the browser back.
 */
export function SignInForm({
  federatedReturnTo,
  forgotPasswordHref,
  startWithCode = false,
}: {
  federatedReturnTo: string;
  forgotPasswordHref: string;
  startWithCode?: boolean;
}) {
  const [needsCode, setNeedsCode] = useState(startWithCode);
  if (needsCode) return <TwoFactorCodeForm onBack={() => setNeedsCode(false)} />;
  return (
    <PasswordStep
      federatedReturnTo={federatedReturnTo}
      forgotPasswordHref={forgotPasswordHref}
      onCodeNeeded={() => setNeedsCode(true)}
    />
  );
}

function PasswordStep({
  federatedReturnTo,
  forgotPasswordHref,
  onCodeNeeded,
}: {
  federatedReturnTo: string;
  forgotPasswordHref: string;
  onCodeNeeded: () => void;
}) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const federated = useFederatedSignIn();
  const { register, handleSubmit, setError, errors } = useAuthForm(FIELDS, loadValidation);

  // Once signed in the page moves on; the buttons stay busy until it does.
  const isSubmitting = signIn.isPending || (signIn.isSuccess && !signIn.data.needsCode);
  const isRedirecting = federated.isPending || federated.isSuccess;
  const isBusy = isSubmitting || isRedirecting;

  const onSubmit = handleSubmit((values: SignInInput) => {
    signIn.mutate(values, {
      onSuccess: ({ needsCode }) => {
        if (needsCode) onCodeNeeded();
        else void showSuccess(t('auth.signIn.successTitle'), t('auth.signIn.successText'));
      },
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

  return (
    <div>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField error={errorText('email')} {...register('email')} />
        <div>
          <TextField
            label={t('auth.fields.password')}
            type="password"
            autoComplete="current-password"
            placeholder={t('auth.placeholders.password')}
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
          {isSubmitting ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </Button>
      </form>
      <div className="divider text-sm text-muted">{t('common.or')}</div>
      <GoogleSignInButton
        label={t('auth.signIn.google')}
        isBusy={isRedirecting}
        isDisabled={isBusy}
        onClick={() =>
          federated.mutate({ returnTo: federatedReturnTo }, { onError: showAuthError })
        }
      />
    </div>
  );
}
