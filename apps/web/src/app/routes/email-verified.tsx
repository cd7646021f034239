import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { authStrings } from '../../features/auth/locales';
import { loadStrings } from '../../lib/i18n';
import { dashboardHomeHref, paths } from '../paths';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(authStrings);

/**
 * Where a confirmation link ends (/email-verified), once the server has checked it: the address
 * is confirmed and the member signed in, or (`?error=`) the link has run out or was not theirs.
 */
export function EmailVerifiedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user } = useSession();
  const hasFailed = params.has('error');

  const [title, lead] = hasFailed
    ? [t('auth.verify.failedTitle'), t('auth.verify.failedText')]
    : [t('auth.verify.doneTitle'), t('auth.verify.doneText')];

  return (
    <div className="page-container max-w-xl py-10 sm:py-16">
      <div className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-10">
        <PageHeader title={title} lead={lead} />
        {user ? (
          <Link to={dashboardHomeHref(user.role ?? 'customer')} className="btn w-full btn-primary">
            {t('auth.verify.toDashboard')}
          </Link>
        ) : (
          <Link to={paths.signIn.href()} className="btn w-full btn-primary">
            {t('auth.verify.toSignIn')}
          </Link>
        )}
      </div>
    </div>
  );
}

export { EmailVerifiedPage as Component };
