import { TOAST_MS } from '@bondhon/shared/constants';
import type { ReportedBiodata } from '@bondhon/shared/schemas/reports';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { confirmAction, showError } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { intlLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDismissReports, useReportedBiodatas } from '../api/reported-biodatas';

/** When a report was made, in Bangladesh time, in the reader's language and digits. */
function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dhaka',
  }).format(new Date(iso));
}

function DismissButton({ group }: { group: ReportedBiodata }) {
  const { t } = useTranslation();
  const dismiss = useDismissReports();
  const onClick = async () => {
    const isConfirmed = await confirmAction({
      title: t('reportsAdmin.dismiss.title'),
      text: t('reportsAdmin.dismiss.confirm', { count: group.count, addid: group.biodata.addid }),
      confirmText: t('reportsAdmin.dismiss.confirmButton'),
      cancelText: t('reportsAdmin.dismiss.cancel'),
      isDestructive: false,
    });
    if (!isConfirmed) return;
    // Awaited: the dismissed group leaves the list (and this button) as it is read again.
    await dismiss.mutateAsync(group.biodata._id).then(
      () => toast.success(t('reportsAdmin.dismiss.done'), { duration: TOAST_MS.standard }),
      (error: unknown) => void showError(t('reportsAdmin.dismiss.failed'), errorText(error)),
    );
  };
  return (
    <Button
      type="button"
      className="btn btn-outline btn-sm"
      isBusy={dismiss.isPending}
      onClick={() => void onClick()}
    >
      {t('reportsAdmin.dismiss.button')}
    </Button>
  );
}

function ReportedBiodataCard({
  group,
  detailsHref,
  actions,
}: {
  group: ReportedBiodata;
  detailsHref: (id: string) => string;
  actions: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { biodata } = group;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-5"
      >
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold">
              <Link className="link link-primary" to={detailsHref(biodata._id)}>
                {t('reportsAdmin.biodataTitle', { name: biodata.name, addid: biodata.addid })}
              </Link>
            </h2>
            <p className="text-sm break-all text-muted">
              {t('reportsAdmin.owner', { email: biodata.ownerEmail })}
            </p>
          </div>
          <span className="badge badge-warning badge-lg shrink-0">
            {t('reportsAdmin.count', { count: group.count })}
          </span>
        </header>
        <ul
          className="space-y-3"
          aria-label={t('reportsAdmin.reportsOf', { addid: biodata.addid })}
        >
          {group.reports.map((report) => (
            <li key={report.id} className="rounded-field bg-base-200 p-3 text-sm">
              <p className="font-semibold">{t(`reports.reasons.${report.reason}`)}</p>
              {report.details ? <p className="mt-1 whitespace-pre-line">{report.details}</p> : null}
              <p className="mt-1 text-muted">
                <time dateTime={report.at}>{formatMoment(report.at, i18n.language)}</time>
              </p>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <DismissButton group={group} />
          {actions}
        </div>
      </article>
    </li>
  );
}

/**
 * The admins' Reports screen (issue 21): open reports grouped by biodata, the most reported
 * first, with Dismiss and the decisions the route composes in (`actions`: remove, suspend).
 * The reporter is never named.
 */
export function ReportedBiodatas({
  detailsHref,
  actions,
}: {
  detailsHref: (id: string) => string;
  actions: (group: ReportedBiodata) => ReactNode;
}) {
  const { t } = useTranslation();
  const reported = useReportedBiodatas();
  if (reported.isPending) return <LoadingIndicator label={t('reportsAdmin.loading')} />;
  if (reported.isError) {
    return (
      <LoadError
        message={`${t('reportsAdmin.loadFailed')} ${errorText(reported.error)}`}
        retryLabel={t('reportsAdmin.retry')}
        onRetry={() => void reported.refetch()}
      />
    );
  }
  if (reported.data.length === 0) {
    return <EmptyState icon={<Icon name="shield" />} title={t('reportsAdmin.empty')} />;
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted" aria-live="polite">
        {t('reportsAdmin.total', { count: reported.data.length })}
      </p>
      <ul className="space-y-4" aria-label={t('reportsAdmin.listLabel')}>
        {reported.data.map((group) => (
          <ReportedBiodataCard
            key={group.biodata._id}
            group={group}
            detailsHref={detailsHref}
            actions={actions(group)}
          />
        ))}
      </ul>
    </div>
  );
}
