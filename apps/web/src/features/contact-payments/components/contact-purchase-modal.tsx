import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Modal } from '../../../components/ui/modal';
import { SafetyNotes } from '../../../components/ui/safety-notes';
import { ApiError } from '../../../lib/api-client';
import { clientConfigQueryOptions } from '../../../lib/client-config';
import { showError, showSuccess } from '../../../lib/dialogs';
import i18n, { loadStrings } from '../../../lib/i18n';
import { paymentIntentQueryOptions } from '../api/create-payment-intent';
import { useRecordPayment } from '../api/record-payment';
import type { CardPaymentProps } from '../hooks/use-card-payment';
import { LocalCardForm } from './local-card-form';
import { formatContactPrice, TestPaymentsNotice } from './payment-form-parts';
import { errorText } from '../../../lib/error-text';
import { paymentStrings } from '../locales/modal-strings';

// The modal's strings come with its code: a profile's first paint needs only the offer's.
await loadStrings(paymentStrings);

/** Stripe Elements: downloaded only when the server's gateway is Stripe. */
const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface PurchaseTarget {
  /** The biodata's own id (the payment's parcelId). */
  _id: string;
  /** Its public Biodata ID. */
  addid: number;
  name: string;
}

/** Spec §8: the server's message when it refused; otherwise a plain "could not start". */
function intentFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return errorText(error);
  return i18n.t('payments.intentFailed');
}

function Preparing() {
  const { t } = useTranslation();
  return <LoadingIndicator label={t('payments.preparing')} className="py-8" />;
}

/**
 * The card form for the gateway the intent was made with: the built-in test gateway's own
 * form, or Stripe Elements (with the publishable key from GET /api/config).
 */
function CardForm({
  gateway,
  onUnavailable,
  ...cardProps
}: CardPaymentProps & {
  gateway: 'local' | 'stripe';
  /** The card form cannot be shown: closes the modal with this message. */
  onUnavailable: (message: string) => void;
}) {
  const { t } = useTranslation();
  const config = useQuery({ ...clientConfigQueryOptions(), enabled: gateway === 'stripe' });
  const publishableKey = config.data?.payments.publishableKey ?? null;
  let unavailable: string | null = null;
  if (config.isError) unavailable = errorText(config.error);
  else if (config.isSuccess && !publishableKey) unavailable = t('payments.stripeUnavailable');

  useEffect(() => {
    if (gateway === 'stripe' && unavailable) onUnavailable(unavailable);
  }, [gateway, unavailable, onUnavailable]);

  if (gateway === 'local') {
    return (
      <>
        <TestPaymentsNotice />
        <LocalCardForm {...cardProps} />
      </>
    );
  }
  if (!publishableKey) return <Preparing />;
  return (
    <Suspense fallback={<Preparing />}>
      <StripeCardForm publishableKey={publishableKey} {...cardProps} />
    </Suspense>
  );
}

/**
 * The contact purchase modal of spec §2 and DESIGN D7: opening it creates a payment intent of
 * $5; the card form pays it; the server then records a pending contact request for an admin to
 * approve. It closes on success ('Success!' / 'Your payment was successful.'), when the intent
 * fails (an alert with the server's message, spec §8), or with the close icon, Escape or the
 * backdrop.
 */
export function ContactPurchaseModal({
  biodata,
  email,
  onClose,
}: {
  biodata: PurchaseTarget;
  /** The signed-in user: the payer. */
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const intent = useQuery(paymentIntentQueryOptions({ parcelId: biodata._id, email }));
  const recording = useRecordPayment();
  const [paidIntentId, setPaidIntentId] = useState<string | null>(null);

  // The latest onClose, for `fail` below: the parent's callback is a new one on every render,
  // and a failure must close the modal and alert once, not once per render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const hasFailedRef = useRef(false);
  const fail = useCallback((message: string) => {
    if (hasFailedRef.current) return;
    hasFailedRef.current = true;
    onCloseRef.current();
    void showError(i18n.t('common.errorTitle'), message);
  }, []);

  useEffect(() => {
    if (intent.isError) fail(intentFailureMessage(intent.error));
  }, [intent.isError, intent.error, fail]);

  const onConfirmed = async (paymentIntentId: string) => {
    setPaidIntentId(paymentIntentId);
    const { refund } = await recording.mutateAsync({
      parcelId: biodata._id,
      email,
      paymentIntentId,
    });
    onClose();
    if (!refund) {
      void showSuccess(t('payments.successTitle'), t('payments.successText'));
      return;
    }
    // A second payment for a biodata already requested: the server refunds it (ADR 0014).
    const price = formatContactPrice();
    if (refund.status === 'refunded') {
      void showSuccess(t('payments.refundedTitle'), t('payments.refundedText', { price }));
    } else {
      void showSuccess(
        t('payments.refundPendingTitle'),
        t('payments.refundPendingText', { price }),
      );
    }
  };

  return (
    <Modal title={t('payments.title')} closeLabel={t('payments.close')} onClose={onClose}>
      <div className="space-y-5">
        <p className="leading-relaxed">
          {t('payments.intro', {
            name: biodata.name,
            id: biodata.addid,
            price: formatContactPrice(),
          })}
        </p>
        <ol className="space-y-2 rounded-box border border-base-300 bg-base-200 p-4 text-sm">
          {(['pay', 'approve', 'see'] as const).map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-content"
              >
                {index + 1}
              </span>
              <span>{t(`payments.steps.${step}`, { price: formatContactPrice() })}</span>
            </li>
          ))}
        </ol>
        <SafetyNotes isCompact />
        <p className="flex items-center justify-between border-t border-base-300 pt-4 font-semibold">
          <span className="flex items-center gap-2">
            <Icon name="card" className="size-5 text-primary" />
            {t('payments.total')}
          </span>
          <span className="text-lg">{formatContactPrice()}</span>
        </p>
        {intent.isSuccess ? (
          <CardForm
            gateway={intent.data.gateway}
            clientSecret={intent.data.clientSecret}
            email={email}
            paidIntentId={paidIntentId}
            onConfirmed={onConfirmed}
            onUnavailable={fail}
          />
        ) : (
          <Preparing />
        )}
      </div>
    </Modal>
  );
}
