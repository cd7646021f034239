import { AGE_MAX, MARRIAGE_AGE_MIN } from '@bondhon/shared/constants';
import {
  DIVISIONS,
  HEIGHTS,
  WEIGHTS,
  type BiodataType,
  type Division,
  type EconomicStatus,
  type EducationLevel,
  type FamilyType,
  type GuardianRelation,
  type IncomeRange,
  type MaritalStatus,
  type Religion as BiodataReligion,
  type Height,
  type Occupation,
  type Person,
  type Race,
  type Weight,
} from '@bondhon/shared/options';
import { DISTRICTS_BY_DIVISION, type District } from '@bondhon/shared/districts';
import { NAME_POOLS, RELIGION_WEIGHTS, type Religion } from './names';
import { listPortraitCandidates } from './portrait-choice';
import { pickBackground } from './background';
import { pickExpectations, type SeedExpectations } from './expectations';
import { createRecordRandom, type Random } from './random';

/**
 * Realistic, deterministic demo people: record `index` of seed `seed` is the same person on every
 * run (ages are counted from `today`, so the birth dates move with the date of the run).
 */

export interface SeedUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: 'customer';
  person: Person;
}

export interface SeedBiodata extends SeedExpectations {
  userId: string;
  biodataType: BiodataType;
  name: string;
  profileImage: string | null;
  /** `YYYY-MM-DD`. */
  dob: string;
  height: Height;
  weight: Weight;
  occupation: Occupation;
  race: Race;
  fathersName: string;
  mothersName: string;
  permanentDivision: Division;
  presentDivision: Division;
  permanentDistrict: District | null;
  presentDistrict: District | null;
  maritalStatus: MaritalStatus | null;
  childrenCount: number | null;
  religion: BiodataReligion | null;
  religiousPractice: string | null;
  educationLevel: EducationLevel | null;
  educationSubject: string | null;
  institution: string | null;
  occupationDetail: string | null;
  monthlyIncome: IncomeRange | null;
  fathersOccupation: string | null;
  mothersOccupation: string | null;
  brothersCount: number | null;
  sistersCount: number | null;
  familyType: FamilyType | null;
  economicStatus: EconomicStatus | null;
  aboutMe: string | null;
  expectedPartnerAge: number | null;
  expectedPartnerHeight: Height;
  expectedPartnerWeight: Weight;
  mobile: string;
  guardianName: string | null;
  guardianRelation: GuardianRelation | null;
  guardianMobile: string | null;
}

export interface SeedPerson {
  user: SeedUser;
  biodata: SeedBiodata;
  /** Not stored: shown by tests and useful when reading the generator. */
  religion: Religion;
  age: number;
}

export const PREMIUM_SHARE = 0.15;
const NO_PHOTO_SHARE = 0.1;
const NO_PARTNER_AGE_SHARE = 0.25;

/** Ages skew to 20–35, as on a real marriage site; each band is drawn uniformly. */
const AGE_BANDS: Record<BiodataType, readonly (readonly [readonly [number, number], number])[]> = {
  Female: [
    [[MARRIAGE_AGE_MIN.Female, 19], 7],
    [[20, 24], 32],
    [[25, 29], 30],
    [[30, 35], 17],
    [[36, 44], 9],
    [[45, AGE_MAX], 5],
  ],
  Male: [
    [[MARRIAGE_AGE_MIN.Male, 24], 17],
    [[25, 29], 34],
    [[30, 35], 28],
    [[36, 44], 14],
    [[45, AGE_MAX], 7],
  ],
};

/** Population-weighted home divisions. */
const DIVISION_WEIGHTS: readonly (readonly [Division, number])[] = [
  ['Dhaka', 28],
  ['Chattogram', 20],
  ['Rangpur', 12],
  ['Khulna', 12],
  ['Mymensingh', 10],
  ['Sylhet', 9],
  ['Barisal', 9],
  ['Rajshahi', 12],
];

