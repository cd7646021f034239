import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { ApproveContactRequests } from '../../features/contact-requests/components/approve-contact-requests';
import { paths } from '../paths';
import { contactRequestStrings } from '../../features/contact-requests/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(contactRequestStrings);

/** Approve contact requests (spec §2, approvedContactRequest; admins). */
export function ApproveContactRequestsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader
        title={t('dashboard.admin.contactRequests.title')}
        lead={t('dashboard.admin.contactRequests.lead')}
      />
      <ApproveContactRequests detailsHref={paths.biodataDetails.href} />
    </div>
  );
}

export { ApproveContactRequestsPage as Component };
