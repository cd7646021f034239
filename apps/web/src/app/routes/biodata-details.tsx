import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/ui/page-header';
import { useRole } from '../../features/auth/api/get-role';
import { useSession } from '../../features/auth/hooks/use-session';
import { BiodataDetails } from '../../features/biodatas/components/biodata-details';
import { paths } from '../paths';

/**
 * Biodata details (spec §2, /details/:id, behind the login guard). Add Favorite is for
 * customers only (spec §6: hidden for admins; a role not yet known shows no button).
 */
export function BiodataDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useSession();
  const { role } = useRole(user?.email);
  useDocumentTitle(t('details.title'));

  return (
    <div className="page-container py-8 sm:py-12">
      <BiodataDetails
        // A new id is a new page: no modal or state carried over from the last profile.
        key={id}
        id={id}
        canAddFavorite={role === 'customer'}
        detailsHref={paths.biodataDetails.href}
        listingHref={paths.biodatas.href()}
      />
    </div>
  );
}

export { BiodataDetailsPage as Component };
