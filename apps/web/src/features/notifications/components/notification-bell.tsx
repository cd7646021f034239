import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { formatInteger } from '../../../lib/i18n';
import { notificationsQueryOptions } from '../api/notifications';

/**
 * The navigation's bell (issue 19): a link to the notifications page, with the unread count on
 * it and in its name. Only for a signed-in member (`to` is their area's page).
 */
export function NotificationBell({ to }: { to: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(notificationsQueryOptions());
  const unread = data?.unreadCount ?? 0;
  return (
    <Link
      to={to}
      className="btn relative btn-circle btn-ghost btn-sm"
      aria-label={
        unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications')
      }
    >
      <Icon name="bell" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="badge absolute -top-1 -right-1 badge-xs px-1 badge-primary"
        >
          {formatInteger(Math.min(unread, 99), i18n.language)}
        </span>
      ) : null}
    </Link>
  );
}
