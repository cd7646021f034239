import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedNote } from '../../../components/ui/locked-note';
import { ContactPurchaseModal, type PurchaseTarget } from './contact-purchase-modal';

/** The locked contact card's offer: 'Purchase information', which opens the payment dialog. */
export function PurchaseContact({ biodata, email }: { biodata: PurchaseTarget; email: string }) {
  const { t } = useTranslation();
  const [isPurchaseOpen, setIsPurchaseOpen] = useState(false);
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
        <ContactPurchaseModal
          biodata={biodata}
          email={email}
          onClose={() => setIsPurchaseOpen(false)}
        />
      ) : null}
    </div>
  );
}
