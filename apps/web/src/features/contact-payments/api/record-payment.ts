import { CONTACT_PRICE_CENTS } from '@bondhon/shared/constants';
import type { RecordPaymentResponse } from '@bondhon/shared/schemas/contact-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

export interface RecordPaymentInput {
  /** The biodata's `_id`. */
  parcelId: string;
  /** The payer: the signed-in user. */
  email: string;
  /** The succeeded payment intent. */
  paymentIntentId: string;
}

/**
 * POST /api/payments (spec §7's payload): the server checks the intent with the gateway and
 * records a pending contact request. Idempotent: recording the same intent again changes
 * nothing, so a failed call can safely be retried.
 */
export function recordPayment({
  parcelId,
  email,
  paymentIntentId,
}: RecordPaymentInput): Promise<RecordPaymentResponse> {
  return apiRequest<RecordPaymentResponse>('/payments', {
    method: 'POST',
    body: {
      parcelId,
      email,
      transactionId: paymentIntentId,
      amount: CONTACT_PRICE_CENTS,
      buyuser: email,
      paymentMethod: 'card',
    },
  });
}

/** Records the payment, then reads the biodata and the contact requests again. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: (_answer, { parcelId }) => {
      // Not awaited: the success dialog need not wait for the re-reads.
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.biodataDetails(parcelId) });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.contactRequests });
    },
  });
}
