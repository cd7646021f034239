import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { authStrings } from '../../features/auth/locales';
import { loadStrings } from '../../lib/i18n';
import { paths } from '../paths';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(authStrings);

/**
 * Where a reset link lands (/reset-password?token=…, or ?error=INVALID_TOKEN when the server
 * found the link run out or used): a new password, then sign-in with it.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [hasExpired, setHasExpired] = useState(params.has('error') || !token);

  return (
    <div className="page-container max-w-xl py-10 sm:py-16">
      <div className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-10">
        {hasExpired || !token ? (
          <>
            <PageHeader title={t('auth.reset.expiredTitle')} lead={t('auth.reset.expiredText')} />
            <Link to={paths.forgotPassword.href()} className="btn w-full btn-primary">
              {t('auth.reset.askAgain')}
            </Link>
          </>
        ) : (
          <>
            <PageHeader title={t('auth.reset.title')} lead={t('auth.reset.lead')} />
            <ResetPasswordForm
              token={token}
              onDone={() => void navigate(paths.signIn.href(), { replace: true })}
              onExpired={() => setHasExpired(true)}
            />
          </>
        )}
      </div>
    </div>
  );
}

export { ResetPasswordPage as Component };
