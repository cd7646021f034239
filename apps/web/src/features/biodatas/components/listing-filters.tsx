import { AGE_MAX, AGE_MIN } from '@bondhon/shared/constants';
import { BIODATA_TYPES, DIVISIONS, FILTER_ALL } from '@bondhon/shared/options';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLabel } from '../../../lib/option-labels';
import {
  BIODATA_TYPE_FILTERS,
  DIVISION_FILTERS,
  type ListingFilters,
} from '../hooks/use-listing-search';

function isOneOf<T extends string>(value: string, options: readonly T[]): value is T {
  return (options as readonly string[]).includes(value);
}

/**
 * The listing's filters (spec §2, §5): ages 18 to an adjustable upper bound, biodata type and
 * permanent division. Changes are drafts until 'Apply Filters'; mount it with a key of the
 * applied filters so it starts from them again after back/forward.
 */
export function ListingFiltersForm({
  filters,
  onApply,
}: {
  filters: ListingFilters;
  onApply: (filters: ListingFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<ListingFilters>(filters);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label={t('listing.filters.formLabel')}
      className="grid gap-5 md:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-3">
          <label htmlFor={`${id}-age`} className="font-medium">
            {t('listing.filters.maxAge')}
          </label>
          <span aria-hidden="true" className="font-semibold text-primary tabular-nums">
            {t('listing.filters.ageRange', { min: AGE_MIN, max: draft.maxAge })}
          </span>
        </div>
        <input
          id={`${id}-age`}
          type="range"
          min={AGE_MIN}
          max={AGE_MAX}
          step={1}
          value={draft.maxAge}
          aria-valuetext={t('listing.filters.ageValueText', { min: AGE_MIN, max: draft.maxAge })}
          className="range w-full range-primary range-sm"
          onChange={(event) => setDraft({ ...draft, maxAge: Number(event.target.value) })}
        />
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
          <span>{AGE_MIN}</span>
          <span>{AGE_MAX}</span>
        </div>
      </div>

      <div>
        <label htmlFor={`${id}-type`} className="mb-1.5 block font-medium">
          {t('listing.filters.type')}
        </label>
        <select
          id={`${id}-type`}
          className="select w-full"
          value={draft.type}
          onChange={(event) => {
            const { value } = event.target;
            if (isOneOf(value, BIODATA_TYPE_FILTERS)) setDraft({ ...draft, type: value });
          }}
        >
          <option value={FILTER_ALL}>{t('listing.filters.all')}</option>
          {BIODATA_TYPES.map((type) => (
            <option key={type} value={type}>
              {optionLabel.biodataType(type)}
            </option>
          ))}
        </select>
      </div>

      <div>
        <label htmlFor={`${id}-division`} className="mb-1.5 block font-medium">
          {t('listing.filters.division')}
        </label>
        <select
          id={`${id}-division`}
          className="select w-full"
          value={draft.division}
          onChange={(event) => {
            const { value } = event.target;
            if (isOneOf(value, DIVISION_FILTERS)) setDraft({ ...draft, division: value });
          }}
        >
          <option value={FILTER_ALL}>{t('listing.filters.all')}</option>
          {DIVISIONS.map((division) => (
            <option key={division} value={division}>
              {optionLabel.division(division)}
            </option>
          ))}
        </select>
      </div>

      <button type="submit" className="btn btn-primary md:col-span-2 lg:col-span-1">
        {t('listing.filters.apply')}
      </button>
    </form>
  );
}
