import {
  PREMIUM_ALREADY_REQUESTED_MESSAGE,
  type RequestPremiumInput,
} from '@bondhon/shared/schemas/premium-requests';
import type { ActionResult } from '@bondhon/shared/schemas/users';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userStatusQueryOptions } from './get-user-status';

const requestPremiumMutationKey = ['request-premium'] as const;

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

/** Sends the request, then reads the user's standing again (it may already be premium). */
export function useRequestPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: requestPremiumMutationKey,
    mutationFn: requestPremium,
    onSuccess: (_result, { email }) =>
      queryClient.invalidateQueries({ queryKey: userStatusQueryOptions(email).queryKey }),
  });
}

/** Whether an answer means a request now waits for the admins (sent, or one already was). */
function leavesRequestPending(answer: ActionResult): boolean {
  return answer.success || answer.message === PREMIUM_ALREADY_REQUESTED_MESSAGE;
}

/**
 * Whether a premium request of this session left one pending for `email`. The answers stay in
 * the mutation cache, so the state outlives the button (leaving the page and coming back).
 */
export function useHasPendingPremiumRequest(email: string): boolean {
  const owner = email.toLowerCase();
  const answers = useMutationState({
    filters: {
      mutationKey: requestPremiumMutationKey,
      status: 'success',
      predicate: (mutation) =>
        (mutation.state.variables as RequestPremiumInput | undefined)?.email.toLowerCase() ===
        owner,
    },
    select: (mutation) => mutation.state.data as ActionResult,
  });
  return answers.some(leavesRequestPending);
}
