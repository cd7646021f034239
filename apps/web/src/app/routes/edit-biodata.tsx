import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';

/** The biodata form (spec §2, editBioData; DESIGN decision 2); the form comes later. */
export function EditBiodataPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('dashboard.customer.editBiodata.title')}
        lead={t('dashboard.customer.editBiodata.lead')}
      />
      <ComingSoon />
    </div>
  );
}

export { EditBiodataPage as Component };
