import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/ui/page-header';
import { useRole } from '../../features/auth/api/get-role';
import { useSession } from '../../features/auth/hooks/use-session';
import { BiodataDetails } from '../../features/biodatas/components/biodata-details';
import { PurchaseContact } from '../../features/contact-payments/components/purchase-contact';
import { useOwnContactRequests } from '../../features/contact-requests/api/get-own-contact-requests';
import { PendingContactNotice } from '../../features/contact-requests/components/pending-contact-notice';
import { AddFavouriteButton } from '../../features/favourites/components/add-favourite-button';
import { paths } from '../paths';
import { biodataStrings } from '../../features/biodatas/locales';
import { paymentOfferStrings } from '../../features/contact-payments/locales';
import { contactRequestStrings } from '../../features/contact-requests/locales';
import { favouriteStrings } from '../../features/favourites/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(biodataStrings, paymentOfferStrings, contactRequestStrings, favouriteStrings);

/** After the first paint, with its strings: the profile's first load stays within its budget. */
const ProfileSafety = lazy(() =>
  import('./profile-safety').then((module) => ({ default: module.ProfileSafety })),
);

/**
 * Biodata details (spec §2, /details/:id, behind the login guard): the biodatas feature's
 * profile, with the favourites feature's Add Favorite, and in the locked contact card the
 * payment feature's offer or the contact-requests feature's pending notice. Add Favorite is for
 * customers only (spec §6: hidden for admins; a role not yet known shows no button). While the
 * viewer's paid contact request waits for an admin, the contact card says so instead of
 * offering to pay again. After the facts, how to stay safe and a way to report the biodata (not
 * one's own: the owner's e-mail comes only with their own record, or to those who see contacts),
 * and for customers a way to block the member, which then leaves the profile for the listing.
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
  const viewerEmail = user?.email ?? '';

  return (
    <div className="page-container py-8 sm:py-12">
      <BiodataDetails
        // A new id is a new page: no modal or state carried over from the last profile.
        key={id}
        id={id}
        favouriteAction={
          role === 'customer'
            ? (biodata) => <AddFavouriteButton biodata={biodata} viewerEmail={viewerEmail} />
            : undefined
        }
        lockedContact={(biodata) =>
          isRequestPending ? (
            <PendingContactNotice requestsHref={paths.customer.contactRequests.href()} />
          ) : (
            <PurchaseContact biodata={biodata} email={viewerEmail} />
          )
        }
        safetyAction={(biodata) => (
          <Suspense fallback={null}>
            <ProfileSafety
              biodataId={biodata._id}
              isOwn={'user' in biodata && biodata.user === viewerEmail}
              // Members block members: admins have no block screens.
              canBlock={role === 'customer'}
            />
          </Suspense>
        )}
        detailsHref={paths.biodataDetails.href}
        listingHref={paths.biodatas.href()}
      />
    </div>
  );
}

export { BiodataDetailsPage as Component };
