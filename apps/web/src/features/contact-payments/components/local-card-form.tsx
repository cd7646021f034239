import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { confirmLocalCard } from '../api/confirm-local-card';
import { useCardPayment, type CardPaymentProps } from '../hooks/use-card-payment';
import { PayButton, PaymentError } from './payment-form-parts';

const CARD_NUMBER_MAX_DIGITS = 19;

/** "4242424242424242" → "4242 4242 4242 4242", as typed. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" → "12/30"; the slash appears once the month is typed. */
export function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so backspace is never stuck.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return value.length > previous.length ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * The built-in test gateway's card form (DESIGN D9): card number, expiry (MM/YY) and CVC,
 * confirmed through POST /api/local-gateway/confirm. It behaves like Stripe's test mode.
 */
export function LocalCardForm(props: CardPaymentProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const hintId = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const { isBusy, formError, fieldErrors, submit } = useCardPayment(props);
  const isPaid = props.paidIntentId !== null;
  const areFieldsLocked = isBusy || isPaid;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(() =>
      confirmLocalCard({
        clientSecret: props.clientSecret,
        card: { number: number.replace(/\s/g, ''), expiry, cvc },
      }),
    );
  };

  return (
    <form
      noValidate
      aria-label={t('payments.formLabel')}
      aria-describedby={`${hintId} ${errorId}`}
      className="space-y-4"
      onSubmit={onSubmit}
    >
      <TextField
        label={t('payments.cardNumber')}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={t('payments.cardNumberPlaceholder')}
        value={number}
        readOnly={areFieldsLocked}
        error={fieldErrors.number}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          setNumber(formatCardNumber(event.target.value))
        }
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('payments.expiry')}
          name="exp-date"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('payments.expiryPlaceholder')}
          value={expiry}
          readOnly={areFieldsLocked}
          error={fieldErrors.expiry}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setExpiry(formatExpiry(event.target.value, expiry))
          }
        />
        <TextField
          label={t('payments.cvc')}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={t('payments.cvcPlaceholder')}
          maxLength={4}
          value={cvc}
          readOnly={areFieldsLocked}
          error={fieldErrors.cvc}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))
          }
        />
      </div>
      <p id={hintId} className="text-sm text-muted">
        {t('payments.testCards')}
      </p>
      <PayButton isBusy={isBusy} isPaid={isPaid} />
      <PaymentError id={errorId} message={formError} />
    </form>
  );
}
