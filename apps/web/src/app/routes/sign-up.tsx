import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../paths';

/** Register (spec §2, /signup): the registration form and Google sign-in come later. */
export function SignUpPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container max-w-xl py-10 sm:py-16">
      <div className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-10">
        <PageHeader title={t('auth.signUp.title')} lead={t('auth.signUp.lead')} />
        <ComingSoon />
        <p className="mt-6 text-center">
          {t('auth.signUp.haveAccount')}{' '}
          <Link to={paths.signIn.href()} className="link font-semibold link-primary">
            {t('auth.signUp.loginLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}

export { SignUpPage as Component };
