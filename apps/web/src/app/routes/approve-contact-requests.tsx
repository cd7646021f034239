import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { PageHeader } from '../../components/ui/page-header';

/** Approve contact requests (spec §2, approvedContactRequest): the requests table comes later. */
export function ApproveContactRequestsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('dashboard.admin.contactRequests.title')}
        lead={t('dashboard.admin.contactRequests.lead')}
      />
      <ComingSoon />
    </div>
  );
}

export { ApproveContactRequestsPage as Component };
