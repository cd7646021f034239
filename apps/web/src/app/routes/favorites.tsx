import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { FavouriteList } from '../../features/favourites/components/favourite-list';
import { paths } from '../paths';
import { favouriteStrings } from '../../features/favourites/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(favouriteStrings);

/** The customer's favourites (spec §2, favorites). */
export function FavoritesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div>
      <PageHeader
        title={t('dashboard.customer.favorites.title')}
        lead={t('dashboard.customer.favorites.lead')}
      />
      {user ? (
        <FavouriteList
          email={user.email}
          detailsHref={paths.biodataDetails.href}
          browseHref={paths.biodatas.href()}
        />
      ) : null}
    </div>
  );
}

export { FavoritesPage as Component };
