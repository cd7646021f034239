import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LockedNote } from '../../../components/ui/locked-note';

/** In the locked contact card while the viewer's paid request waits for an admin. */
export function PendingContactNotice({ requestsHref }: { requestsHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <LockedNote>{t('contactRequests.pendingNotice.body')}</LockedNote>
      <Link to={requestsHref} className="btn btn-block btn-outline btn-primary">
        {t('contactRequests.pendingNotice.link')}
      </Link>
    </div>
  );
}
