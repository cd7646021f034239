import { AGE_MAX, AGE_MIN } from '@bondhon/shared/constants';
import { isDistrictOf } from '@bondhon/shared/districts';
import { BIODATA_TYPES, DIVISIONS, FILTER_ALL } from '@bondhon/shared/options';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { optionLabel } from '../../../lib/option-labels';
import {
  BIODATA_TYPE_FILTERS,
  countMoreFilters,
  DIVISION_FILTERS,
  NO_MORE_FILTERS,
  type ListingFilters,
} from '../hooks/use-listing-search';

// "More filters" with the districts' and education levels' names: loaded when first opened.
const MoreFiltersFields = lazy(() =>
  import('./more-filters').then((module) => ({ default: module.MoreFiltersFields })),
);

function isOneOf<T extends string>(value: string, options: readonly T[]): value is T {
  return (options as readonly string[]).includes(value);
}

/**
 * The listing's filters (spec §2, §5): ages 18 to an adjustable upper bound, biodata type and
 * permanent division; under them, the "More filters" disclosure (issue 20), open while
 * `isMoreOpen`. Changes are drafts until 'Apply Filters'; mount it with a key of the applied
 * filters so it starts from them again after back/forward.
 */
export function ListingFiltersForm({
  filters,
  onApply,
  isMoreOpen,
  onMoreOpenChange,
  signInHref,
}: {
  filters: ListingFilters;
  onApply: (filters: ListingFilters) => void;
  isMoreOpen: boolean;
  onMoreOpenChange: (isOpen: boolean) => void;
  /** For a signed-out reader: More filters ask them to sign in instead. */
  signInHref?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const moreId = `${id}-more`;
  const moreToggleRef = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<ListingFilters>(filters);
  const moreCount = countMoreFilters(draft);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };

  const onClearMore = () => {
    setDraft({ ...draft, ...NO_MORE_FILTERS });
    // The button goes with the last filter it cleared; the keyboard stays on the disclosure.
    moreToggleRef.current?.focus();
  };

  return (
    <form onSubmit={onSubmit} aria-label={t('listing.filters.formLabel')}>
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
        <div>
          <div className="mb-1.5 flex items-baseline justify-between gap-3">
            <label htmlFor={`${id}-age`} className="font-medium">
              {t('listing.filters.maxAge')}
            </label>
            <span aria-hidden="true" className="font-semibold text-primary tabular-nums">
              {t('listing.filters.ageRange', { min: draft.minAge, max: draft.maxAge })}
            </span>
          </div>
          <input
            id={`${id}-age`}
            type="range"
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            value={draft.maxAge}
            aria-valuetext={t('listing.filters.ageValueText', {
              min: draft.minAge,
              max: draft.maxAge,
            })}
            className="range w-full range-primary range-sm"
            onChange={(event) => {
              const maxAge = Number(event.target.value);
              // A lower age above the upper one would narrow to nobody: it follows it down.
              setDraft({ ...draft, maxAge, minAge: Math.min(draft.minAge, maxAge) });
            }}
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
              if (!isOneOf(value, DIVISION_FILTERS)) return;
              // Another division keeps the district only when it is one of its own.
              const keepsDistrict =
                value === FILTER_ALL || !draft.district || isDistrictOf(value, draft.district);
              setDraft({
                ...draft,
                division: value,
                district: keepsDistrict ? draft.district : undefined,
              });
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
      </div>

      <div className="mt-5 border-t border-base-300 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            ref={moreToggleRef}
            type="button"
            className="btn -ms-3 btn-ghost"
            aria-expanded={isMoreOpen}
            aria-controls={moreId}
            onClick={() => onMoreOpenChange(!isMoreOpen)}
          >
            <Icon
              name="chevronRight"
              className={`size-4 transition-transform ${isMoreOpen ? 'rotate-90' : ''}`}
            />
            {t('listing.filters.more')}
            {/* A word apart in the button's name: "More filters 3 set". */}
            {moreCount > 0 ? ' ' : null}
            {moreCount > 0 ? (
              <span className="badge badge-sm badge-primary">
                {t('listing.filters.moreActive', { count: moreCount })}
              </span>
            ) : null}
          </button>
          {moreCount > 0 ? (
            <button type="button" className="btn btn-link btn-sm" onClick={onClearMore}>
              {t('listing.filters.clearMore')}
            </button>
          ) : null}
          <label className="ms-auto flex cursor-pointer items-center gap-2 font-medium">
            <input
              type="checkbox"
              className="checkbox checkbox-sm checkbox-primary"
              checked={draft.verified}
              onChange={(event) => setDraft({ ...draft, verified: event.target.checked })}
            />
            {t('listing.filters.verifiedOnly')}
          </label>
        </div>
        <div id={moreId} hidden={!isMoreOpen} className="mt-4">
          {isMoreOpen && signInHref !== undefined ? (
            <p className="text-sm">
              {t('listing.filters.membersOnly')}{' '}
              <Link to={signInHref} className="link font-medium link-primary">
                {t('listing.filters.signIn')}
              </Link>
            </p>
          ) : isMoreOpen ? (
            <Suspense
              fallback={
                <LoadingIndicator label={t('listing.filters.moreLoading')} className="py-6" />
              }
            >
              <MoreFiltersFields
                draft={draft}
                onChange={(more) => setDraft((current) => ({ ...current, ...more }))}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </form>
  );
}
