import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedNote } from '../../../components/ui/locked-note';
import { useIdlePreload } from '../../../lib/idle';
import type { PurchaseTarget } from './contact-purchase-modal';

/**
 * The payment dialog (card form, payment calls, result dialogs) opens only on a click, so its
 * code is not in the details page's first load; the offer fetches it once the browser is idle,
 * and the click still opens the dialog at once.
 */
const loadPurchaseModal = () => import('./contact-purchase-modal');
const ContactPurchaseModal = lazy(() =>
  loadPurchaseModal().then(({ ContactPurchaseModal }) => ({ default: ContactPurchaseModal })),
);

/** The locked contact card's offer: 'Purchase information', which opens the payment dialog. */
export function PurchaseContact({ biodata, email }: { biodata: PurchaseTarget; email: string }) {
  const { t } = useTranslation();
  const [isPurchaseOpen, setIsPurchaseOpen] = useState(false);
  useIdlePreload(loadPurchaseModal);
  return (
    <div className="space-y-4">
      <LockedNote>{t('payments.offer.locked')}</LockedNote>
      <button
        type="button"
        className="btn btn-block btn-primary"
        aria-haspopup="dialog"
        onClick={() => setIsPurchaseOpen(true)}
      >
        {t('payments.offer.purchase')}
      </button>
      {isPurchaseOpen ? (
        <Suspense fallback={null}>
          <ContactPurchaseModal
            biodata={biodata}
            email={email}
            onClose={() => setIsPurchaseOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
