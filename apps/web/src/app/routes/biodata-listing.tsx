import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';

/** Biodata listing (spec §2, /matremony/allData): filters, grid and pagination come later. */
export function BiodataListingPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-8 sm:py-12">
      <PageHeader title={t('biodatas.title')} lead={t('biodatas.lead')} />
      <ComingSoon />
    </div>
  );
}

export { BiodataListingPage as Component };
