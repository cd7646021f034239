import { TOAST_MS } from '@bondhon/shared/constants';
import type { BlockedMember } from '@bondhon/shared/schemas/blocks';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DataActions, DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { QueryList } from '../../../components/ui/query-list';
import { confirmAction, showError } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { optionLabel } from '../../../lib/option-labels';
import { toast } from '../../../lib/toast';
import { useBlocks } from '../api/get-blocks';
import { useUnblock } from '../api/unblock';

function BlockedRow({ blocked }: { blocked: BlockedMember }) {
  const { t, i18n } = useTranslation();
  const unblocking = useUnblock();
  const blockedOn = formatDate(blocked.blockedAt, i18n.language);

  const onUnblock = async () => {
    const isConfirmed = await confirmAction({
      title: t('blocks.unblockTitle'),
      text: t('blocks.unblockText'),
      confirmText: t('blocks.unblockButton'),
      isDestructive: false,
    });
    if (!isConfirmed) return;
    // Awaited, not mutate's callbacks: the list is read again before they would run, and this
    // row (with its callbacks) is gone by then.
    await unblocking.mutateAsync({ id: blocked.id }).then(
      () => toast.success(t('blocks.unblocked'), { duration: TOAST_MS.standard }),
      (error: unknown) => void showError(t('blocks.unblockFailed'), errorText(error)),
    );
  };

  return (
    <DataRow>
      <DataCell label={t('blocks.columns.biodataId')} className="font-semibold">
        {blocked.biodata ? optionLabel.id(blocked.biodata.addid) : '—'}
      </DataCell>
      <DataCell label={t('blocks.columns.name')} className="font-medium break-words">
        {blocked.biodata ? (
          blocked.biodata.name
        ) : (
          <span className="text-sm text-muted italic">{t('blocks.noBiodata')}</span>
        )}
      </DataCell>
      <DataCell label={t('blocks.columns.blockedOn')}>
        <span className="whitespace-nowrap">{blockedOn}</span>
      </DataCell>
      <DataActions label={t('blocks.columns.unblock')}>
        <Button
          className="btn btn-outline btn-sm"
          isBusy={unblocking.isPending}
          icon={<Icon name="ban" className="size-4" />}
          spinnerSize="xs"
          aria-label={
            blocked.biodata
              ? t('blocks.unblockLabel', { id: optionLabel.id(blocked.biodata.addid) })
              : t('blocks.unblockLabelNoBiodata', { date: blockedOn })
          }
          onClick={() => void onUnblock()}
        >
          {t('blocks.unblock')}
        </Button>
      </DataActions>
    </DataRow>
  );
}

/**
 * Blocked members (issue 21): the caller's blocks, newest first, each with the blocked
 * member's Biodata ID and name (while their biodata is shown), when, and Unblock, which asks
 * first. Empty, it says how to block someone.
 */
export function BlockedList() {
  const { t } = useTranslation();
  const blocks = useBlocks();

  return (
    <QueryList
      query={blocks}
      loadingLabel={t('blocks.loading')}
      loadFailed={t('blocks.loadFailed')}
      empty={
        <EmptyState
          icon={<Icon name="ban" />}
          title={t('blocks.emptyTitle')}
          body={t('blocks.emptyBody')}
        />
      }
    >
      {(items) => (
        <DataTable
          title={t('blocks.caption', { count: items.length })}
          scrollHint={t('common.scrollHint')}
          isBusy={blocks.isRefetching}
          columns={[
            t('blocks.columns.biodataId'),
            t('blocks.columns.name'),
            t('blocks.columns.blockedOn'),
          ]}
          actionsColumn={t('blocks.columns.unblock')}
        >
          {items.map((blocked) => (
            <BlockedRow key={blocked.id} blocked={blocked} />
          ))}
        </DataTable>
      )}
    </QueryList>
  );
}