/** Where families of a division live in its cities' districts more than in the rest. */
const CITY_DISTRICT: Record<Division, District> = {
  Dhaka: 'Dhaka',
  Chattogram: 'Chattogram',
  Rajshahi: 'Rajshahi',
  Khulna: 'Khulna',
  Barisal: 'Barishal',
  Sylhet: 'Sylhet',
  Rangpur: 'Rangpur',
  Mymensingh: 'Mymensingh',
};

/** Indexes into HEIGHTS (4'5" … 6'0"), weighted per type. */
const HEIGHT_WEIGHTS: Record<BiodataType, readonly (readonly [number, number])[]> = {
  Female: [
    [0, 2],
    [1, 3],
    [2, 6],
    [3, 10],
    [4, 16],
    [5, 28],
    [6, 22],
    [7, 10],
    [8, 3],
  ],
  Male: [
    [4, 2],
    [5, 8],
    [6, 22],
    [7, 36],
    [8, 24],
    [9, 8],
  ],
};

const RACE_WEIGHTS: readonly (readonly [Race, number])[] = [
  ['Fair', 30],
  ['Medium', 50],
  ['Dark', 20],
];

/** Bangladeshi mobile prefixes by operator share (GP 017/013, Robi 018/016, Banglalink 019/014, Teletalk 015). */
const MOBILE_PREFIXES: readonly (readonly [string, number])[] = [
  ['017', 30],
  ['013', 14],
  ['018', 14],
  ['016', 10],
  ['019', 16],
  ['014', 8],
  ['015', 8],
];

function pickOccupation(random: Random, biodataType: BiodataType, age: number): Occupation {
  if (age <= 23 && random.chance(biodataType === 'Female' ? 0.65 : 0.5)) return 'Student';
  if (biodataType === 'Female') {
    return random.pickWeighted<Occupation>([
      ['Teacher', 24],
      ['Doctor', 14],
      ['Engineer', 12],
      ['Student', age < 28 ? 12 : 2],
      ['Businessman', 5],
      ['Other', 33],
    ]);
  }
  return random.pickWeighted<Occupation>([
    ['Engineer', 22],
    ['Businessman', 26],
    ['Teacher', 13],
    ['Doctor', 10],
    ['Student', age < 27 ? 10 : 1],
    ['Other', 24],
  ]);
}

/** Metres for each entry of HEIGHTS. */
const HEIGHT_METRES = HEIGHTS.map((height) => {
  const [feet = 0, inches = 0] = height.match(/\d+/g)?.map(Number) ?? [];
  return (feet * 12 + inches) * 0.0254;
});
/** The kilograms each WEIGHTS entry stands for ('70kg+' as 70). */
const WEIGHT_KG = WEIGHTS.map((weight) => Number.parseInt(weight, 10));

/**
 * Weight from height through a body-mass index drawn around a typical adult one (a little higher
 * from 35), then the nearest option of the list.
 */
function pickWeight(
  random: Random,
  biodataType: BiodataType,
  heightIndex: number,
  age: number,
): Weight {
  const meanBmi = (biodataType === 'Female' ? 21.5 : 22.5) + (age >= 35 ? 1.5 : 0);
  // The sum of three uniform draws: a bell curve with a standard deviation of 2.5.
  const bmi = meanBmi + (random.next() + random.next() + random.next() - 1.5) * 5;
  const metres = HEIGHT_METRES[heightIndex] ?? 1.6;
  const kilograms = bmi * metres * metres;
  let best = 0;
  WEIGHT_KG.forEach((option, index) => {
    if (Math.abs(option - kilograms) < Math.abs((WEIGHT_KG[best] ?? 0) - kilograms)) best = index;
  });
  return WEIGHTS[best] ?? '55kg';
}

function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * A birth date giving exactly `age` years at `today`, kept at least two days away from a
 * birthday, so the age holds whatever time zone the age is later computed in.
 */
