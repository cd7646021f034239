import type { FailedMail as FailedMailRecord } from '@bondhon/shared/schemas/mail';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DataActions, DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { QueryList } from '../../../components/ui/query-list';
import { showError } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { useFailedMail, useRetryFailedMail } from '../api/failed-mail';

function FailedMailRow({ mail }: { mail: FailedMailRecord }) {
  const { t, i18n } = useTranslation();
  const retry = useRetryFailedMail();

  const onRetry = () =>
    retry.mutate(mail.id, {
      onSuccess: () => toast.success(t('adminOverview.failedMail.retried')),
      onError: (error) => void showError(t('common.errorTitle'), errorText(error)),
    });

  return (
    <DataRow>
      <DataCell label={t('adminOverview.failedMail.columns.recipient')} className="break-all">
        {mail.recipient}
      </DataCell>
      <DataCell label={t('adminOverview.failedMail.columns.subject')} className="break-words">
        {mail.subject}
      </DataCell>
      <DataCell label={t('adminOverview.failedMail.columns.failedAt')}>
        <span className="whitespace-nowrap">{formatDate(mail.failedAt, i18n.language)}</span>
        <span className="block text-sm text-muted">
          {t('adminOverview.failedMail.attempts', { count: mail.attempts })}
        </span>
      </DataCell>
      <DataCell label={t('adminOverview.failedMail.columns.lastError')} className="break-words">
        <code className="text-sm">{mail.lastError ?? '–'}</code>
      </DataCell>
      <DataActions label={t('adminOverview.failedMail.columns.action')}>
        <Button
          className="btn btn-sm whitespace-nowrap btn-primary"
          isBusy={retry.isPending}
          spinnerSize="xs"
          aria-label={t('adminOverview.failedMail.retryLabel', { recipient: mail.recipient })}
          onClick={onRetry}
        >
          {t('adminOverview.failedMail.retry')}
        </Button>
      </DataActions>
    </DataRow>
  );
}

/**
 * The mail that could not be sent after every attempt (DESIGN D21, ADR 0022), with the SMTP
 * server's last answer, and a way to send each again once the cause is fixed.
 */
export function FailedMail() {
  const { t } = useTranslation();
  const headingId = useId();
  const failed = useFailedMail();

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="font-display text-2xl font-bold text-primary">
        {t('adminOverview.failedMail.title')}
      </h2>
      <p className="mt-1 mb-4 text-muted">{t('adminOverview.failedMail.lead')}</p>
      <QueryList
        query={failed}
        loadingLabel={t('adminOverview.failedMail.loading')}
        loadFailed={t('adminOverview.failedMail.loadFailed')}
        empty={
          <EmptyState icon={<Icon name="check" />} title={t('adminOverview.failedMail.empty')} />
        }
      >
        {(items) => (
          <DataTable
            title={t('adminOverview.failedMail.caption', { count: items.length })}
            scrollHint={t('common.scrollHint')}
            isBusy={failed.isRefetching}
            columns={[
              t('adminOverview.failedMail.columns.recipient'),
              t('adminOverview.failedMail.columns.subject'),
              t('adminOverview.failedMail.columns.failedAt'),
              t('adminOverview.failedMail.columns.lastError'),
            ]}
            actionsColumn={t('adminOverview.failedMail.columns.action')}
          >
            {items.map((mail) => (
              <FailedMailRow key={mail.id} mail={mail} />
            ))}
          </DataTable>
        )}
      </QueryList>
    </section>
  );
}
