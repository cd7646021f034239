import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { authStrings } from '../../features/auth/locales';
import { loadStrings } from '../../lib/i18n';
import { paths } from '../paths';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(authStrings);

/** Forgot password (/forgot-password): the link the spec left dead (ADR 0022). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container max-w-xl py-10 sm:py-16">
      <div className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-10">
        <PageHeader title={t('auth.forgot.title')} lead={t('auth.forgot.lead')} />
        <ForgotPasswordForm />
        <p className="mt-6 text-center">
          <Link to={paths.signIn.href()} className="link font-semibold link-primary">
            {t('auth.forgot.backToSignIn')}
          </Link>
        </p>
      </div>
    </div>
  );
}

export { ForgotPasswordPage as Component };
