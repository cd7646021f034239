import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { notificationStrings } from '../../features/notifications/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(notificationStrings);

/** Notifications (issue 19), in the admin's and the customer's dashboard alike. */
export function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('notifications.title')} lead={t('notifications.lead')} />
      <NotificationList />
    </div>
  );
}

export { NotificationsPage as Component };
