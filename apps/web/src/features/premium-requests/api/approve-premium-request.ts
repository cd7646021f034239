import type { ActionResult } from '@bondhon/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { premiumRequestsQueryKeyRoot } from './get-premium-requests';

/**
 * PUT /api/makePremeum/update/{email} (admins): approves the user's premium request, which
 * makes their `person` premium.
 */
export function approvePremiumRequest({ email }: { email: string }): Promise<ActionResult> {
  return apiRequest<ActionResult>(`/makePremeum/update/${encodeURIComponent(email)}`, {
    method: 'PUT',
  });
}

/** Approves a premium request, then reads the requests again. */
export function useApprovePremiumRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePremiumRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: premiumRequestsQueryKeyRoot }),
  });
}
