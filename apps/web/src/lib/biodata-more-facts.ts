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

export { biodataMoreStrings } from '../locales/biodata-more';

// The biodata's education, work, family and about-me facts (issue 20): their labels and options
// are the `biodataMore` catalogue, loaded with the form and on demand where a biodata is shown.
// Apart from option-labels.ts so that only the screens showing them carry this code.

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
  >;

export interface MoreFacts {
  educationWork: GivenFact[];
  family: GivenFact[];
  aboutMe: string | null;
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

/**
 * A biodata's education and work, its family's facts beyond the parents' names, and its about
 * me, each only when given (its labels must be in: the form loads them, a biodata's screens use
 * useBiodataMoreFacts).
 */
export function moreFactsOf(biodata: MoreFactsOf): MoreFacts {
  const count = (value: number | null) =>
    value === null ? null : formatDigits(value, i18n.language);
  const fact = (key: Exclude<keyof MoreFactsOf, 'mobile'>, value: string | null) => ({
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
    guardian: guardianOf(biodata),
  };
}