function birthDateForAge(random: Random, age: number, today: Date): string {
  const anniversary = Date.UTC(
    today.getUTCFullYear() - age,
    today.getUTCMonth(),
    today.getUTCDate(),
  );
  const daysBefore = random.int(2, 362);
  return formatDate(new Date(anniversary - daysBefore * 86_400_000));
}

function toEmailPart(word: string): string {
  return word.toLowerCase().replace(/[^a-z]/g, '');
}

function pickNames(random: Random, religion: Religion, biodataType: BiodataType) {
  const pool = NAME_POOLS[religion];
  const familyName = random.pick(pool.familyNames);
  const isMuslim = religion === 'Muslim';
  const fatherPrefix = isMuslim && random.chance(0.4) ? 'Md. ' : '';
  const fathersName = `${fatherPrefix}${random.pick(pool.fatherGivenNames)} ${familyName}`;

  const motherGiven = random.pick(pool.motherGivenNames);
  const mothersName = isMuslim
    ? `${motherGiven} ${random.pickWeighted([
        ['Begum', 35],
        ['Khatun', 20],
        ['Akter', 20],
        [familyName, 25],
      ] as const)}`
    : `${motherGiven} ${familyName}`;

  let givenName: string;
  let name: string;
  if (biodataType === 'Male') {
    givenName = random.pick(pool.maleGivenNames);
    const prefix = isMuslim && random.chance(0.2) ? 'Md. ' : '';
    name = `${prefix}${givenName} ${familyName}`;
  } else if (pool.femaleFullGivenNames.length > 0 && random.chance(0.15)) {
    givenName = random.pick(pool.femaleFullGivenNames);
    name = givenName;
  } else {
    givenName = random.pick(pool.femaleGivenNames);
    const surname =
      pool.femaleSurnames.length > 0 && random.chance(0.35)
        ? random.pick(pool.femaleSurnames)
        : familyName;
    name = `${givenName} ${surname}`;
  }
  // The e-mail reads like the person's own: first and last word of the name, without "Md.".
  const words = name.replace(/^Md\. /, '').split(' ');
  const emailName = [words[0], words[words.length - 1]]
    .filter((word): word is string => word !== undefined)
    .map(toEmailPart)
    .join('.');
  return { name, fathersName, mothersName, emailName };
}

function pickDivisions(random: Random, religion: Religion) {
  // Most Buddhist families live in the Chattogram hill districts.
  const permanentDivision: Division =
    religion === 'Buddhist' && random.chance(0.8)
      ? 'Chattogram'
      : random.pickWeighted(DIVISION_WEIGHTS);
  const move = random.next();
  const presentDivision: Division =
    move < 0.68
      ? permanentDivision
      : move < 0.92
        ? 'Dhaka'
        : move < 0.97
          ? 'Chattogram'
          : random.pick(DIVISIONS);
  return { permanentDivision, presentDivision };
}

/**
 * The districts of both addresses: most give them (a few leave them out); a permanent district is
 * the division's city a quarter of the time, else any of its districts; a present address in the
 * same division is mostly the same district, and one in another division mostly its city.
 */
function pickDistricts(
  random: Random,
  {
    permanentDivision,
    presentDivision,
  }: { permanentDivision: Division; presentDivision: Division },
): { permanentDistrict: District | null; presentDistrict: District | null } {
  if (random.chance(0.08)) return { permanentDistrict: null, presentDistrict: null };
  const anyOf = (division: Division): District => random.pick(DISTRICTS_BY_DIVISION[division]);
  const permanentDistrict = random.chance(0.25)
    ? CITY_DISTRICT[permanentDivision]
    : anyOf(permanentDivision);
  const presentDistrict =
    presentDivision === permanentDivision
      ? random.chance(0.75)
        ? permanentDistrict
        : anyOf(presentDivision)
      : random.chance(0.7)
        ? CITY_DISTRICT[presentDivision]
        : anyOf(presentDivision);
  return { permanentDistrict, presentDistrict };
}

