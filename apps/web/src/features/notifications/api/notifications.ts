import type { NotificationListResponse } from '@bondhon/shared/schemas/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How often a signed-in page asks for new notifications (and when the tab comes back). */
const NOTIFICATIONS_REFRESH_MS = 60_000;

/** GET /api/notifications: the member's newest notifications and their unread count. */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: ['notifications'] as const,
    queryFn: ({ signal }) => apiRequest<NotificationListResponse>('/notifications', { signal }),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

/** POST /api/notifications/read: every notification read; the bell's count goes to zero. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/notifications/read', { method: 'POST', body: {} }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}
