import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useFederatedError } from '../../features/auth/hooks/use-federated-error';
import { useSignedInRedirect } from '../guards/use-signed-in-redirect';
import { paths } from '../paths';
import { authStrings } from '../../features/auth/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(authStrings);

/** Sign In (spec §2, /signin); also where the federated provider sends the browser back. */
export function SignInPage() {
  const { t } = useTranslation();
  // The login guard's memory of where the person was going travels between the two screens.
  const { state } = useLocation();
  // The provider sent back a member whose sign-in needs their code too (the server says so).
  const [search] = useSearchParams();
  useSignedInRedirect();
  useFederatedError();

  return (
    <div className="page-container max-w-xl py-10 sm:py-16">
      <div className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-10">
        <PageHeader title={t('auth.signIn.title')} lead={t('auth.signIn.lead')} />
        <SignInForm
          federatedReturnTo={paths.signIn.href()}
          forgotPasswordHref={paths.forgotPassword.href()}
          startWithCode={search.get('twoFactor') === '1'}
        />
        <p className="mt-6 text-center">
          {t('auth.signIn.noAccount')}{' '}
          <Link to={paths.signUp.href()} state={state} className="link font-semibold link-primary">
            {t('auth.signIn.registerLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}

export { SignInPage as Component };
