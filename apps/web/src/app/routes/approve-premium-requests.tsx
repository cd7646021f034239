import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { PremiumRequests } from '../../features/premium-requests/components/premium-requests';
import { paths } from '../paths';
import { premiumRequestStrings } from '../../features/premium-requests/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(premiumRequestStrings);

/** Premium requests (spec §2, approvedPremium; admins). */
export function ApprovePremiumRequestsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('dashboard.admin.premiumRequests.title')}
        lead={t('dashboard.admin.premiumRequests.lead')}
      />
      <PremiumRequests detailsHref={paths.biodataDetails.href} />
    </div>
  );
}

export { ApprovePremiumRequestsPage as Component };
