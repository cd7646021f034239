import type {
  LocalCardInput,
  LocalConfirmResponse,
} from '@bondhon/shared/schemas/contact-requests';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/local-gateway/confirm: pays the intent with a card on the built-in test gateway
 * (what Stripe.js does against Stripe). Answers the intent's id once it succeeded; rejects with
 * a 400 (field errors on `card.number`, `card.expiry`, `card.cvc`) or a 402 CARD_DECLINED.
 */
export async function confirmLocalCard(input: LocalCardInput): Promise<string> {
  const { paymentIntentId } = await apiRequest<LocalConfirmResponse>('/local-gateway/confirm', {
    method: 'POST',
    body: input,
  });
  return paymentIntentId;
}
