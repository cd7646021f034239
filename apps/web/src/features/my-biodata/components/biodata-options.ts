import {
  BIODATA_TYPES,
  DIVISIONS,
  ECONOMIC_STATUSES,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  GUARDIAN_RELATIONS,
  HEIGHTS,
  INCOME_RANGES,
  MARITAL_STATUSES,
  OCCUPATIONS,
  RACES,
  RELIGIONS,
  WEIGHTS,
} from '@bondhon/shared/options';
import { DISTRICTS_BY_DIVISION } from '@bondhon/shared/districts';
import type { Division } from '@bondhon/shared/options';
import type { SelectOption } from '../../../components/ui/labelled-select';
import { moreOptionLabel } from '../../../lib/biodata-more-facts';
import { optionLabel } from '../../../lib/option-labels';

function toOptions<const T extends string>(
  values: readonly T[],
  label: (value: T) => string = (value) => value,
): SelectOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** The select lists of the biodata form, in the spec's order. */
export function biodataSelectOptions() {
  return {
    biodataType: toOptions(BIODATA_TYPES, optionLabel.biodataType),
    height: toOptions(HEIGHTS, optionLabel.height),
    weight: toOptions(WEIGHTS, optionLabel.weight),
    occupation: toOptions(OCCUPATIONS, optionLabel.occupation),
    race: toOptions(RACES, optionLabel.race),
    division: toOptions(DIVISIONS, optionLabel.division),
    maritalStatus: toOptions(MARITAL_STATUSES, optionLabel.maritalStatus),
    religion: toOptions(RELIGIONS, optionLabel.religion),
    educationLevel: toOptions(EDUCATION_LEVELS, moreOptionLabel.educationLevel),
    monthlyIncome: toOptions(INCOME_RANGES, moreOptionLabel.monthlyIncome),
    familyType: toOptions(FAMILY_TYPES, moreOptionLabel.familyType),
    economicStatus: toOptions(ECONOMIC_STATUSES, moreOptionLabel.economicStatus),
    guardianRelation: toOptions(GUARDIAN_RELATIONS, moreOptionLabel.guardianRelation),
  };
}

export function isDivision(value: unknown): value is Division {
  return typeof value === 'string' && (DIVISIONS as readonly string[]).includes(value);
}

/** The districts of the chosen division (none before one is chosen), in their list's order. */
export function districtOptions(division: unknown): SelectOption[] {
  return isDivision(division)
    ? toOptions(DISTRICTS_BY_DIVISION[division], optionLabel.district)
    : [];
}
