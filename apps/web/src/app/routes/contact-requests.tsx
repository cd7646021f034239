import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { SafetyNotes } from '../../components/ui/safety-notes';
import { useSession } from '../../features/auth/hooks/use-session';
import { OwnContactRequests } from '../../features/contact-requests/components/own-contact-requests';
import { paths } from '../paths';
import { contactRequestStrings } from '../../features/contact-requests/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(contactRequestStrings);

/** The customer's contact requests (spec §2, contactRequest), and how to stay safe (issue 21). */
export function ContactRequestsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div>
      <PageHeader
        title={t('dashboard.customer.contactRequests.title')}
        lead={t('dashboard.customer.contactRequests.lead')}
      />
      {user ? (
        <OwnContactRequests
          email={user.email}
          detailsHref={paths.biodataDetails.href}
          browseHref={paths.biodatas.href()}
        />
      ) : null}
      <div className="mt-10 max-w-2xl">
        <SafetyNotes />
      </div>
    </div>
  );
}

export { ContactRequestsPage as Component };
