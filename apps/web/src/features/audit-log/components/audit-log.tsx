import { AUDIT_ACTIONS, type AuditAction } from '@bondhon/shared/audit-actions';
import type { AuditEntry } from '@bondhon/shared/schemas/audit-log';
import { isCalendarDate } from '@bondhon/shared/biodata-dates';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { LabelledSelect } from '../../../components/ui/labelled-select';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { PrevNextPager } from '../../../components/ui/prev-next-pager';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { intlLocale } from '../../../lib/i18n';
import { NO_AUDIT_FILTERS, useAuditLog, type AuditLogFilters } from '../api/get-audit-log';

function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** When an action was taken, in Bangladesh time, in the reader's language and digits. */
function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dhaka',
  }).format(new Date(iso));
}

/**
 * A changed field's value in the reader's language: the field's own word for it, else the
 * shared word for the value, a date written as dates are, or the value as it is.
 */
function useValueText() {
  const { t, i18n } = useTranslation();
  return (field: string, value: unknown): string => {
    const text = String(value);
    const own = `auditLog.fieldValues.${field}.${text}`;
    if (i18n.exists(own)) return t(own as 'auditLog.fieldValues.reviewState.pending');
    if (isCalendarDate(text)) return formatDate(text, i18n.language);
    return t(`auditLog.values.${text}` as 'auditLog.values.admin', { defaultValue: text });
  };
}

