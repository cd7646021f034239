import type { BiodataRecordWithContact } from '@bondhon/shared/schemas/biodata';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { formatDigits } from '../../../lib/i18n';
import { useBiodataMoreStrings } from '../../../lib/option-labels';
import { biodataSectionId, type BiodataSectionKey } from './biodata-sections';

type SectionKey = BiodataSectionKey;

/** The section titles' keys: the spec's sections' and issue 20's. */
const SECTION_TITLES: Record<SectionKey, StringKey> = {
  aboutYou: 'biodataFields.sections.aboutYou',
  educationWork: 'biodataMore.sections.educationWork',
  family: 'biodataFields.sections.family',
  marriageFaith: 'biodataFields.sections.marriageFaith',
  location: 'biodataFields.sections.location',
  aboutMe: 'biodataMore.sections.aboutMe',
  partner: 'biodataFields.sections.partner',
  contact: 'biodataFields.sections.contact',
};

type Biodata = BiodataRecordWithContact;
/** A key of the app's strings. */
type StringKey = ParseKeys;
const has = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length);

/**
 * What a biodata may give beyond its required fields, by section, each with its label's key and
 * whether it is given: a range counts once, given when either end is.
 */
const OPTIONAL_FACTS: readonly [SectionKey, StringKey, (biodata: Biodata) => boolean][] = [
  ['aboutYou', 'biodataFields.profileImage', (b) => has(b.profileImage)],
  ['educationWork', 'biodataMore.educationLevel', (b) => has(b.educationLevel)],
  ['educationWork', 'biodataMore.educationSubject', (b) => has(b.educationSubject)],
  ['educationWork', 'biodataMore.institution', (b) => has(b.institution)],
  ['educationWork', 'biodataMore.occupationDetail', (b) => has(b.occupationDetail)],
  ['educationWork', 'biodataMore.monthlyIncome', (b) => has(b.monthlyIncome)],
  ['family', 'biodataFields.fathersName', (b) => has(b.fathersName)],
  ['family', 'biodataFields.mothersName', (b) => has(b.mothersName)],
  ['family', 'biodataMore.fathersOccupation', (b) => has(b.fathersOccupation)],
  ['family', 'biodataMore.mothersOccupation', (b) => has(b.mothersOccupation)],
  ['family', 'biodataMore.brothersCount', (b) => has(b.brothersCount)],
  ['family', 'biodataMore.sistersCount', (b) => has(b.sistersCount)],
  ['family', 'biodataMore.familyType', (b) => has(b.familyType)],
  ['family', 'biodataMore.economicStatus', (b) => has(b.economicStatus)],
  ['marriageFaith', 'biodataFields.maritalStatus', (b) => has(b.maritalStatus)],
  ['marriageFaith', 'biodataFields.religion', (b) => has(b.religion)],
  ['marriageFaith', 'biodataFields.religiousPractice', (b) => has(b.religiousPractice)],
  ['location', 'biodataFields.permanentDistrict', (b) => has(b.permanentDistrict)],
  ['location', 'biodataFields.presentDistrict', (b) => has(b.presentDistrict)],
  ['aboutMe', 'biodataMore.aboutMe', (b) => has(b.aboutMe)],
  ['partner', 'biodataFields.expectedPartnerAge', (b) => has(b.expectedPartnerAge)],
  [
    'partner',
    'biodataMore.expectedAgeRange',
    (b) => has(b.expectedAgeMin) || has(b.expectedAgeMax),
  ],
  [
    'partner',
    'biodataMore.expectedHeightRange',
    (b) => has(b.expectedHeightMin) || has(b.expectedHeightMax),
  ],
  ['partner', 'biodataMore.acceptableMaritalStatuses', (b) => has(b.acceptableMaritalStatuses)],
  ['partner', 'biodataMore.preferredDivisions', (b) => has(b.preferredDivisions)],
  ['partner', 'biodataMore.expectedMinEducation', (b) => has(b.expectedMinEducation)],
  ['partner', 'biodataMore.expectationsNote', (b) => has(b.expectationsNote)],
  ['contact', 'biodataMore.guardian', (b) => has(b.guardianName)],
];

export interface Completeness {
  /** Whole percent of the optional facts given (the required ones always are). */
  percent: number;
  /** What is missing, by section in the form's order; sections with nothing missing left out. */
  missing: { section: SectionKey; labels: StringKey[] }[];
}

/** How complete a biodata is, and what it leaves out (issue 20). */
export function completenessOf(biodata: Biodata): Completeness {
  const missing: Completeness['missing'] = [];
  let given = 0;
  for (const [section, label, isGiven] of OPTIONAL_FACTS) {
    if (isGiven(biodata)) {
      given += 1;
      continue;
    }
    const last = missing.at(-1);
    if (last?.section === section) last.labels.push(label);
    else missing.push({ section, labels: [label] });
  }
  return { percent: Math.floor((given / OPTIONAL_FACTS.length) * 100), missing };
}

/**
 * Your Data's completeness meter: how much of the biodata is filled in, and what is missing,
 * each section linking to its part of the form. Families compare biodatas field by field. Loaded
 * with its words after Your Data's first paint (own-biodata.tsx).
 */
export function CompletenessMeter({ biodata, editHref }: { biodata: Biodata; editHref: string }) {
  const { t, i18n } = useTranslation();
  const isMoreLoaded = useBiodataMoreStrings();
  const headingId = useId();
  const { percent, missing } = completenessOf(biodata);
  const percentText = formatDigits(percent, i18n.language);
  // Its words are issue 20's catalogue's, which arrives after the first paint.
  if (!isMoreLoaded) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-box border border-base-300 bg-base-200/60 p-4 sm:p-5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="font-semibold">
          {t('biodataMore.completeness.title')}
        </h3>
        <span className="font-semibold text-primary tabular-nums">
          {t('biodataMore.completeness.percent', { percent: percentText })}
        </span>
      </div>
      <progress
        className="progress mt-2 w-full progress-primary"
        value={percent}
        max={100}
        aria-labelledby={headingId}
        aria-valuetext={t('biodataMore.completeness.percent', { percent: percentText })}
      />
      {missing.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm">
          <Icon name="check" className="size-4 text-success" />
          {t('biodataMore.completeness.complete')}
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm text-muted">{t('biodataMore.completeness.missingLead')}</p>
          <ul className="mt-2 space-y-1.5 text-sm">
            {missing.map(({ section, labels }) => (
              <li key={section}>
                <Link
                  to={`${editHref}#${biodataSectionId(section)}`}
                  className="link font-medium link-primary"
                >
                  {t(SECTION_TITLES[section])}
                </Link>
                <span className="text-muted">
                  {t('biodataMore.completeness.separator')}
                  {labels
                    .map((label) => t(label))
                    .join(t('biodataMore.completeness.listSeparator'))}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
