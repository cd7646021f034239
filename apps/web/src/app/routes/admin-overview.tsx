import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { BiodataCounts } from '../../features/admin-overview/components/biodata-counts';

/** 'Dashboard Overview' (spec §2, adminDashBoard; DESIGN D12): the biodata count cards. */
export function AdminOverviewPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('adminOverview.title')} lead={t('adminOverview.lead')} />
      <BiodataCounts />
    </div>
  );
}

export { AdminOverviewPage as Component };
