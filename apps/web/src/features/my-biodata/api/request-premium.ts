import { PREMIUM_ALREADY_REQUESTED_MESSAGE } from '@bondhon/shared/premium-request-messages';
import type { RequestPremiumInput } from '@bondhon/shared/schemas/premium-requests';
import type { ActionResult } from '@bondhon/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userStatusQueryOptions } from './get-user-status';

/**
 * POST /api/request-premium/{own e-mail} (DESIGN D8): asks the admins to make the caller
 * premium. `{success: true}` when sent; `{success: false, message}` when a request is already
 * pending or the caller is already premium.
 */
export function requestPremium(input: RequestPremiumInput): Promise<ActionResult> {
  return apiRequest<ActionResult>(`/request-premium/${encodeURIComponent(input.email)}`, {
    method: 'POST',
    body: input,
  });
}

/** Whether an answer means a request now waits for the admins (sent, or one already was). */
function leavesRequestPending(answer: ActionResult): boolean {
  return answer.success || answer.message === PREMIUM_ALREADY_REQUESTED_MESSAGE;
}

/**
 * Sends the request. The user's standing (GET /stutas, whose `premiumRequestPending` says so
 * after a reload too) shows a request left pending at once, then is read again from the server
 * (the user may already be premium).
 */
export function useRequestPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPremium,
    onSuccess: (result, { email }) => {
      const { queryKey } = userStatusQueryOptions(email);
      if (leavesRequestPending(result)) {
        queryClient.setQueryData(queryKey, (status) =>
          status ? { ...status, premiumRequestPending: true } : status,
        );
      }
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
