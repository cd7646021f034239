import type { SuspendUserInput, SuspensionRecord } from '@bondhon/shared/schemas/moderation';
import type { ActionResult } from '@bondhon/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/** After a decision: the lists it changes are read again. */
function useDecisionSettled() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [sharedQueryKeys.reportedBiodatas, sharedQueryKeys.reviewQueue, sharedQueryKeys.users].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /api/admin/biodatas/{id}/remove (admins): takes a biodata down, with a reason. */
export function useRemoveBiodata() {
  const onSettled = useDecisionSettled();
  return useMutation({
    mutationFn: ({ biodataId, reason }: { biodataId: string; reason: string }) =>
      apiRequest<ActionResult>(`/admin/biodatas/${encodeURIComponent(biodataId)}/remove`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled,
  });
}

/** POST /api/admin/biodatas/{id}/photo-removal (admins): the photo off the biodata (issue 22). */
export function useRemovePhoto() {
  const onSettled = useDecisionSettled();
  return useMutation({
    mutationFn: ({ biodataId, reason }: { biodataId: string; reason: string }) =>
      apiRequest<ActionResult>(`/admin/biodatas/${encodeURIComponent(biodataId)}/photo-removal`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled,
  });
}

/** POST /api/admin/users/{id}/suspend (admins): until a day, or indefinitely. */
export function useSuspendMember() {
  const onSettled = useDecisionSettled();
  return useMutation({
    mutationFn: ({ userId, ...suspension }: SuspendUserInput & { userId: string }) =>
      apiRequest<{ suspension: SuspensionRecord }>(
        `/admin/users/${encodeURIComponent(userId)}/suspend`,
        { method: 'POST', body: suspension },
      ),
    onSettled,
  });
}

/** DELETE /api/admin/users/{id}/suspension (admins): the suspension ends now. */
export function useLiftSuspension() {
  const onSettled = useDecisionSettled();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<{ suspension: null }>(`/admin/users/${encodeURIComponent(userId)}/suspension`, {
        method: 'DELETE',
      }),
    onSettled,
  });
}
