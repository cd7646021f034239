import { describe, expect, it } from 'vitest';
import { ADDID_MAX, createPaymentIntentInput, recordPaymentInput } from './contact-requests';

describe('a payment call naming a biodata by its public Biodata ID (addid)', () => {
  const intent = (parcelId: unknown) =>
    createPaymentIntentInput.safeParse({ parcelId, email: 'a@example.com' });
  const payment = (parcelId: unknown) =>
    recordPaymentInput.safeParse({ parcelId, email: 'a@example.com', transactionId: 'pi_1' });

  it('accepts any ID up to the largest the database can hold', () => {
    for (const parcelId of [1, 4217, ADDID_MAX, String(ADDID_MAX)]) {
      expect(intent(parcelId).success, String(parcelId)).toBe(true);
      expect(payment(parcelId).success, String(parcelId)).toBe(true);
    }
  });

  it('refuses a number beyond PostgreSQL integer range instead of looking it up', () => {
    for (const parcelId of [ADDID_MAX + 1, 2 ** 53, '99999999999999999999']) {
      expect(intent(parcelId).success, String(parcelId)).toBe(false);
      expect(payment(parcelId).success, String(parcelId)).toBe(false);
    }
  });
});
