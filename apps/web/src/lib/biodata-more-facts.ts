import { partnerAgeRange } from '@bondhon/shared/partner-expectations';
import type {
  EconomicStatus,
  EducationLevel,
  FamilyType,
  GuardianRelation,
  IncomeRange,
} from '@bondhon/shared/options';
import type {
  BiodataPublicRecord,
  BiodataRecordWithContact,
} from '@bondhon/shared/schemas/biodata';
import { givenFacts, type GivenFact } from './given-facts';
import i18n, { formatDigits } from './i18n';
import type { optionLabel } from './option-labels';

export { biodataMoreStrings } from '../locales/biodata-more';

// The biodata's education, work, family, about-me and partner-expectation facts (issue 20): their
// labels and options are the `biodataMore` catalogue, loaded with the form and on demand where a
// biodata is shown. Apart from option-labels.ts so that only the screens showing them carry this
// code.

/** How the options of these facts read on screen. */
export const moreOptionLabel = {
  educationLevel: (value: EducationLevel) => i18n.t(`biodataMore.options.educationLevel.${value}`),
  monthlyIncome: (value: IncomeRange) => i18n.t(`biodataMore.options.monthlyIncome.${value}`),
  familyType: (value: FamilyType) => i18n.t(`biodataMore.options.familyType.${value}`),
  guardianRelation: (value: GuardianRelation) =>
    i18n.t(`biodataMore.options.guardianRelation.${value}`),
  economicStatus: (value: EconomicStatus) => i18n.t(`biodataMore.options.economicStatus.${value}`),
};

export type MoreFactsOf = Partial<
  Pick<BiodataRecordWithContact, 'mobile' | 'guardianName' | 'guardianRelation' | 'guardianMobile'>
> &
  Pick<
    BiodataPublicRecord,
    | 'educationLevel'
    | 'educationSubject'
    | 'institution'
    | 'occupationDetail'
    | 'monthlyIncome'
    | 'fathersOccupation'
    | 'mothersOccupation'
    | 'brothersCount'
    | 'sistersCount'
    | 'familyType'
    | 'economicStatus'
    | 'aboutMe'
    | 'expectedPartnerAge'
    | 'expectedAgeMin'
    | 'expectedAgeMax'
    | 'expectedHeightMin'
    | 'expectedHeightMax'
    | 'acceptableMaritalStatuses'
    | 'preferredDivisions'
    | 'expectedMinEducation'
    | 'expectationsNote'
  >;

export interface MoreFacts {
  educationWork: GivenFact[];
  family: GivenFact[];
  aboutMe: string | null;
  /** The partner expectations beyond the spec's three (the note last, as prose). */
  expectations: GivenFact[];
  /** The guardian's contact, in a record that carries contact fields and gives one. */
  guardian: { label: string; who: string; mobileLabel: string; mobile: string } | null;
}

/** A guardian's name, with the relation when given: "Abdul Karim (Father)". */
function guardianOf(biodata: MoreFactsOf): MoreFacts['guardian'] {
  // Only with the rest of the contact: a record without the mobile shows no guardian either.
  if (!('mobile' in biodata) || !biodata.guardianName || !biodata.guardianMobile) {
    return null;
  }
  const relation = biodata.guardianRelation;
  return {
    label: i18n.t('biodataMore.guardian'),
    who: relation
      ? `${biodata.guardianName} (${moreOptionLabel.guardianRelation(relation)})`
      : biodata.guardianName,
    mobileLabel: i18n.t('biodataMore.guardianMobile'),
    mobile: biodata.guardianMobile,
  };
}

/** A range with an end that may be open, in words: "25 to 30 years", "25 years or older". */
function rangeText(
  kind: 'age' | 'height',
  min: string | number | null,
  max: string | number | null,
): string | null {
  if (min !== null && max !== null)
    return i18n.t(`biodataMore.ranges.${kind}Between`, { min, max });
  if (min !== null) return i18n.t(`biodataMore.ranges.${kind}From`, { min });
  if (max !== null) return i18n.t(`biodataMore.ranges.${kind}UpTo`, { max });
  return null;
}

/**
 * The labels of spec §3's options these facts show, from option-labels.ts (which loads this
 * module, so it hands them over rather than being imported).
 */
type SpecOptionLabels = Pick<typeof optionLabel, 'height' | 'maritalStatus' | 'division'>;

