import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';

export interface PurchaseTarget {
  /** The biodata's own id. */
  _id: string;
  /** Its public Biodata ID (the payment's parcelId, spec §3). */
  addid: number;
  name: string;
}

/**
 * Stands where the card payment form goes (DESIGN.md decision 7: pay 500 cents, then a pending
 * contact request). The next issue replaces this with the form for `biodata`.
 */
function PaymentFormPlaceholder({ biodata }: { biodata: PurchaseTarget }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p className="leading-relaxed">
        {t('details.purchase.intro', { name: biodata.name, id: biodata.addid })}
      </p>
      <div className="flex gap-3 rounded-box border border-dashed border-base-300 bg-base-200 p-4">
        <Icon name="clock" className="size-6 shrink-0 text-primary" />
        <p>{t('details.purchase.comingSoon')}</p>
      </div>
    </div>
  );
}

/**
 * The premium purchase modal of spec §2 ('Purchase information' on the details page): for now
 * it explains that payments are arriving soon. Closes on the close icon, Escape or the backdrop.
 */
export function ContactPurchaseModal({
  biodata,
  onClose,
}: {
  biodata: PurchaseTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('details.purchase.title')}
      closeLabel={t('details.purchase.close')}
      onClose={onClose}
    >
      <PaymentFormPlaceholder biodata={biodata} />
    </Modal>
  );
}
