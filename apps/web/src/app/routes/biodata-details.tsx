import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/ui/page-header';
import { useRole } from '../../features/auth/api/get-role';
import { useSession } from '../../features/auth/hooks/use-session';
import { BiodataDetails } from '../../features/biodatas/components/biodata-details';
import { useOwnContactRequests } from '../../features/contact-requests/api/get-own-contact-requests';
import { paths } from '../paths';
import { addStrings } from '../../lib/i18n';
import detailsStrings from '../../locales/en-details.json';

// This screen's strings, added as its code loads (before it renders): lib/i18n.ts.
addStrings(detailsStrings);

/**
 * Biodata details (spec §2, /details/:id, behind the login guard). Add Favorite is for
 * customers only (spec §6: hidden for admins; a role not yet known shows no button). While the
 * viewer's paid contact request waits for an admin, the contact card says so instead of
 * offering to pay again.
 */
export function BiodataDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useSession();
  const { role } = useRole(user?.email);
  const ownRequests = useOwnContactRequests(user?.email ?? '');
  const isRequestPending =
    ownRequests.data?.some((request) => request.parcelId === id && request.pending) ?? false;
  useDocumentTitle(t('details.title'));

  return (
    <div className="page-container py-8 sm:py-12">
      <BiodataDetails
        // A new id is a new page: no modal or state carried over from the last profile.
        key={id}
        id={id}
        viewerEmail={user?.email ?? ''}
        canAddFavorite={role === 'customer'}
        pendingRequest={isRequestPending ? { href: paths.customer.contactRequests.href() } : null}
        detailsHref={paths.biodataDetails.href}
        listingHref={paths.biodatas.href()}
      />
    </div>
  );
}

export { BiodataDetailsPage as Component };
