import { TOAST_MS } from '@bondhon/shared/constants';
import type { PremiumRequestRecord } from '@bondhon/shared/schemas/premium-requests';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DataActions, DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { QueryList } from '../../../components/ui/query-list';
import { confirmAction, showError } from '../../../lib/dialogs';
import i18n from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useApprovePremiumRequest } from '../api/approve-premium-request';
import { usePremiumRequests } from '../api/get-premium-requests';
import { answerReason, refusalMessage } from '../../../lib/error-text';
import { optionLabel } from '../../../lib/option-labels';

/** 'Error!' with the server's reason (or a fallback); with no answer, 'Something went wrong.' */
function showApprovalFailure(reason: string | null | undefined, fallback: string) {
  void showError(i18n.t('common.errorTitle'), answerReason(reason) ?? fallback);
}

function PremiumRequestRow({
  request,
  detailsHref,
}: {
  request: PremiumRequestRecord;
  detailsHref: (id: string) => string;
}) {
  const { t } = useTranslation();
  const approval = useApprovePremiumRequest();
  const isPremium = request.person === 'premium';
  const labelValues = { name: request.name, email: request.email };

  const onMakePremium = async () => {
    const isConfirmed = await confirmAction({
      title: t('common.areYouSure'),
      text: t('premiumRequests.confirmText', { name: request.name }),
      confirmText: t('premiumRequests.confirmButton'),
      isDestructive: false,
    });
    if (!isConfirmed) return;
    approval.mutate(
      { email: request.email },
      {
        onSuccess: (result) => {
          if (result.success) {
            toast.success(t('premiumRequests.approved', { name: request.name }), {
              duration: TOAST_MS.userChange,
            });
          } else showApprovalFailure(result.message, t('premiumRequests.failed'));
        },
        onError: (error) =>
          showApprovalFailure(refusalMessage(error), t('common.somethingWentWrong')),
      },
    );
  };

  return (
    <DataRow>
      <DataCell label={t('premiumRequests.columns.name')} className="font-medium break-words">
        {request.name}
      </DataCell>
      <DataCell label={t('premiumRequests.columns.biodataId')}>
        {request.id !== null && request.addid !== null ? (
          <Link
            to={detailsHref(request.id)}
            className="link font-semibold link-primary"
            aria-label={t('premiumRequests.viewLabel', { id: request.addid })}
          >
            {optionLabel.id(request.addid)}
          </Link>
        ) : (
          <span className="text-sm text-muted italic">{t('premiumRequests.noBiodata')}</span>
        )}
      </DataCell>
      <DataCell label={t('premiumRequests.columns.person')}>
        <span className={`badge whitespace-nowrap ${isPremium ? 'badge-accent' : 'badge-ghost'}`}>
          {isPremium && <Icon name="crown" className="size-3.5" />}
          {t(`premiumRequests.personNames.${request.person}`)}
        </span>
      </DataCell>
      <DataCell label={t('premiumRequests.columns.email')} className="min-w-40 break-all">
        {request.email}
      </DataCell>
      <DataActions label={t('premiumRequests.columns.action')}>
        {isPremium ? (
          <button
            type="button"
            className="btn btn-sm whitespace-nowrap"
            disabled
            aria-label={t('premiumRequests.alreadyPremiumLabel', labelValues)}
          >
            <Icon name="check" className="size-4" />
            {t('premiumRequests.alreadyPremium')}
          </button>
        ) : (
          <Button
            className="btn btn-sm whitespace-nowrap btn-accent"
            isBusy={approval.isPending}
            icon={<Icon name="crown" className="size-4" />}
            spinnerSize="xs"
            aria-label={t('premiumRequests.makePremiumLabel', labelValues)}
            onClick={() => void onMakePremium()}
          >
            {t('premiumRequests.makePremium')}
          </Button>
        )}
      </DataActions>
    </DataRow>
  );
}

/**
 * 'Premium Requests' (spec §2, §4, admins): who asked to become premium, with their Biodata ID,
 * current standing and e-mail; 'Make Premium' asks first, then reads 'Already Premium'.
 */
export function PremiumRequests({ detailsHref }: { detailsHref: (id: string) => string }) {
  const { t } = useTranslation();
  const requests = usePremiumRequests();

  return (
    <QueryList
      query={requests}
      loadingLabel={t('premiumRequests.loading')}
      loadFailed={t('premiumRequests.loadFailed')}
      empty={<EmptyState icon={<Icon name="crown" />} title={t('premiumRequests.empty')} />}
    >
      {(items) => (
        <DataTable
          title={t('premiumRequests.caption', { count: items.length })}
          scrollHint={t('common.scrollHint')}
          isBusy={requests.isRefetching}
          columns={[
            t('premiumRequests.columns.name'),
            t('premiumRequests.columns.biodataId'),
            t('premiumRequests.columns.person'),
            t('premiumRequests.columns.email'),
          ]}
          actionsColumn={t('premiumRequests.columns.action')}
        >
          {items.map((request) => (
            <PremiumRequestRow key={request._id} request={request} detailsHref={detailsHref} />
          ))}
        </DataTable>
      )}
    </QueryList>
  );
}
