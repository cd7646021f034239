import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

/** 'Pending' or 'Approved' (spec §4: pending true until an admin approves). */
export function RequestStatusBadge({ isPending }: { isPending: boolean }) {
  const { t } = useTranslation();
  return isPending ? (
    <span className="badge gap-1 whitespace-nowrap badge-warning">
      <Icon name="clock" className="size-3.5" />
      {t('contactRequests.status.pending')}
    </span>
  ) : (
    <span className="badge gap-1 whitespace-nowrap badge-success">
      <Icon name="check" className="size-3.5" />
      {t('contactRequests.status.approved')}
    </span>
  );
}
