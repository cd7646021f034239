import type { RequestPremiumInput } from '@bondhon/shared/schemas/premium-requests';
import type { ActionResult } from '@bondhon/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userStatusQueryOptions } from './get-user-status';

/**
 * POST /api/request-premium/{own e-mail} (decision 8): asks the admins to make the caller
 * premium. `{success: true}` when sent; `{success: false, message}` when a request is already
 * pending or the caller is already premium.
 */
export function requestPremium(input: RequestPremiumInput): Promise<ActionResult> {
  return apiRequest<ActionResult>(`/request-premium/${encodeURIComponent(input.email)}`, {
    method: 'POST',
    body: input,
  });
}

/** Sends the request, then reads the user's standing again (it may already be premium). */
export function useRequestPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPremium,
    onSuccess: (_result, { email }) =>
      queryClient.invalidateQueries({ queryKey: userStatusQueryOptions(email).queryKey }),
  });
}
