import { TOAST_MS } from '@bondhon/shared/constants';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { confirmAction, showError } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { loadStrings } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useLiftSuspension } from '../api/moderation';
import { moderationStrings } from '../locales';

// Its strings come with its code.
await loadStrings(moderationStrings);

// The dialogs check what an admin types with the shared schemas (zod): loaded when one opens.
const RemoveBiodataDialog = lazy(() =>
  import('./decision-dialogs').then((module) => ({ default: module.RemoveBiodataDialog })),
);
const RemovePhotoDialog = lazy(() =>
  import('./decision-dialogs').then((module) => ({ default: module.RemovePhotoDialog })),
);
const SuspendMemberDialog = lazy(() =>
  import('./decision-dialogs').then((module) => ({ default: module.SuspendMemberDialog })),
);

/** A button that opens its decision's dialog; the dialog closes itself once the decision is made. */
function DecisionButton({
  label,
  className = 'btn btn-outline btn-error btn-sm',
  dialog,
}: {
  label: string;
  className?: string;
  dialog: (close: () => void) => ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setIsOpen(true)}>
        {label}
      </button>
      {isOpen ? <Suspense fallback={null}>{dialog(() => setIsOpen(false))}</Suspense> : null}
    </>
  );
}

/** Remove biodata (issue 21): a reason, then the biodata is taken down. */
export function RemoveBiodataButton({ biodataId, addid }: { biodataId: string; addid: number }) {
  const { t } = useTranslation();
  return (
    <DecisionButton
      label={t('moderation.remove.button')}
      dialog={(close) => (
        <RemoveBiodataDialog biodataId={biodataId} addid={addid} onClose={close} />
      )}
    />
  );
}

/** Remove photo (issue 22): a reason, then the photo is taken off the biodata. */
export function RemovePhotoButton({ biodataId, addid }: { biodataId: string; addid: number }) {
  const { t } = useTranslation();
  return (
    <DecisionButton
      label={t('moderation.removePhoto.button')}
      dialog={(close) => <RemovePhotoDialog biodataId={biodataId} addid={addid} onClose={close} />}
    />
  );
}

/** Suspend member (issue 21): a reason, and a day it ends on or indefinitely. */
export function SuspendMemberButton({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <DecisionButton
      label={t('moderation.suspend.button')}
      dialog={(close) => <SuspendMemberDialog userId={userId} onClose={close} />}
    />
  );
}

/** Lift suspension (issue 21): asks first, then the member may sign in again. */
export function LiftSuspensionButton({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const lift = useLiftSuspension();
  const onClick = async () => {
    const isConfirmed = await confirmAction({
      title: t('moderation.lift.button'),
      text: t('moderation.lift.confirm', { name }),
      confirmText: t('moderation.lift.confirmButton'),
      cancelText: t('moderation.lift.cancel'),
      isDestructive: false,
    });
    if (!isConfirmed) return;
    await lift.mutateAsync(userId).then(
      () => toast.success(t('moderation.lift.done'), { duration: TOAST_MS.standard }),
      (error: unknown) => void showError(t('moderation.lift.failed'), errorText(error)),
    );
  };
  return (
    <Button
      type="button"
      className="btn btn-outline btn-sm"
      aria-label={t('moderation.lift.label', { name })}
      isBusy={lift.isPending}
      onClick={() => void onClick()}
    >
      {t('moderation.lift.button')}
    </Button>
  );
}
