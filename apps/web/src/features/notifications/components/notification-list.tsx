import { NOTIFICATION_PAGES } from '@bondhon/shared/notification-kinds';
import type { NotificationRecord } from '@bondhon/shared/schemas/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { formatDigits } from '../../../lib/i18n';
import { notificationsQueryOptions, useMarkNotificationsRead } from '../api/notifications';

function NotificationItem({ notification }: { notification: NotificationRecord }) {
  const { t, i18n } = useTranslation();
  const addid = formatDigits(notification.biodataAddid ?? 0, i18n.language);
  return (
    <li
      className={`rounded-box border p-4 sm:p-5 ${
        notification.isRead ? 'border-base-300 bg-base-100' : 'border-primary/40 bg-primary/5'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {notification.isRead ? null : (
          <span className="badge badge-sm badge-primary">{t('notifications.unread')}</span>
        )}
        <time dateTime={notification.createdAt}>
          {formatDate(notification.createdAt, i18n.language)}
        </time>
      </div>
      <p className="mt-2">{t(`notifications.kinds.${notification.kind}`, { addid })}</p>
      {notification.note ? (
        <blockquote className="mt-2 border-s-4 border-base-300 ps-3 whitespace-pre-line">
          {notification.note}
        </blockquote>
      ) : null}
      <Link
        to={NOTIFICATION_PAGES[notification.kind]}
        className="link mt-2 inline-block link-primary"
      >
        {t(`notifications.open.${notification.kind}`)}
      </Link>
    </li>
  );
}

/**
 * The member's notifications, newest first, the unread ones marked "New"; once they are on
 * screen they count as read, and the bell's count goes to zero.
 */
export function NotificationList() {
  const { t } = useTranslation();
  const query = useQuery(notificationsQueryOptions());
  const markRead = useMarkNotificationsRead();
  const hasUnread = (query.data?.unreadCount ?? 0) > 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (hasUnread) mutate();
  }, [hasUnread, mutate]);

  return (
    <QueryState
      query={query}
      pending={<LoadingIndicator label={t('notifications.title')} />}
      error={(error, retry) => (
        <LoadError
          message={`${t('notifications.loadFailed')} ${errorText(error)}`}
          retryLabel={t('notifications.retry')}
          onRetry={retry}
        />
      )}
    >
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState
            icon={<Icon name="bell" className="size-6" />}
            title={t('notifications.empty')}
            body={t('notifications.emptyText')}
          />
        ) : (
          <ul className="grid gap-3">
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
