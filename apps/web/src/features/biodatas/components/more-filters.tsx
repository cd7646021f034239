import { AGE_MIN } from '@bondhon/shared/constants';
import { DISTRICTS, DISTRICTS_BY_DIVISION, type District } from '@bondhon/shared/districts';
import {
  DIVISIONS,
  EDUCATION_LEVELS,
  FILTER_ALL,
  HEIGHTS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  RELIGIONS,
} from '@bondhon/shared/options';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import {
  LabelledSelect,
  type SelectGroup,
  type SelectOption,
} from '../../../components/ui/labelled-select';
import { moreOptionLabel } from '../../../lib/biodata-more-facts';
import { formatDigits, loadStrings } from '../../../lib/i18n';
import { optionLabel } from '../../../lib/option-labels';
import { biodataMoreStrings } from '../../../locales/biodata-more';
import { districtStrings } from '../../../locales/districts';
import type { ListingFilters, MoreFilters } from '../hooks/use-listing-search';

// The districts' names and the education levels' labels: this module is loaded (with them) only
// when "More filters" opens, so the listing's first load carries neither.
await loadStrings(districtStrings, biodataMoreStrings);

function toOptions<const T extends string>(
  values: readonly T[],
  label: (value: T) => string,
): SelectOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** The value picked when it is one of `options`; unset for the select's "Any" (or anything else). */
function pick<T extends string>(value: string, options: readonly T[]): T | undefined {
  return options.find((option) => option === value);
}

/** The chosen division's districts; with none chosen, all 64 under their divisions. */
function districtChoices(division: ListingFilters['division']): (SelectOption | SelectGroup)[] {
  if (division !== FILTER_ALL) {
    return toOptions<District>(DISTRICTS_BY_DIVISION[division], optionLabel.district);
  }
  return DIVISIONS.map((each) => ({
    label: optionLabel.division(each),
    options: toOptions<District>(DISTRICTS_BY_DIVISION[each], optionLabel.district),
  }));
}

/**
 * Issue 20's "More filters" of the listing: a lower age, the permanent district, the present
 * division, marital status, religion, a least education, occupations (any of those ticked) and a
 * height range. Drafts like the spec's filters, applied with them by 'Apply Filters'. Each choice
 * it offers is one the search accepts: ages up to the upper one, the chosen division's districts,
 * heights that keep from at most to.
 */
export function MoreFiltersFields({
  draft,
  onChange,
}: {
  draft: ListingFilters;
  onChange: (filters: Partial<MoreFilters>) => void;
}) {
  const { t, i18n } = useTranslation();
  const occupationHintId = useId();
  const any = t('listing.filters.any');
  const lowestHeight = draft.minHeight ? HEIGHTS.indexOf(draft.minHeight) : 0;
  const highestHeight = draft.maxHeight ? HEIGHTS.indexOf(draft.maxHeight) : HEIGHTS.length - 1;
  const ages = Array.from({ length: draft.maxAge - AGE_MIN + 1 }, (_, index) => AGE_MIN + index);

  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      <LabelledSelect
        label={t('listing.filters.minAge')}
        options={ages.map((age) => ({
          value: String(age),
          label: formatDigits(age, i18n.language),
        }))}
        value={String(draft.minAge)}
        onChange={(event) => onChange({ minAge: Number(event.target.value) })}
      />
      <LabelledSelect
        label={t('listing.filters.district')}
        placeholder={any}
        options={districtChoices(draft.division)}
        value={draft.district ?? ''}
        onChange={(event) => onChange({ district: pick(event.target.value, DISTRICTS) })}
      />
      <LabelledSelect
        label={t('listing.filters.presentDivision')}
        options={[
          { value: FILTER_ALL, label: t('listing.filters.all') },
          ...toOptions(DIVISIONS, optionLabel.division),
        ]}
        value={draft.presentDivision}
        onChange={(event) =>
          onChange({ presentDivision: pick(event.target.value, DIVISIONS) ?? FILTER_ALL })
        }
      />
      <LabelledSelect
        label={t('listing.filters.maritalStatus')}
        placeholder={any}
        options={toOptions(MARITAL_STATUSES, optionLabel.maritalStatus)}
        value={draft.maritalStatus ?? ''}
        onChange={(event) =>
          onChange({ maritalStatus: pick(event.target.value, MARITAL_STATUSES) })
        }
      />
      <LabelledSelect
        label={t('listing.filters.religion')}
        placeholder={any}
        options={toOptions(RELIGIONS, optionLabel.religion)}
        value={draft.religion ?? ''}
        onChange={(event) => onChange({ religion: pick(event.target.value, RELIGIONS) })}
      />
      <LabelledSelect
        label={t('listing.filters.minEducation')}
        placeholder={any}
        options={toOptions(EDUCATION_LEVELS, moreOptionLabel.educationLevel)}
        value={draft.minEducation ?? ''}
        onChange={(event) => onChange({ minEducation: pick(event.target.value, EDUCATION_LEVELS) })}
      />
      <LabelledSelect
        label={t('listing.filters.minHeight')}
        placeholder={any}
        options={toOptions(HEIGHTS.slice(0, highestHeight + 1), optionLabel.height)}
        value={draft.minHeight ?? ''}
        onChange={(event) => onChange({ minHeight: pick(event.target.value, HEIGHTS) })}
      />
      <LabelledSelect
        label={t('listing.filters.maxHeight')}
        placeholder={any}
        options={toOptions(HEIGHTS.slice(lowestHeight), optionLabel.height)}
        value={draft.maxHeight ?? ''}
        onChange={(event) => onChange({ maxHeight: pick(event.target.value, HEIGHTS) })}
      />
      <fieldset aria-describedby={occupationHintId} className="sm:col-span-2 lg:col-span-4">
        <legend className="mb-1.5 font-medium">{t('listing.filters.occupation')}</legend>
        <p id={occupationHintId} className="mb-2 text-sm text-muted">
          {t('listing.filters.occupationHint')}
        </p>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {OCCUPATIONS.map((occupation) => (
            <CheckboxField
              key={occupation}
              label={optionLabel.occupation(occupation)}
              checked={draft.occupation.includes(occupation)}
              onChange={(event) =>
                onChange({
                  occupation: OCCUPATIONS.filter((each) =>
                    each === occupation ? event.target.checked : draft.occupation.includes(each),
                  ),
                })
              }
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
