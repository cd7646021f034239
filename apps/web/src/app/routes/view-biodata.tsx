import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';

/** The customer's own biodata (spec §2, viewbioData) with Make Premium; comes later. */
export function ViewBiodataPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('dashboard.customer.viewBiodata.title')}
        lead={t('dashboard.customer.viewBiodata.lead')}
      />
      <ComingSoon />
    </div>
  );
}

export { ViewBiodataPage as Component };
