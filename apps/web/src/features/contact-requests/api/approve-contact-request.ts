import type { ActionResult } from '@bondhon/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/**
 * PUT /api/updateParcel/{parcelId} (admins): approves a contact request (its own `_id`); the
 * body carries the requester's e-mail, as the spec sends it.
 */
export function approveContactRequest({
  id,
  email,
}: {
  id: string;
  email: string;
}): Promise<ActionResult> {
  return apiRequest<ActionResult>(`/updateParcel/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { email },
  });
}

/** Approves a request, then reads the requests again. */
export function useApproveContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveContactRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.contactRequests }),
  });
}