/** The ages a biodata accepts (its own range, else the one its single expected age gives). */
function ageRangeText(biodata: MoreFactsOf): string | null {
  const range = partnerAgeRange(biodata);
  if (!range) return null;
  // An end PARTNER_AGE sets is one the biodata left open.
  const isOpenBelow = biodata.expectedAgeMin === null && biodata.expectedAgeMax !== null;
  const isOpenAbove = biodata.expectedAgeMax === null && biodata.expectedAgeMin !== null;
  return rangeText('age', isOpenBelow ? null : range.min, isOpenAbove ? null : range.max);
}

/** Options as one phrase in the reader's language: "Dhaka or Sylhet". */
function anyOfText<T extends string>(values: readonly T[] | null, label: (value: T) => string) {
  if (!values || values.length === 0) return null;
  return new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(values.map(label));
}

/** The partner expectations beyond the spec's three that a biodata gives. */
function expectationsOf(biodata: MoreFactsOf, labels: SpecOptionLabels): GivenFact[] {
  const height = (value: string | null) => (value === null ? null : labels.height(value));
  const facts = givenFacts([
    {
      key: 'expectedAgeRange',
      label: i18n.t('biodataMore.expectedAgeRange'),
      value: ageRangeText(biodata),
    },
    {
      key: 'expectedHeightRange',
      label: i18n.t('biodataMore.expectedHeightRange'),
      value: rangeText(
        'height',
        height(biodata.expectedHeightMin),
        height(biodata.expectedHeightMax),
      ),
    },
    {
      key: 'acceptableMaritalStatuses',
      label: i18n.t('biodataMore.acceptableMaritalStatuses'),
      value: anyOfText(biodata.acceptableMaritalStatuses, labels.maritalStatus),
    },
    {
      key: 'preferredDivisions',
      label: i18n.t('biodataMore.preferredDivisions'),
      value: anyOfText(biodata.preferredDivisions, labels.division),
    },
    {
      key: 'expectedMinEducation',
      label: i18n.t('biodataMore.expectedMinEducation'),
      value:
        biodata.expectedMinEducation &&
        moreOptionLabel.educationLevel(biodata.expectedMinEducation),
    },
  ]);
  return biodata.expectationsNote
    ? [
        ...facts,
        {
          key: 'expectationsNote',
          label: i18n.t('biodataMore.expectationsNote'),
          value: biodata.expectationsNote,
          isProse: true,
        },
      ]
    : facts;
}

/**
 * A biodata's education and work, its family's facts beyond the parents' names, its about me and
 * its partner expectations beyond the spec's three, each only when given (its labels must be in:
 * the form loads them, a biodata's screens use useBiodataMoreFacts).
 */
export function moreFactsOf(biodata: MoreFactsOf, labels: SpecOptionLabels): MoreFacts {
  const count = (value: number | null) =>
    value === null ? null : formatDigits(value, i18n.language);
  const fact = (
    key: Exclude<keyof MoreFactsOf, 'mobile' | 'expectedPartnerAge'>,
    value: string | null,
  ) => ({
    key,
    label: i18n.t(`biodataMore.${key}`),
    value,
  });
  return {
    educationWork: givenFacts([
      fact(
        'educationLevel',
        biodata.educationLevel && moreOptionLabel.educationLevel(biodata.educationLevel),
      ),
      fact('educationSubject', biodata.educationSubject),
      fact('institution', biodata.institution),
      fact('occupationDetail', biodata.occupationDetail),
      fact(
        'monthlyIncome',
        biodata.monthlyIncome && moreOptionLabel.monthlyIncome(biodata.monthlyIncome),
      ),
    ]),
    family: givenFacts([
      fact('fathersOccupation', biodata.fathersOccupation),
      fact('mothersOccupation', biodata.mothersOccupation),
      fact('brothersCount', count(biodata.brothersCount)),
      fact('sistersCount', count(biodata.sistersCount)),
      fact('familyType', biodata.familyType && moreOptionLabel.familyType(biodata.familyType)),
      fact(
        'economicStatus',
        biodata.economicStatus && moreOptionLabel.economicStatus(biodata.economicStatus),
      ),
    ]),
    aboutMe: biodata.aboutMe,
    expectations: expectationsOf(biodata, labels),
    guardian: guardianOf(biodata),
  };
}
