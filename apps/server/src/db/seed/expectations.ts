import { AGE_MAX, MARRIAGE_AGE_MIN } from '@bondhon/shared/constants';
import {
  DIVISIONS,
  EDUCATION_RANKS,
  HEIGHTS,
  type BiodataType,
  type Division,
  type EducationLevel,
  type Height,
  type MaritalStatus,
} from '@bondhon/shared/options';
import type { Religion } from './names';
import type { Random } from './random';

// Partner expectations beyond the spec's three (issue 20) of a demo person: generate-biodata.ts
// draws them last, so every field drawn before stays as it was.

export interface SeedExpectations {
  expectedAgeMin: number | null;
  expectedAgeMax: number | null;
  expectedHeightMin: Height | null;
  expectedHeightMax: Height | null;
  acceptableMaritalStatuses: MaritalStatus[] | null;
  preferredDivisions: Division[] | null;
  expectedMinEducation: EducationLevel | null;
  expectationsNote: string | null;
}

/** How often each expectation is given: the age range by most, a note by a third. */
const GIVEN = {
  ageRange: 0.78,
  heightRange: 0.6,
  maritalStatuses: 0.55,
  divisions: 0.45,
  minEducation: 0.6,
  note: 0.35,
};
/** Of the age and height ranges given, the share that leave one end open. */
const OPEN_ENDED_SHARE = 0.12;

/** What a person draws their expectations from: who they are and what they asked before. */
export interface ExpectationsBasis {
  biodataType: BiodataType;
  age: number;
  religion: Religion;
  permanentDivision: Division;
  presentDivision: Division;
  maritalStatus: MaritalStatus | null;
  educationLevel: EducationLevel | null;
  expectedPartnerAge: number | null;
  expectedPartnerHeight: Height;
}

/**
 * An age range around the person's own age: a woman mostly asks for a man her age to some years
 * older, a man for a woman some years younger to his age, each never below the partner's legal
 * minimum age of marriage; the spec's single expected age, when given, lies inside it.
 */
function pickAgeRange(
  random: Random,
  { biodataType, age, expectedPartnerAge }: ExpectationsBasis,
): Pick<SeedExpectations, 'expectedAgeMin' | 'expectedAgeMax'> {
  const partnerMinimum = MARRIAGE_AGE_MIN[biodataType === 'Female' ? 'Male' : 'Female'];
  const widening = age >= 40 ? 3 : 0;
  let low: number;
  let high: number;
  if (biodataType === 'Female') {
    low = age + random.int(-1, 2);
    high = age + random.int(5, 9) + widening;
  } else {
    low = age - random.int(5, 9) - widening;
    high = age + random.int(-1, 1);
  }
  if (expectedPartnerAge !== null) {
    low = Math.min(low, expectedPartnerAge);
    high = Math.max(high, expectedPartnerAge);
  }
  low = Math.min(AGE_MAX, Math.max(partnerMinimum, low));
  high = Math.min(AGE_MAX, Math.max(low, high));
  if (random.chance(OPEN_ENDED_SHARE)) {
    // A woman now and then names only the youngest she would marry, a man only the oldest.
    return biodataType === 'Female'
      ? { expectedAgeMin: low, expectedAgeMax: null }
      : { expectedAgeMin: null, expectedAgeMax: high };
  }
  return { expectedAgeMin: low, expectedAgeMax: high };
}

/**
 * A height range around the spec's expected partner height: a woman asks for that height or a
 * little less at least, often with no upper bound; a man for that height or a little more at
 * most, from a few steps below.
 */
function pickHeightRange(
  random: Random,
  { biodataType, expectedPartnerHeight }: ExpectationsBasis,
): Pick<SeedExpectations, 'expectedHeightMin' | 'expectedHeightMax'> {
  const expected = HEIGHTS.indexOf(expectedPartnerHeight);
  const last = HEIGHTS.length - 1;
  const isOpen = random.chance(OPEN_ENDED_SHARE * 3);
  if (biodataType === 'Female') {
    const low = Math.max(0, expected - random.int(0, 2));
    const high = Math.min(last, expected + random.int(1, 2));
    return {
      expectedHeightMin: HEIGHTS[low] ?? null,
      expectedHeightMax: isOpen ? null : (HEIGHTS[high] ?? null),
    };
  }
  const high = Math.min(last, expected + random.int(0, 1));
  const low = Math.max(0, expected - random.int(2, 4));
  return {
    expectedHeightMin: isOpen ? null : (HEIGHTS[low] ?? null),
    expectedHeightMax: HEIGHTS[high] ?? null,
  };
}

/**
 * The marital statuses a person accepts: most never married accept only the never married, some
 * a divorcee too; someone divorced or widowed accepts both, or anyone.
 */
function pickMaritalStatuses(
  random: Random,
  { maritalStatus }: ExpectationsBasis,
): MaritalStatus[] {
  if (maritalStatus === 'Divorced' || maritalStatus === 'Widowed') {
    return random.pickWeighted<MaritalStatus[]>([
      [['Divorced', 'Widowed'], 45],
      [['Never married', 'Divorced', 'Widowed'], 45],
      [[maritalStatus], 10],
    ]);
  }
  return random.pickWeighted<MaritalStatus[]>([
    [['Never married'], 72],
    [['Never married', 'Divorced'], 18],
    [['Never married', 'Divorced', 'Widowed'], 10],
  ]);
}

