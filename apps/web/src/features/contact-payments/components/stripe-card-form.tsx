import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardPayment, type CardPaymentProps } from '../hooks/use-card-payment';
import { PayButton, PaymentError } from './payment-form-parts';

/**
 * Stripe.js, loaded once per publishable key. This module is only imported when the server's
 * gateway is Stripe, so the built-in gateway's pages never download it. A failed download
 * resolves to null (the form then says it could not load).
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** The card field in the theme's colours (base-content, muted, error of the "bondhon" theme). */
const CARD_OPTIONS: StripeCardElementOptions = {
  hidePostalCode: true,
  style: {
    base: {
      color: '#2e1a22',
      fontSize: '16px',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      '::placeholder': { color: '#5e4650' },
    },
    invalid: { color: '#b42318', iconColor: '#b42318' },
  },
};

function StripeCardFields(props: CardPaymentProps & { hasLoadFailed: boolean }) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | null>(null);
  const { isBusy, formError, submit } = useCardPayment(props);
  const isPaid = props.paidIntentId !== null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(async () => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) throw new Error(t('payments.stripeUnavailable'));
      const { error, paymentIntent } = await stripe.confirmCardPayment(props.clientSecret, {
        payment_method: { card, billing_details: { email: props.email } },
      });
      if (error) throw new Error(error.message ?? t('payments.cardFailed'));
      if (paymentIntent.status !== 'succeeded') {
        throw new Error(t('payments.cardFailed'));
      }
      return paymentIntent.id;
    });
  };

  const message =
    formError ?? cardError ?? (props.hasLoadFailed ? t('payments.stripeUnavailable') : null);
  return (
    <form
      noValidate
      aria-label={t('payments.formLabel')}
      aria-describedby={errorId}
      className="space-y-4"
      onSubmit={onSubmit}
    >
      <div>
        <p id={labelId} className="mb-1.5 font-medium">
          {t('payments.cardDetails')}
        </p>
        <div
          role="group"
          aria-labelledby={labelId}
          className={`input h-auto w-full py-3 ${cardError ? 'input-error' : ''}`}
        >
          <CardElement
            className="w-full"
            options={{ ...CARD_OPTIONS, disabled: isBusy || isPaid }}
            onChange={(event) => setCardError(event.error?.message ?? null)}
          />
        </div>
      </div>
      <PayButton isBusy={isBusy} isPaid={isPaid} isDisabled={!stripe} />
      <PaymentError id={errorId} message={message} />
    </form>
  );
}

/** The card form with Stripe Elements (DESIGN D9), confirmed with stripe.confirmCardPayment. */
export default function StripeCardForm({
  publishableKey,
  ...props
}: CardPaymentProps & { publishableKey: string }) {
  const stripe = stripeFor(publishableKey);
  const [hasLoadFailed, setHasLoadFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void stripe.then((loaded) => {
      if (isCurrent && !loaded) setHasLoadFailed(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [stripe]);

  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} hasLoadFailed={hasLoadFailed} />
    </Elements>
  );
}
