import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../paths';

/** Sign In (spec §2, /signin): the e-mail/password and Google sign-in forms come later. */
export function SignInPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container max-w-xl py-10 sm:py-16">
      <div className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-10">
        <PageHeader title={t('auth.signIn.title')} lead={t('auth.signIn.lead')} />
        <ComingSoon />
        <p className="mt-6 text-center">
          {t('auth.signIn.noAccount')}{' '}
          <Link to={paths.signUp.href()} className="link font-semibold link-primary">
            {t('auth.signIn.registerLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}

export { SignInPage as Component };