/**
 * The divisions a person prefers a partner from: their home division, mostly with where they
 * live now, now and then with Dhaka or one more; in the list's order.
 */
function pickDivisions(
  random: Random,
  { permanentDivision, presentDivision }: ExpectationsBasis,
): Division[] {
  const chosen = new Set<Division>([permanentDivision]);
  if (random.chance(0.7)) chosen.add(presentDivision);
  if (random.chance(0.25)) chosen.add('Dhaka');
  if (random.chance(0.15)) chosen.add(random.pick(DIVISIONS));
  return DIVISIONS.filter((division) => chosen.has(division));
}

/** The general track's level of each rank, and the madrasa track's where it has one. */
const GENERAL_BY_RANK: Readonly<Record<number, EducationLevel>> = {
  1: 'SSC',
  2: 'HSC',
  3: 'Diploma',
  4: "Bachelor's",
  5: "Master's",
};
const MADRASA_BY_RANK: Readonly<Record<number, EducationLevel>> = {
  1: 'Dakhil',
  2: 'Alim',
  4: 'Fazil',
  5: 'Kamil',
};
const MADRASA_LEVELS: ReadonlySet<EducationLevel> = new Set([
  'Dakhil',
  'Alim',
  'Fazil',
  'Kamil',
  'Qawmi/Dawrah',
]);

/**
 * The least education a person asks of a partner: a woman about her own or a step higher, a man
 * about his own or a step lower (a master's at most); someone who studied at a madrasa mostly
 * names the madrasa level of that rank.
 */
function pickMinEducation(
  random: Random,
  { biodataType, age, educationLevel }: ExpectationsBasis,
): EducationLevel {
  const ownRank = educationLevel ? EDUCATION_RANKS[educationLevel] : age < 24 ? 2 : 4;
  const step = biodataType === 'Female' ? random.int(0, 1) : -random.int(0, 1);
  const rank = Math.min(5, Math.max(1, ownRank + step));
  const isMadrasa = educationLevel !== null && MADRASA_LEVELS.has(educationLevel);
  const madrasaLevel = MADRASA_BY_RANK[rank];
  if (isMadrasa && madrasaLevel && random.chance(0.7)) return madrasaLevel;
  return GENERAL_BY_RANK[rank] ?? "Bachelor's";
}

const NOTES_FOR_ALL = [
  'Honest, kind and family-minded.',
  'Someone who respects both families and keeps in touch with them.',
  'Educated and well-mannered, with a steady job or business.',
  'A calm person who talks problems through.',
  'Should respect my career and support my studies.',
  'Someone who values simplicity over show.',
  'Non-smoker, with no bad habits.',
  'Willing to live with my parents.',
  'Fond of travel and good food.',
];
const NOTES_BY_RELIGION: Record<Religion, readonly string[]> = {
  Muslim: [
    'A practising Muslim who prays five times a day.',
    'Someone who keeps to Islamic values at home.',
    'A religious family preferred.',
  ],
  Hindu: ['From a Hindu family that keeps the festivals.', 'Vegetarian preferred.'],
  Christian: ['A Christian who goes to church.', 'Someone active in the parish.'],
  Buddhist: ['A Buddhist family that keeps the precepts.'],
};

/** A sentence or two on what else the person hopes for, in their own words. */
function composeNote(random: Random, religion: Religion): string {
  const first = random.chance(0.4)
    ? random.pick(NOTES_BY_RELIGION[religion])
    : random.pick(NOTES_FOR_ALL);
  if (!random.chance(0.5)) return first;
  const second = random.pick(NOTES_FOR_ALL);
  return second === first ? first : `${first} ${second}`;
}

/**
 * A demo person's partner expectations beyond the spec's three: each given by some and left out
 * by others, each drawn from who the person is (age and type, marital status, home, education,
 * religion) and consistent with the spec's expected age and height.
 */
export function pickExpectations(random: Random, basis: ExpectationsBasis): SeedExpectations {
  const ageRange = random.chance(GIVEN.ageRange)
    ? pickAgeRange(random, basis)
    : { expectedAgeMin: null, expectedAgeMax: null };
  const heightRange = random.chance(GIVEN.heightRange)
    ? pickHeightRange(random, basis)
    : { expectedHeightMin: null, expectedHeightMax: null };
  const acceptableMaritalStatuses = random.chance(GIVEN.maritalStatuses)
    ? pickMaritalStatuses(random, basis)
    : null;
  const preferredDivisions = random.chance(GIVEN.divisions) ? pickDivisions(random, basis) : null;
  const expectedMinEducation = random.chance(GIVEN.minEducation)
    ? pickMinEducation(random, basis)
    : null;
  const expectationsNote = random.chance(GIVEN.note) ? composeNote(random, basis.religion) : null;
  return {
    ...ageRange,
    ...heightRange,
    acceptableMaritalStatuses,
    preferredDivisions,
    expectedMinEducation,
    expectationsNote,
  };
}