/** How the generator's religions are named in a biodata. */
const BIODATA_RELIGION: Record<Religion, BiodataReligion> = {
  Muslim: 'Islam',
  Hindu: 'Hinduism',
  Christian: 'Christianity',
  Buddhist: 'Buddhism',
};

const PRACTICE: Record<BiodataReligion, readonly string[]> = {
  Islam: [
    'Prays five times a day',
    'Prays regularly, fasts in Ramadan',
    'Practising, wears hijab',
    'Reads the Quran daily',
  ],
  Hinduism: ['Observes the pujas with the family', 'Visits the temple weekly', 'Vegetarian'],
  Christianity: ['Goes to church every Sunday', 'Active in the parish'],
  Buddhism: ['Visits the vihara on full-moon days', 'Observes the precepts'],
  Other: [],
};

/**
 * Marital status (most never married; more of the older divorced or widowed, some with children),
 * the religion the names were drawn from (a few leave it out), and now and then a word on
 * practice.
 */
function pickPersonalFacts(random: Random, religion: Religion, age: number) {
  const previously = random.chance(age >= 35 ? 0.25 : 0.06);
  const maritalStatus: MaritalStatus | null = random.chance(0.05)
    ? null
    : previously
      ? random.chance(0.7)
        ? 'Divorced'
        : 'Widowed'
      : 'Never married';
  const childrenCount =
    maritalStatus === 'Divorced' || maritalStatus === 'Widowed'
      ? random.pickWeighted([
          [0, 5],
          [1, 4],
          [2, 2],
          [3, 1],
        ] as const)
      : null;
  const biodataReligion: BiodataReligion | null = random.chance(0.04)
    ? null
    : BIODATA_RELIGION[religion];
  const practices = biodataReligion ? PRACTICE[biodataReligion] : [];
  const religiousPractice =
    practices.length > 0 && random.chance(0.45) ? random.pick(practices) : null;
  return { maritalStatus, childrenCount, religion: biodataReligion, religiousPractice };
}

function pickPartnerPreferences(
  random: Random,
  biodataType: BiodataType,
  age: number,
  heightIndex: number,
) {
  const partnerType: BiodataType = biodataType === 'Female' ? 'Male' : 'Female';
  const partnerAge = random.chance(NO_PARTNER_AGE_SHARE)
    ? null
    : Math.min(
        AGE_MAX,
        Math.max(
          MARRIAGE_AGE_MIN[partnerType],
          biodataType === 'Female' ? age + random.int(2, 7) : age - random.int(1, 6),
        ),
      );
  // Women mostly ask for 5'5" and taller; men for someone shorter, 4'9" to 5'5".
  const partnerHeightIndex =
    biodataType === 'Female'
      ? Math.min(HEIGHTS.length - 1, Math.max(heightIndex + random.int(1, 3), 7))
      : Math.min(7, Math.max(heightIndex - random.int(1, 3), 4));
  const expectedPartnerHeight = HEIGHTS[partnerHeightIndex] ?? `5'2"`;
  const expectedPartnerWeight = pickWeight(
    random,
    partnerType,
    partnerHeightIndex,
    partnerAge ?? age,
  );
  return { expectedPartnerAge: partnerAge, expectedPartnerHeight, expectedPartnerWeight };
}

