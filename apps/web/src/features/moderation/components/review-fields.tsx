import type { ReviewQueueItem } from '@bondhon/shared/schemas/moderation';
import { useTranslation } from 'react-i18next';
import { biodataMoreStrings } from '../../../lib/biodata-more-facts';
import { loadStrings } from '../../../lib/i18n';
import { biodataFieldStrings } from '../../../locales/biodata-fields';
import { districtStrings } from '../../../locales/districts';
import { useFieldText } from './field-text';

// A biodata's every field, with its label and options, as the form writes them.
await Promise.all(
  [biodataFieldStrings, biodataMoreStrings, districtStrings].map((strings) => loadStrings(strings)),
);

/** Whether a field holds nothing the owner gave. */
function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** One field of a biodata under review: its label, its value, and what it was if it changed. */
function FieldRow({
  field,
  value,
  previous,
  isChanged,
}: {
  field: string;
  value: unknown;
  previous: unknown;
  isChanged: boolean;
}) {
  const { t } = useTranslation();
  const { label, valueText } = useFieldText();
  return (
    <div
      className={`contents ${isChanged ? '[&>*]:bg-warning/15 [&>dt]:font-semibold' : ''}`}
      data-changed={isChanged || undefined}
    >
      <dt className="rounded-s-field px-2 py-1 text-muted">
        {label(field)}
        {isChanged ? <span className="sr-only"> {t('moderation.queue.changedMark')}</span> : null}
      </dt>
      <dd className="rounded-e-field px-2 py-1 break-words whitespace-pre-line">
        {valueText(field, value)}
        {isChanged ? (
          <span className="mt-0.5 block text-xs text-muted">
            {t('moderation.queue.was', { value: valueText(field, previous) })}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * A biodata under review, field by field: what the owner gave, and whatever changed since its
 * last verification (a fact taken out too), marked with what it was. The photo is shown apart.
 */
export function ReviewFields({ item }: { item: ReviewQueueItem }) {
  const changed = new Set(item.changed ?? []);
  const fields = Object.keys(item.values).filter(
    (field) => field !== 'profileImage' && (changed.has(field) || !isBlank(item.values[field])),
  );
  return (
    <dl className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-y-0.5 text-sm sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      {fields.map((field) => (
        <FieldRow
          key={field}
          field={field}
          value={item.values[field]}
          previous={item.previous?.[field]}
          isChanged={changed.has(field)}
        />
      ))}
    </dl>
  );
}
