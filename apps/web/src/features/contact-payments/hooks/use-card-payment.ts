import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { messageText } from '../../../lib/validation-text';
import { errorText } from '../../../lib/error-text';

export type CardField = 'number' | 'expiry' | 'cvc';
const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

/** What both card forms need from the payment modal. */
export interface CardPaymentProps {
  /** The payment intent's client secret, to confirm it with the card. */
  clientSecret: string;
  /** The payer's e-mail (the signed-in user). */
  email: string;
  /**
   * The intent's id once the card was charged but the request not yet recorded: submitting
   * again then only records it (the card is never charged twice).
   */
  paidIntentId: string | null;
  /** Records the paid intent; rejects when it could not be recorded. */
  onConfirmed: (paymentIntentId: string) => Promise<void>;
}

/**
 * The card forms' submission: confirms the card (unless already paid), then hands the intent to
 * the modal to record. A card error shows in red under the form, a 400's field errors beside
 * their fields; a recording failure says the card was charged and offers to try again.
 */
export function useCardPayment({ paidIntentId, onConfirmed }: CardPaymentProps) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, string>>>({});
  // A second Enter while the first submission runs must not pay twice.
  const isSubmittingRef = useRef(false);

  const submit = async (confirmCard: () => Promise<string>) => {
    if (isSubmittingRef.current) return;
    isSubmittingRef.current = true;
    setIsBusy(true);
    setFormError(null);
    setFieldErrors({});

    const finish = () => {
      isSubmittingRef.current = false;
      setIsBusy(false);
    };

    let intentId = paidIntentId;
    if (!intentId) {
      try {
        intentId = await confirmCard();
      } catch (error) {
        const placed: Partial<Record<CardField, string>> = {};
        if (error instanceof ApiError) {
          for (const field of CARD_FIELDS) {
            const [message] = error.fieldErrors[`card.${field}`] ?? [];
            if (message) placed[field] = messageText(message);
          }
        }
        setFieldErrors(placed);
        if (Object.keys(placed).length === 0) {
          setFormError(errorText(error));
        }
        finish();
        return;
      }
    }

    try {
      // On success the modal closes: nothing here is touched again.
      await onConfirmed(intentId);
    } catch (error) {
      const message = errorText(error);
      setFormError(t('payments.recordFailed', { message }));
      finish();
    }
  };

  return { isBusy, formError, fieldErrors, submit };
}
