import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../paths';

/** Any path outside the route table. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-16 text-center sm:py-24">
      <p className="text-sm font-semibold tracking-widest text-secondary uppercase">
        {t('notFound.code', { status: 404 })}
      </p>
      <div className="mx-auto mt-4 flex max-w-xl flex-col items-center">
        <PageHeader title={t('notFound.title')} lead={t('notFound.body')} />
        <Link to={paths.home.href()} className="btn btn-primary">
          {t('notFound.homeLink')}
        </Link>
      </div>
    </div>
  );
}

export { NotFoundPage as Component };
