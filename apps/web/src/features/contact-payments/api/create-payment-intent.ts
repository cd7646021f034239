import type { CreatePaymentIntentResponse } from '@bondhon/shared/schemas/contact-requests';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** What spec §8 allows the call to say instead: `{success: false, message}`. */
interface Refusal {
  success: false;
  message: string;
}

/**
 * POST /api/create-payment-intent: a payment intent of 500 cents for the contact details of
 * `parcelId` (the biodata's `_id`), paid by `email` (the caller). Rejects with an ApiError
 * carrying the server's message when it refuses (the caller's own biodata, a request already
 * made), including an answer with `success: false`.
 */
export async function createPaymentIntent({
  parcelId,
  email,
}: {
  parcelId: string;
  email: string;
}): Promise<CreatePaymentIntentResponse> {
  const answer = await apiRequest<CreatePaymentIntentResponse | Refusal>('/create-payment-intent', {
    method: 'POST',
    body: { parcelId, email },
  });
  if (!answer.success) {
    throw new ApiError({ status: 409, code: 'CONFLICT', message: answer.message });
  }
  return answer;
}

/**
 * One intent per opening of the payment modal: created when it opens, never re-created behind
 * the person's back (no retries, no refetching), and forgotten when the modal closes. The call
 * is not aborted when the modal unmounts (React's development double mount would otherwise
 * create a second intent).
 */
export function paymentIntentQueryOptions(input: { parcelId: string; email: string }) {
  return queryOptions({
    queryKey: ['payment-intent', input.parcelId, input.email.toLowerCase()] as const,
    queryFn: () => createPaymentIntent(input),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