/** One side of a change: its fields, each with its label and value in the reader's language. */
function ChangeSide({ values }: { values: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const valueText = useValueText();
  if (!values) return <span className="text-muted">–</span>;
  return (
    <span>
      {Object.entries(values)
        .map(([field, value]) => {
          const label = t(`auditLog.fields.${field}` as 'auditLog.fields.role', {
            defaultValue: field,
          });
          return `${label}: ${valueText(field, value)}`;
        })
        .join(', ')}
    </span>
  );
}

/** What an entry says, each part in the reader's language. */
function useEntryParts(entry: AuditEntry) {
  const { t, i18n } = useTranslation();
  return {
    at: <time dateTime={entry.at}>{formatMoment(entry.at, i18n.language)}</time>,
    actor: entry.actor
      ? (entry.actor.email ?? t('auditLog.closedAccount'))
      : t('auditLog.operator'),
    action: t(`auditLog.actions.${entry.action}`),
    targetType: t(`auditLog.targets.${entry.target.type}`),
    target: entry.target.email ?? entry.target.id,
    change: (
      <>
        <ChangeSide values={entry.before} />{' '}
        <span aria-hidden="true">{t('auditLog.changeArrow')}</span>{' '}
        <ChangeSide values={entry.after} />
      </>
    ),
  };
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const parts = useEntryParts(entry);
  return (
    <tr>
      <td className="whitespace-nowrap">{parts.at}</td>
      <td className="break-all">{parts.actor}</td>
      <td>{parts.action}</td>
      <td>
        <span className="block text-xs text-muted">{parts.targetType}</span>
        <span className="break-all">{parts.target}</span>
      </td>
      <td>{parts.change}</td>
    </tr>
  );
}

/** An entry on a narrow screen: the action first, then when, who, to what and the change. */
function EntryCard({ entry }: { entry: AuditEntry }) {
  const parts = useEntryParts(entry);
  return (
    <li className="space-y-1 rounded-box border border-base-300 bg-base-100 p-4 text-sm">
      <p className="font-semibold">{parts.action}</p>
      <p className="text-muted">
        {parts.at} · <span className="break-all">{parts.actor}</span>
      </p>
      <p>
        <span className="text-muted">{parts.targetType}: </span>
        <span className="break-all">{parts.target}</span>
      </p>
      <p>{parts.change}</p>
    </li>
  );
}

/**
 * The audit log (issue 21): every admin's and operator's action, newest first, with filters by
 * admin, action, target and dates (applied together), and Prev/Next pages.
 */
export function AuditLog() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditLogFilters>(NO_AUDIT_FILTERS);
  const [filters, setFilters] = useState<AuditLogFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const log = useAuditLog(filters, page);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const onClear = () => {
    setDraft(NO_AUDIT_FILTERS);
    setFilters(NO_AUDIT_FILTERS);
    setPage(1);
  };
  const field = (name: 'actor' | 'target' | 'from' | 'to') => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const total = log.data?.total ?? 0;
  const pages = Math.max(1, log.data?.pageCount ?? 1);

  let content;
  if (log.isPending) {
    content = <LoadingIndicator label={t('auditLog.loading')} />;
  } else if (log.isError) {
    content = (
      <LoadError
        message={`${t('auditLog.loadFailed')} ${errorText(log.error)}`}
        retryLabel={t('auditLog.retry')}
        onRetry={() => void log.refetch()}
      />
    );
  } else if (log.data.items.length === 0) {
    content = <EmptyState icon={<Icon name="shield" />} title={t('auditLog.empty')} />;
  } else {
    content = (
      <>
        {/* A list of cards on a narrow screen, the table from md up (each hidden from all but
            the screens it is for). */}
        <ul
          aria-label={t('auditLog.tableCaption')}
          aria-busy={log.isPlaceholderData}
          className="space-y-3 md:hidden"
        >
          {log.data.items.map((entry) => (
            <EntryCard key={entry.id} entry={entry} />
          ))}
        </ul>
        {/* Scrolls sideways when it must: focusable, so the keyboard can scroll it too. */}
        <div
          role="region"
          aria-label={t('auditLog.tableCaption')}
          tabIndex={0}
          className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 md:block"
          aria-busy={log.isPlaceholderData}
        >
          <table className="table table-sm md:table-md">
            <caption className="sr-only">{t('auditLog.tableCaption')}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col">{t('auditLog.columns.at')}</th>
                <th scope="col">{t('auditLog.columns.actor')}</th>
                <th scope="col">{t('auditLog.columns.action')}</th>
                <th scope="col">{t('auditLog.columns.target')}</th>
                <th scope="col">{t('auditLog.columns.change')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.items.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return (
    <div className="space-y-4">
      <form
        onSubmit={onSubmit}
        aria-label={t('auditLog.filters.label')}
        className="grid gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <TextField
          label={t('auditLog.filters.actor')}
          type="email"
          autoComplete="off"
          {...field('actor')}
        />
        <LabelledSelect
          label={t('auditLog.filters.action')}
          options={[
            { value: '', label: t('auditLog.filters.anyAction') },
            ...AUDIT_ACTIONS.map((action) => ({
              value: action,
              label: t(`auditLog.actions.${action}`),
            })),
          ]}
          value={draft.action}
          onChange={(event) => {
            const { value } = event.target;
            setDraft((current) => ({ ...current, action: isAuditAction(value) ? value : '' }));
          }}
        />
        <TextField
          label={t('auditLog.filters.target')}
          hint={t('auditLog.filters.targetHint')}
          type="text"
          autoComplete="off"
          {...field('target')}
        />
        <TextField label={t('auditLog.filters.from')} type="date" {...field('from')} />
        <TextField label={t('auditLog.filters.to')} type="date" {...field('to')} />
        <div className="flex items-end gap-2">
          <button type="submit" className="btn btn-primary">
            {t('auditLog.filters.apply')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClear}>
            {t('auditLog.filters.clear')}
          </button>
        </div>
      </form>

      <p className="text-sm text-muted" aria-live="polite">
        {log.data ? t('auditLog.count', { count: total }) : null}
      </p>

      {content}

      <PrevNextPager
        page={page}
        pages={pages}
        onPage={setPage}
        label={t('auditLog.pagination.label')}
        prevLabel={t('auditLog.pagination.prev')}
        nextLabel={t('auditLog.pagination.next')}
        status={t('auditLog.pagination.status', { page, pages })}
      />
    </div>
  );
}
