import { CONTACT_PRICE_CENTS, CONTACT_PRICE_CURRENCY } from '@bondhon/shared/constants';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { intlLocale } from '../../../lib/i18n';

/**
 * The contact price as the reader reads it: 500 cents in USD is "$5" in English and "৫$" in
 * Bengali (Intl's Bangladeshi order, the sign after the amount).
 */
export function formatContactPrice(): string {
  return new Intl.NumberFormat(intlLocale(), {
    style: 'currency',
    currency: CONTACT_PRICE_CURRENCY.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
  }).format(CONTACT_PRICE_CENTS / 100);
}

/**
 * The built-in test gateway's notice (ADR 0014): its payments take no money, which a member of a
 * test deployment must know before typing a card.
 */
export function TestPaymentsNotice() {
  const { t } = useTranslation();
  return (
    <p role="note" className="alert text-sm font-medium alert-warning">
      <Icon name="info" className="size-5 shrink-0" />
      {t('payments.testPayments')}
    </p>
  );
}

/**
 * 'Submit $5' (spec §9), 'Processing...' while the card is being charged, and 'Try again' when
 * the card was charged but the request could not be recorded.
 */
export function PayButton({
  isBusy,
  isPaid,
  isDisabled = false,
}: {
  isBusy: boolean;
  isPaid: boolean;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  let label = t('payments.submit', { price: formatContactPrice() });
  if (isBusy) label = t('payments.processing');
  else if (isPaid) label = t('payments.retry');
  return (
    <Button
      type="submit"
      className="btn btn-block btn-primary"
      isBusy={isBusy}
      disabled={isDisabled}
    >
      {label}
    </Button>
  );
}

/**
 * The card error, in red under the form (spec §5, §8). It scrolls itself into view when it
 * appears, since on a short screen the form's end lies below the modal's fold.
 */
export function PaymentError({ id, message }: { id: string; message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <p ref={ref} id={id} role="alert" className="min-h-5 text-sm font-medium text-error">
      {message}
    </p>
  );
}
