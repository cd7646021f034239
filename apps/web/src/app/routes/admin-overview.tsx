import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { BiodataCounts } from '../../features/admin-overview/components/biodata-counts';
import { FailedMail } from '../../features/admin-overview/components/failed-mail';
import { AdminSuccessStories } from '../../features/success-stories/components/admin-success-stories';
import { adminOverviewStrings } from '../../features/admin-overview/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(adminOverviewStrings);

/**
 * 'Dashboard Overview' (spec §2, adminDashBoard; DESIGN D12): the biodata count cards, then the
 * mail that could not be sent (ADR 0022), and the success stories on the home page (ADR 0038).
 */
export function AdminOverviewPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('adminOverview.title')} lead={t('adminOverview.lead')} />
      <BiodataCounts />
      <FailedMail />
      <AdminSuccessStories />
    </div>
  );
}

export { AdminOverviewPage as Component };
