import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../paths';

/**
 * Shown when a screen throws or its code chunk fails to load (for instance after a deploy
 * replaced the old chunks): reloading fetches the new ones.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-16 text-center sm:py-24">
      <div className="mx-auto flex max-w-xl flex-col items-center">
        <PageHeader title={t('routeError.title')} lead={t('routeError.body')} />
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            {t('routeError.reload')}
          </button>
          <Link to={paths.home.href()} className="btn btn-ghost">
            {t('routeError.homeLink')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The last resort, when the layout itself fails: the same page, in its own main landmark. */
export function RootErrorPage() {
  return (
    <main id="main">
      <RouteErrorPage />
    </main>
  );
}
