import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';

/** The customer's favourites (spec §2, favorites); the table comes later. */
export function FavoritesPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('dashboard.customer.favorites.title')}
        lead={t('dashboard.customer.favorites.lead')}
      />
      <ComingSoon />
    </div>
  );
}

export { FavoritesPage as Component };
