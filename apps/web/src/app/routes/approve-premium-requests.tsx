import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';

/** Premium requests (spec §2, approvedPremium): the requests table comes later. */
export function ApprovePremiumRequestsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('dashboard.admin.premiumRequests.title')}
        lead={t('dashboard.admin.premiumRequests.lead')}
      />
      <ComingSoon />
    </div>
  );
}

export { ApprovePremiumRequestsPage as Component };
