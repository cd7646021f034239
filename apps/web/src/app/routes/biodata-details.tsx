import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';

/** Biodata details (spec §2, /details/:id): profile, favourite and contact purchase come later. */
export function BiodataDetailsPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-8 sm:py-12">
      <PageHeader title={t('details.title')} lead={t('details.lead')} />
      <ComingSoon />
    </div>
  );
}

export { BiodataDetailsPage as Component };
