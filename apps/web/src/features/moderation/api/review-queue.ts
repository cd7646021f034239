import type { ReviewQueueResponse } from '@bondhon/shared/schemas/moderation';
import type { ActionResult } from '@bondhon/shared/schemas/users';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

const reviewQueueRoot = sharedQueryKeys.reviewQueue;

/** GET /api/admin/review-queue (admins): biodatas waiting for review, the oldest first. */
export function reviewQueueQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...reviewQueueRoot, page] as const,
    queryFn: ({ signal }) =>
      apiRequest<ReviewQueueResponse>('/admin/review-queue', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(page: number) {
  return useQuery(reviewQueueQueryOptions(page));
}

/** After a review decision: the queue is read again. */
function useQueueSettled() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reviewQueueRoot });
}

/** POST /api/admin/biodatas/{id}/verify (admins). */
export function useVerifyBiodata() {
  const onSettled = useQueueSettled();
  return useMutation({
    mutationFn: (biodataId: string) =>
      apiRequest<ActionResult>(`/admin/biodatas/${encodeURIComponent(biodataId)}/verify`, {
        method: 'POST',
      }),
    onSettled,
  });
}

/** POST /api/admin/biodatas/{id}/request-changes (admins), with the reason the owner reads. */
export function useRequestChanges() {
  const onSettled = useQueueSettled();
  return useMutation({
    mutationFn: ({ biodataId, reason }: { biodataId: string; reason: string }) =>
      apiRequest<ActionResult>(`/admin/biodatas/${encodeURIComponent(biodataId)}/request-changes`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled,
  });
}
