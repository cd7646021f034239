import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';

/** The customer's contact requests (spec §2, contactRequest); the table comes later. */
export function ContactRequestsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('dashboard.customer.contactRequests.title')}
        lead={t('dashboard.customer.contactRequests.lead')}
      />
      <ComingSoon />
    </div>
  );
}

export { ContactRequestsPage as Component };
