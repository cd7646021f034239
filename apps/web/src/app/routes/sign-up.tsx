import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { useFederatedError } from '../../features/auth/hooks/use-federated-error';
import { useSignedInRedirect } from '../guards/use-signed-in-redirect';
import { paths } from '../paths';
import { authStrings } from '../../features/auth/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(authStrings);

/** Register (spec §2, /signup). */
export function SignUpPage() {
  const { t } = useTranslation();
  // The login guard's memory of where the person was going travels between the two screens.
  const { state } = useLocation();
  useSignedInRedirect();
  useFederatedError();

  return (
    <div className="page-container max-w-xl py-10 sm:py-16">
      <div className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-10">
        <PageHeader title={t('auth.signUp.title')} lead={t('auth.signUp.lead')} />
        <SignUpForm
          federatedReturnTo={paths.signIn.href()}
          forgotPasswordHref={paths.forgotPassword.href()}
        />
        <p className="mt-6 text-center">
          {t('auth.signUp.haveAccount')}{' '}
          <Link to={paths.signIn.href()} state={state} className="link font-semibold link-primary">
            {t('auth.signUp.loginLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}

export { SignUpPage as Component };
