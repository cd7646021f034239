import type { FailedMail } from '@bondhon/shared/schemas/mail';
import type { ActionResult } from '@bondhon/shared/schemas/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const failedMailQueryKey = ['failed-mail'] as const;

/** GET /api/mail/failed (admins): the mail the worker gave up on, newest failure first. */
function failedMailQueryOptions() {
  return queryOptions({
    queryKey: failedMailQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<{ items: FailedMail[] }>('/mail/failed', { signal }).then(({ items }) => items),
  });
}

export function useFailedMail() {
  return useQuery(failedMailQueryOptions());
}

/** POST /api/mail/failed/{id}/retry (admins): queues it again, then reads the list again. */
export function useRetryFailedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<ActionResult>(`/mail/failed/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedMailQueryKey }),
  });
}
