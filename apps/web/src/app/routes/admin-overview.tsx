import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';

/** Admin overview (spec §2, adminDashBoard): the biodata count cards come later. */
export function AdminOverviewPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('dashboard.admin.overview.title')}
        lead={t('dashboard.admin.overview.lead')}
      />
      <ComingSoon />
    </div>
  );
}

export { AdminOverviewPage as Component };
