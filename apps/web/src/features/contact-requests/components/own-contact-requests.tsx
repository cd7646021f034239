import { formatBangladeshiMobile } from '@bondhon/shared/phone';
import type { OwnContactRequest } from '@bondhon/shared/schemas/contact-requests';
import { useId } from 'react';
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
import { useDeleteContactRequest } from '../api/delete-contact-request';
import { useOwnContactRequests } from '../api/get-own-contact-requests';
import { RequestStatusBadge } from './request-status-badge';
import { answerReason, refusalMessage } from '../../../lib/error-text';
import { optionLabel } from '../../../lib/option-labels';

/** Spec §8: 'Error!' with the server's reason or 'Delete failed'; no answer: 'Something went wrong.' */
function showDeleteFailure(reason: string | null | undefined, fallback: string) {
  void showError(i18n.t('common.errorTitle'), answerReason(reason) ?? fallback);
}

/** A contact detail once approved; until then a muted note in its place. */
function ContactValue({
  href,
  value,
  canWrap,
}: {
  href: string | null;
  value: string | undefined;
  /** An e-mail may break anywhere; a phone number stays on one line. */
  canWrap: boolean;
}) {
  const { t } = useTranslation();
  if (!value || !href) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-muted italic">
        <Icon name="lock" className="size-4 shrink-0" />
        {t('contactRequests.hidden')}
      </span>
    );
  }
  return (
    <a
      href={href}
      className={`link font-medium link-primary ${canWrap ? '[overflow-wrap:anywhere]' : 'whitespace-nowrap'}`}
    >
      {value}
    </a>
  );
}

function OwnRequestRow({
  request,
  detailsHref,
  pendingNoteId,
}: {
  request: OwnContactRequest;
  detailsHref: (id: string) => string;
  pendingNoteId: string;
}) {
  const { t } = useTranslation();
  const deletion = useDeleteContactRequest();
  const isApproved = !request.pending;

  const onDelete = async () => {
    const isConfirmed = await confirmAction({
      title: t('common.areYouSure'),
      text: t('contactRequests.deleteConfirmText'),
      confirmText: t('contactRequests.deleteConfirmButton'),
      isDestructive: true,
    });
    if (!isConfirmed) return;
    deletion.mutate(
      { id: request._id },
      {
        onSuccess: (result) => {
          if (result.success) toast.success(t('contactRequests.deleted'));
          else showDeleteFailure(result.message, t('contactRequests.deleteFailed'));
        },
        onError: (error) =>
          showDeleteFailure(refusalMessage(error), t('common.somethingWentWrong')),
      },
    );
  };

  return (
    <DataRow>
      <DataCell label={t('contactRequests.columns.biodataId')}>
        <Link
          to={detailsHref(request.parcelId)}
          className="link font-semibold link-primary"
          aria-label={t('contactRequests.viewLabel', { id: request.addid })}
        >
          {optionLabel.id(request.addid)}
        </Link>
        <span className="block text-xs break-words text-muted">{request.name}</span>
      </DataCell>
      <DataCell label={t('contactRequests.columns.status')}>
        <RequestStatusBadge isPending={request.pending} />
      </DataCell>
      <DataCell label={t('contactRequests.columns.mobile')} className="min-w-32">
        <ContactValue
          href={isApproved && request.mobile ? `tel:${request.mobile}` : null}
          value={isApproved && request.mobile ? formatBangladeshiMobile(request.mobile) : undefined}
          canWrap={false}
        />
      </DataCell>
      <DataCell label={t('contactRequests.columns.email')} className="min-w-40">
        <ContactValue
          href={isApproved && request.email ? `mailto:${request.email}` : null}
          value={isApproved ? request.email : undefined}
          canWrap
        />
      </DataCell>
      <DataActions label={t('contactRequests.columns.action')}>
        <Button
          className="btn btn-outline btn-sm btn-error"
          isBusy={deletion.isPending}
          disabled={request.pending}
          icon={<Icon name="trash" className="size-4" />}
          spinnerSize="xs"
          aria-label={t('contactRequests.deleteLabel', { id: request.addid })}
          aria-describedby={request.pending ? pendingNoteId : undefined}
          onClick={() => void onDelete()}
        >
          {t('contactRequests.delete')}
        </Button>
      </DataActions>
    </DataRow>
  );
}

/**
 * 'My Contact Requests' (spec §2, §4): each paid request with its status; mobile and e-mail
 * appear once an admin approves it. A request can be deleted (after a confirmation) only once
 * it is no longer pending.
 */
export function OwnContactRequests({
  email,
  detailsHref,
  browseHref,
}: {
  /** The signed-in user's e-mail. */
  email: string;
  detailsHref: (id: string) => string;
  browseHref: string;
}) {
  const { t } = useTranslation();
  const pendingNoteId = useId();
  const requests = useOwnContactRequests(email);

  return (
    <QueryList
      query={requests}
      loadingLabel={t('contactRequests.loading')}
      loadFailed={t('contactRequests.loadFailed')}
      empty={
        <EmptyState
          icon={<Icon name="contact" />}
          title={t('contactRequests.emptyTitle')}
          body={t('contactRequests.emptyBody')}
          action={
            <Link to={browseHref} className="btn btn-primary">
              <Icon name="search" className="size-5" />
              {t('contactRequests.browse')}
            </Link>
          }
        />
      }
    >
      {(items) => (
        <div className="space-y-3">
          <p id={pendingNoteId} className="text-sm text-muted">
            {t('contactRequests.pendingNote')}
          </p>
          <DataTable
            title={t('contactRequests.caption', { count: items.length })}
            scrollHint={t('common.scrollHint')}
            isBusy={requests.isRefetching}
            columns={[
              t('contactRequests.columns.biodataId'),
              t('contactRequests.columns.status'),
              t('contactRequests.columns.mobile'),
              t('contactRequests.columns.email'),
            ]}
            actionsColumn={t('contactRequests.columns.action')}
          >
            {items.map((request) => (
              <OwnRequestRow
                key={request._id}
                request={request}
                detailsHref={detailsHref}
                pendingNoteId={pendingNoteId}
              />
            ))}
          </DataTable>
        </div>
      )}
    </QueryList>
  );
}
