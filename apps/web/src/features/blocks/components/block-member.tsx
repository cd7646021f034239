import { TOAST_MS } from '@bondhon/shared/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { confirmAction, showError } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { loadStrings } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useBlockMember } from '../api/block-member';
import { blockStrings } from '../locales';

// Its strings come with its code, after the profile's first paint.
await loadStrings(blockStrings);

/**
 * Block this member (issue 21), on another member's profile: asks first, saying what blocking
 * does, then blocks, says so and calls `onBlocked` (the profile is now not found for the
 * caller, so the page leaves it).
 */
export function BlockMember({
  biodataId,
  onBlocked,
}: {
  biodataId: string;
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  const block = useBlockMember();

  const onBlock = async () => {
    const isConfirmed = await confirmAction({
      title: t('blocks.confirmTitle'),
      text: t('blocks.confirmText'),
      confirmText: t('blocks.confirmButton'),
      isDestructive: true,
    });
    if (!isConfirmed) return;
    block.mutate(
      { biodataId },
      {
        onSuccess: () => {
          toast.success(t('blocks.blocked'), { duration: TOAST_MS.standard });
          onBlocked();
        },
        onError: (error) => void showError(t('blocks.failed'), errorText(error)),
      },
    );
  };

  return (
    <Button
      className="btn btn-outline btn-sm btn-error"
      isBusy={block.isPending}
      icon={<Icon name="ban" className="size-4" />}
      spinnerSize="xs"
      onClick={() => void onBlock()}
    >
      {t('blocks.button')}
    </Button>
  );
}
