import type { ActionResult } from '@bondhon/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/**
 * DELETE /api/deleteBuyData/{parcelId}: removes one of the caller's own contact requests (its
 * own `_id`); the server refuses while it is pending (spec §4).
 */
export function deleteContactRequest({ id }: { id: string }): Promise<ActionResult> {
  return apiRequest<ActionResult>(`/deleteBuyData/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Deletes a contact request, then reads the requests again. */
export function useDeleteContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.contactRequests }),
  });
}
