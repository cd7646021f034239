import type { ContactRequestRecord } from '@bondhon/shared/schemas/contact-requests';
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
import { useApproveContactRequest } from '../api/approve-contact-request';
import { useAllContactRequests } from '../api/get-all-contact-requests';
import { answerReason, refusalMessage } from '../../../lib/error-text';
import { optionLabel } from '../../../lib/option-labels';

/** Spec §8: 'Error!' with the server's reason or 'Approval failed'; no answer: 'Something went wrong.' */
function showApprovalFailure(reason: string | null | undefined, fallback: string) {
  void showError(i18n.t('common.errorTitle'), answerReason(reason) ?? fallback);
}

function RequestRow({
  request,
  detailsHref,
}: {
  request: ContactRequestRecord;
  detailsHref: (id: string) => string;
}) {
  const { t } = useTranslation();
  const approval = useApproveContactRequest();
  const isApproved = !request.pending;
  const labelValues = { email: request.email, id: request.addid };

  const onApprove = async () => {
    const isConfirmed = await confirmAction({
      title: t('common.areYouSure'),
      text: t('approveContacts.confirmText'),
      confirmText: t('approveContacts.confirmButton'),
      isDestructive: false,
    });
    if (!isConfirmed) return;
    approval.mutate(
      { id: request._id, email: request.email },
      {
        onSuccess: (result) => {
          if (result.success) toast.success(t('approveContacts.approved'));
          else showApprovalFailure(result.message, t('approveContacts.failed'));
        },
        onError: (error) =>
          showApprovalFailure(refusalMessage(error), t('common.somethingWentWrong')),
      },
    );
  };

  return (
    <DataRow>
      <DataCell label={t('approveContacts.columns.email')} className="min-w-40 break-all">
        {request.email}
      </DataCell>
      <DataCell label={t('approveContacts.columns.biodataId')}>
        <Link
          to={detailsHref(request.parcelId)}
          className="link font-semibold link-primary"
          aria-label={t('approveContacts.viewLabel', { id: request.addid })}
        >
          {optionLabel.id(request.addid)}
        </Link>
        <span className="block text-xs break-words text-muted">{request.name}</span>
      </DataCell>
      <DataActions label={t('approveContacts.columns.approve')}>
        {isApproved ? (
          <button
            type="button"
            className="btn btn-sm whitespace-nowrap"
            disabled
            aria-label={t('approveContacts.alreadyApprovedLabel', labelValues)}
          >
            <Icon name="check" className="size-4" />
            {t('approveContacts.alreadyApproved')}
          </button>
        ) : (
          <Button
            className="btn btn-sm whitespace-nowrap btn-primary"
            isBusy={approval.isPending}
            spinnerSize="xs"
            aria-label={t('approveContacts.approveLabel', labelValues)}
            onClick={() => void onApprove()}
          >
            {t('approveContacts.approve')}
          </Button>
        )}
      </DataActions>
    </DataRow>
  );
}

/**
 * 'Approve Contact Requests' (spec §2, §4, admins): each paid request with the requester's
 * e-mail and the Biodata Id; Approve asks first, and then reads 'Already Approved'.
 */
export function ApproveContactRequests({ detailsHref }: { detailsHref: (id: string) => string }) {
  const { t } = useTranslation();
  const requests = useAllContactRequests();

  return (
    <QueryList
      query={requests}
      loadingLabel={t('approveContacts.loading')}
      loadFailed={t('approveContacts.loadFailed')}
      empty={<EmptyState icon={<Icon name="contact" />} title={t('approveContacts.empty')} />}
    >
      {(items) => (
        <DataTable
          title={t('approveContacts.caption', {
            count: items.length,
            pending: items.filter((request) => request.pending).length,
          })}
          scrollHint={t('common.scrollHint')}
          isBusy={requests.isRefetching}
          columns={[t('approveContacts.columns.email'), t('approveContacts.columns.biodataId')]}
          actionsColumn={t('approveContacts.columns.approve')}
        >
          {items.map((request) => (
            <RequestRow key={request._id} request={request} detailsHref={detailsHref} />
          ))}
        </DataTable>
      )}
    </QueryList>
  );
}
