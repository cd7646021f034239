import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { BiodataListing } from '../../features/biodatas/components/biodata-listing';
import { paths } from '../paths';
import { biodataStrings } from '../../features/biodatas/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(biodataStrings);

/** Biodata listing (spec §2, /matremony/allData): filters, a page of cards, page buttons. */
export function BiodataListingPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  return (
    <div className="page-container py-8 sm:py-12">
      <PageHeader title={t('biodatas.title')} lead={t('biodatas.lead')} />
      <BiodataListing
        detailsHref={paths.biodataDetails.href}
        signInHref={user || isLoading ? undefined : paths.signIn.href()}
        isReaderPending={isLoading}
      />
    </div>
  );
}

export { BiodataListingPage as Component };
