import type { District } from '@bondhon/shared/districts';
import type {
  BiodataType,
  Division,
  MaritalStatus,
  Occupation,
  Race,
  Religion,
} from '@bondhon/shared/options';
import { optionStrings } from '../locales/options';
import type * as MoreFactsModule from './biodata-more-facts';
import type { MoreFacts, MoreFactsOf } from './biodata-more-facts';

export { givenFacts } from './given-facts';
import i18n, { formatDigits, loadStrings, useStringsLoaded } from './i18n';

// The option lists' labels come with the modules that show them (lib/i18n.ts).
await loadStrings(optionStrings);

/**
 * How a value of spec §3's option lists reads on screen. Values stay English in data and in the
 * address; what people read goes through the catalogue, measurements in the reader's digits and
 * units (5'2" is "৫ ফুট ২ ইঞ্চি" in Bengali, 50kg "৫০ কেজি"). A measurement of another shape
 * reads as it is.
 */
export const optionLabel = {
  height: (value: string) => {
    const [, feet, inches] = /^(\d+)'(\d+)"$/.exec(value) ?? [];
    return feet && inches
      ? i18n.t('biodataFields.options.measure.height', {
          feet: Number(feet),
          inches: Number(inches),
        })
      : value;
  },
  weight: (value: string) => {
    const [, kg] = /^(\d+)kg$/.exec(value) ?? [];
    return kg ? i18n.t('biodataFields.options.measure.weight', { kg: Number(kg) }) : value;
  },
  /** A biodata's number (its ID) in the reader's digits. */
  id: (value: number) => formatDigits(value, i18n.language),
  biodataType: (value: BiodataType) => i18n.t(`biodataFields.options.biodataType.${value}`),
  occupation: (value: Occupation) => i18n.t(`biodataFields.options.occupation.${value}`),
  race: (value: Race) => i18n.t(`biodataFields.options.race.${value}`),
  division: (value: Division) => i18n.t(`biodataFields.options.division.${value}`),
  maritalStatus: (value: MaritalStatus) => i18n.t(`biodataFields.options.maritalStatus.${value}`),
  religion: (value: Religion) => i18n.t(`biodataFields.options.religion.${value}`),
  /** A district's name (the `districts` catalogue: loaded with the form, else on demand). */
  district: (value: District) => i18n.t(`districts.names.${value}`),
};

const loadDistrictStrings = () =>
  import('../locales/districts').then(({ districtStrings }) => districtStrings);

/**
 * The addresses' district rows, once the districts' names are in (a screen that shows one loads
 * them on demand, without holding its first paint): each district given, with its label.
 */
export function useDistrictFacts(biodata: {
  permanentDistrict: District | null;
  presentDistrict: District | null;
}): { key: 'permanentDistrict' | 'presentDistrict'; label: string; value: string }[] {
  const isLoaded = useStringsLoaded(loadDistrictStrings);
  if (!isLoaded) return [];
  return (
    [
      ['permanentDistrict', biodata.permanentDistrict, 'districts.permanent'],
      ['presentDistrict', biodata.presentDistrict, 'districts.present'],
    ] as const
  ).flatMap(([key, district, label]) =>
    district ? [{ key, label: i18n.t(label), value: optionLabel.district(district) }] : [],
  );
}

let moreFactsModule: typeof MoreFactsModule | null = null;
const loadMoreFacts = () =>
  import('./biodata-more-facts').then((module) => {
    moreFactsModule = module;
    return module.biodataMoreStrings;
  });
const NO_MORE_FACTS: MoreFacts = {
  educationWork: [],
  family: [],
  aboutMe: null,
  expectations: [],
  guardian: null,
};

/** Whether issue 20's labels (the biodataMore catalogue) are in, loading them when not. */
export function useBiodataMoreStrings(): boolean {
  return useStringsLoaded(loadMoreFacts);
}

/**
 * A biodata's education, work, family, about-me and partner-expectation facts that are given
 * (issue 20), once their code and labels are in: a screen that shows them loads both on demand,
 * without holding its first paint; until then there are none.
 */
export function useBiodataMoreFacts(biodata: MoreFactsOf): MoreFacts {
  const isLoaded = useStringsLoaded(loadMoreFacts);
  return isLoaded && moreFactsModule
    ? moreFactsModule.moreFactsOf(biodata, optionLabel)
    : NO_MORE_FACTS;
}