/** A mobile in the E.164 form the biodata form stores (+88 and the local 01XXXXXXXXX). */
function pickMobile(random: Random): string {
  const prefix = random.pickWeighted(MOBILE_PREFIXES);
  return `+88${prefix}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
}

/** Biodatas that name no guardian to call. */
const NO_GUARDIAN_SHARE = 0.25;

/**
 * The guardian the other family may call: mostly the father, the mother when he is not alive or
 * now and then instead, with a number of their own; a quarter give none.
 */
function pickGuardian(
  random: Random,
  parents: {
    fathersName: string;
    mothersName: string;
    fathersOccupation: string | null;
    mothersOccupation: string | null;
  },
): Pick<SeedBiodata, 'guardianName' | 'guardianRelation' | 'guardianMobile'> {
  const isFatherAlive = parents.fathersOccupation !== 'Deceased';
  const isMotherAlive = parents.mothersOccupation !== 'Deceased';
  if (random.chance(NO_GUARDIAN_SHARE) || (!isFatherAlive && !isMotherAlive)) {
    return { guardianName: null, guardianRelation: null, guardianMobile: null };
  }
  const isFather = isFatherAlive && (!isMotherAlive || random.chance(0.75));
  return {
    guardianName: isFather ? parents.fathersName : parents.mothersName,
    guardianRelation: isFather ? 'Father' : 'Mother',
    guardianMobile: pickMobile(random),
  };
}

/** The owner's user id of record `index` of seed `seed`. */
export function toSeedUserId({ seed, index }: { seed: number; index: number }): string {
  return `seed-${seed}-${index}`;
}

/** One demo person: their user row and their biodata. Pure: same inputs, same person. */
export function generateSeedPerson({
  seed,
  index,
  today,
}: {
  seed: number;
  /** 1-based record number. */
  index: number;
  today: Date;
}): SeedPerson {
  const random = createRecordRandom({ seed, index });
  const biodataType: BiodataType = random.chance(0.5) ? 'Female' : 'Male';
  const religion = random.pickWeighted(RELIGION_WEIGHTS);
  const [minAge, maxAge] = random.pickWeighted(AGE_BANDS[biodataType]);
  const age = random.int(minAge, maxAge);
  const dob = birthDateForAge(random, age, today);
  const { name, fathersName, mothersName, emailName } = pickNames(random, religion, biodataType);
  const race = random.pickWeighted(RACE_WEIGHTS);
  const heightIndex = random.pickWeighted(HEIGHT_WEIGHTS[biodataType]);
  const height = HEIGHTS[heightIndex] ?? `5'2"`;
  const weight = pickWeight(random, biodataType, heightIndex, age);
  const occupation = pickOccupation(random, biodataType, age);
  const { permanentDivision, presentDivision } = pickDivisions(random, religion);
  const partner = pickPartnerPreferences(random, biodataType, age, heightIndex);
  const mobile = pickMobile(random);
  const portrait = random.pick(listPortraitCandidates({ biodataType, religion, race, age }));
  const image = random.chance(NO_PHOTO_SHARE) ? null : portrait.path;
  const person: Person = random.chance(PREMIUM_SHARE) ? 'premium' : 'normal';
  const userId = toSeedUserId({ seed, index });
  // Drawn after every earlier field, so adding them changed none of those.
  const districts = pickDistricts(random, { permanentDivision, presentDivision });
  const personal = pickPersonalFacts(random, religion, age);
  const background = pickBackground(random, { biodataType, age, occupation, religion });
  const guardian = pickGuardian(random, {
    fathersName,
    mothersName,
    fathersOccupation: background.fathersOccupation,
    mothersOccupation: background.mothersOccupation,
  });
  const expectations = pickExpectations(random, {
    biodataType,
    age,
    religion,
    permanentDivision,
    presentDivision,
    maritalStatus: personal.maritalStatus,
    educationLevel: background.educationLevel,
    expectedPartnerAge: partner.expectedPartnerAge,
    expectedPartnerHeight: partner.expectedPartnerHeight,
  });

  return {
    user: {
      id: userId,
      name,
      email: `${emailName}.s${seed}.${index}@example.com`,
      image,
      role: 'customer',
      person,
    },
    biodata: {
      userId,
      biodataType,
      name,
      profileImage: image,
      dob,
      height,
      weight,
      occupation,
      race,
      fathersName,
      mothersName,
      permanentDivision,
      presentDivision,
      ...districts,
      ...personal,
      ...background,
      ...partner,
      ...expectations,
      mobile,
      ...guardian,
    },
    religion,
    age,
  };
}
