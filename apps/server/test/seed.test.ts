import { AGE_MAX, AGE_MIN, MARRIAGE_AGE_MIN, PARTNER_AGE } from '@bondhon/shared/constants';
import {
  ABOUT_ME_MAX,
  BIODATA_TYPES,
  DIVISIONS,
  ECONOMIC_STATUSES,
  EDUCATION_LEVELS,
  EDUCATION_RANKS,
  EXPECTATIONS_NOTE_MAX,
  FAMILY_TYPES,
  HEIGHTS,
  INCOME_RANGES,
  OCCUPATIONS,
  RACES,
  SHORT_TEXT_MAX,
  SIBLINGS_MAX,
  WEIGHTS,
  type BiodataType,
  type EducationLevel,
} from '@bondhon/shared/options';
import { isDistrictOf } from '@bondhon/shared/districts';
// The partner expectations beyond the spec's three, drawn last of all.
import { EXPECTATION_FIELDS } from '@bondhon/shared/partner-expectations';
import {
  MARITAL_STATUSES as BIODATA_MARITAL_STATUSES,
  RELIGIONS as BIODATA_RELIGIONS,
  type Division,
} from '@bondhon/shared/options';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../src/db/client';
import {
  generateSeedPerson,
  type SeedBiodata,
  type SeedPerson,
} from '../src/db/seed/generate-biodata';
import { RELIGIONS } from '../src/db/seed/names';
import { listPortraitCandidates } from '../src/db/seed/portrait-choice';
import { findPortrait } from '../src/media/portraits';
import {
  generateSeedBatch,
  seedBiodatas,
  type SeedBiodatasResult,
  type SeedProgress,
} from '../src/db/seed/seed-biodatas';
import { createTestDatabase } from './helpers/test-database';

const TODAY = new Date('2026-03-15T10:00:00Z');
const MOBILE = /^\+8801[3-9]\d{8}$/;

/** The education, work and family fields, drawn after all the others. */
/** The guardian's contact, drawn after the background. */
const GUARDIAN_FIELDS = ['guardianName', 'guardianRelation', 'guardianMobile'] as const;

const BACKGROUND_FIELDS = [
  'educationLevel',
  'educationSubject',
  'institution',
  'occupationDetail',
  'monthlyIncome',
  'fathersOccupation',
  'mothersOccupation',
  'brothersCount',
  'sistersCount',
  'familyType',
  'economicStatus',
  'aboutMe',
] as const satisfies readonly (keyof SeedBiodata)[];
const SHORT_TEXT_FIELDS = [
  'educationSubject',
  'institution',
  'occupationDetail',
  'fathersOccupation',
  'mothersOccupation',
] as const satisfies readonly (keyof SeedBiodata)[];
/** One line of words and ordinary punctuation, no markup, no doubled or edge spaces. */
const PLAIN_TEXT = /^[A-Za-z0-9'(),.&/-]+(?: [A-Za-z0-9'(),.&/-]+)*$/;

function generatePeople(seed: number, count: number): SeedPerson[] {
  return Array.from({ length: count }, (_, i) =>
    generateSeedPerson({ seed, index: i + 1, today: TODAY }),
  );
}

/** The people of seed 4, read by the background tests. */
const PEOPLE = generatePeople(4, 4000);

function rankOf(level: EducationLevel | null): number {
  return level === null ? 0 : EDUCATION_RANKS[level];
}

interface SeededRow {
  addid: number;
  user_id: string;
  biodata_type: BiodataType;
  name: string;
  profile_image: string | null;
  age: number;
  height: string;
  weight: string;
  occupation: string;
  race: string;
  fathers_name: string | null;
  mothers_name: string | null;
  permanent_division: Division;
  present_division: Division;
  permanent_district: string | null;
  present_district: string | null;
  marital_status: string | null;
  children_count: number | null;
  religion: string | null;
  education_level: string | null;
  education_subject: string | null;
  institution: string | null;
  occupation_detail: string | null;
  monthly_income: string | null;
  fathers_occupation: string | null;
  mothers_occupation: string | null;
  brothers_count: number | null;
  sisters_count: number | null;
  family_type: string | null;
  economic_status: string | null;
  about_me: string | null;
  guardian_name: string | null;
  guardian_relation: string | null;
  guardian_mobile: string | null;
  expected_age_min: number | null;
  expected_age_max: number | null;
  expected_height_min: string | null;
  expected_height_max: string | null;
  acceptable_marital_statuses: string[] | null;
  preferred_divisions: string[] | null;
  expected_min_education: string | null;
  expectations_note: string | null;
  expected_partner_age: number | null;
  expected_partner_height: string;
  expected_partner_weight: string;
  mobile: string;
  email: string;
  user_name: string;
  image: string | null;
  role: string;
  person: string;
}

async function query<T>(database: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

async function readSeededRows(database: Database): Promise<SeededRow[]> {
  return query<SeededRow>(
    database,
    sql`select b.addid, b.user_id, b.biodata_type, b.name, b.profile_image,
          date_part('year', age(current_date, b.dob))::int as age,
          b.height, b.weight, b.occupation, b.race, b.fathers_name, b.mothers_name,
          b.permanent_division, b.present_division, b.permanent_district, b.present_district,
          b.marital_status, b.children_count, b.religion,
          b.education_level, b.education_subject, b.institution, b.occupation_detail,
          b.monthly_income, b.fathers_occupation, b.mothers_occupation,
          b.brothers_count, b.sisters_count, b.family_type, b.economic_status, b.about_me,
          b.expected_partner_age,
          b.expected_partner_height, b.expected_partner_weight, b.mobile,
          b.guardian_name, b.guardian_relation, b.guardian_mobile,
          b.expected_age_min, b.expected_age_max, b.expected_height_min, b.expected_height_max,
          b.acceptable_marital_statuses, b.preferred_divisions, b.expected_min_education,
          b.expectations_note,
          u.email, u.name as user_name, u.image, u.role, u.person
        from biodatas b join users u on u.id = b.user_id
        order by b.addid`,
  );
}

async function countRows(database: Database, table: 'users' | 'biodatas'): Promise<number> {
  const [row] = await query<{ count: number }>(
    database,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return row?.count ?? -1;
}

describe('the demo data generator', () => {
  it('gives the same people for the same seed, run after run', () => {
    const first = Array.from({ length: 200 }, (_, i) =>
      generateSeedPerson({ seed: 7, index: i + 1, today: TODAY }),
    );
    const second = Array.from({ length: 200 }, (_, i) =>
      generateSeedPerson({ seed: 7, index: i + 1, today: new Date(TODAY) }),
    );
    expect(second).toEqual(first);
  });

  it('gives a record the same person whatever the batch it is generated in', () => {
    const whole = generateSeedBatch({ seed: 3, start: 1, size: 50, today: TODAY });
    const head = generateSeedBatch({ seed: 3, start: 1, size: 17, today: TODAY });
    const tail = generateSeedBatch({ seed: 3, start: 18, size: 33, today: TODAY });
    expect([...head.biodatas.name, ...tail.biodatas.name]).toEqual(whole.biodatas.name);
    expect([...head.biodatas.mobile, ...tail.biodatas.mobile]).toEqual(whole.biodatas.mobile);
    expect([...head.users.email, ...tail.users.email]).toEqual(whole.users.email);
  });

  it('gives other people for another seed', () => {
    const people = (seed: number) =>
      Array.from({ length: 50 }, (_, i) =>
        generateSeedPerson({ seed, index: i + 1, today: TODAY }),
      );
    const first = people(1);
    const second = people(2);
    const firstMobiles = new Set(first.map((person) => person.biodata.mobile));
    expect(second.filter((person) => firstMobiles.has(person.biodata.mobile))).toHaveLength(0);
    const sameName = second.filter((person, i) => person.biodata.name === first[i]?.biodata.name);
    expect(sameName.length).toBeLessThan(5);
    expect(second[0]?.user.id).toBe('seed-2-1');
  });

  it('keeps the people of a seed as they were before the background fields were added', () => {
    const withoutBackground = generatePeople(1, 1000).map((person) => {
      const earlier: Partial<SeedBiodata> = { ...person.biodata };
      for (const field of [...BACKGROUND_FIELDS, ...GUARDIAN_FIELDS, ...EXPECTATION_FIELDS]) {
        delete earlier[field];
      }
      return { ...person, biodata: earlier };
    });
    // The digest of these 1,000 people as generated before the background fields existed.
    expect(createHash('sha256').update(JSON.stringify(withoutBackground)).digest('hex')).toBe(
      '1c31f250c710ee0822ae4d569c2374790cf521bd6660ba78d91b57a8603cc0e0',
    );
  });

  it('draws every background choice from its option list and uses every option', () => {
    const valuesOf = <K extends keyof SeedBiodata>(field: K) =>
      new Set(PEOPLE.map((person) => person.biodata[field]));
    const lists = {
      educationLevel: EDUCATION_LEVELS,
      monthlyIncome: INCOME_RANGES,
      familyType: FAMILY_TYPES,
      economicStatus: ECONOMIC_STATUSES,
    } as const;
    for (const [field, options] of Object.entries(lists) as [
      keyof typeof lists,
      readonly string[],
    ][]) {
      const values = valuesOf(field);
      for (const value of values) expect([...options, null]).toContain(value);
      for (const option of options) expect(values, `${field} ${option}`).toContain(option);
    }
    for (const field of ['brothersCount', 'sistersCount'] as const) {
      const counts = valuesOf(field);
      for (const count of counts) {
        if (count === null) continue;
        expect(Number.isInteger(count)).toBe(true);
        expect(count).toBeGreaterThanOrEqual(0);
        expect(count).toBeLessThanOrEqual(Math.min(4, SIBLINGS_MAX));
      }
      expect(counts).toEqual(new Set([0, 1, 2, 3, 4, null]));
    }
  });

  it('leaves each background field out for some people, and fills it for most', () => {
    for (const field of BACKGROUND_FIELDS) {
      const empty = PEOPLE.filter((person) => person.biodata[field] === null).length;
      expect(empty / PEOPLE.length, field).toBeGreaterThan(0.05);
      expect(empty / PEOPLE.length, field).toBeLessThan(0.35);
    }
  });

  it('draws each partner expectation for some people and leaves it out for others', () => {
    for (const field of EXPECTATION_FIELDS) {
      const given = PEOPLE.filter((person) => person.biodata[field] !== null).length;
      expect(given / PEOPLE.length, field).toBeGreaterThan(0.25);
      expect(given / PEOPLE.length, field).toBeLessThan(0.85);
    }
  });

  it('keeps the partner expectations within their lists and limits, and each range in order', () => {
    for (const { biodata } of PEOPLE) {
      const { expectedAgeMin: min, expectedAgeMax: max } = biodata;
      for (const age of [min, max]) {
        if (age !== null) expect(age).toBeGreaterThanOrEqual(PARTNER_AGE.min);
        if (age !== null) expect(age).toBeLessThanOrEqual(PARTNER_AGE.max);
      }
      if (min !== null && max !== null) expect(min).toBeLessThanOrEqual(max);
      const heights = [biodata.expectedHeightMin, biodata.expectedHeightMax];
      for (const height of heights) if (height !== null) expect(HEIGHTS).toContain(height);
      if (heights[0] && heights[1]) {
        expect(HEIGHTS.indexOf(heights[0])).toBeLessThanOrEqual(HEIGHTS.indexOf(heights[1]));
      }
      for (const [list, options] of [
        [biodata.acceptableMaritalStatuses, BIODATA_MARITAL_STATUSES],
        [biodata.preferredDivisions, DIVISIONS],
      ] as const) {
        if (list === null) continue;
        expect(list.length).toBeGreaterThan(0);
        expect(new Set(list).size).toBe(list.length);
        for (const value of list) expect(options).toContain(value);
      }
      if (biodata.expectedMinEducation !== null) {
        expect(EDUCATION_LEVELS).toContain(biodata.expectedMinEducation);
      }
      if (biodata.expectationsNote !== null) {
        expect(biodata.expectationsNote.length).toBeLessThanOrEqual(EXPECTATIONS_NOTE_MAX);
        expect(biodata.expectationsNote).toMatch(PLAIN_TEXT);
      }
    }
  });

  it('asks a partner of about one’s own age: women mostly older men, men mostly younger women', () => {
    const withRange = PEOPLE.filter(
      ({ biodata }) => biodata.expectedAgeMin !== null && biodata.expectedAgeMax !== null,
    );
    const middle = ({ biodata }: SeedPerson) =>
      ((biodata.expectedAgeMin ?? 0) + (biodata.expectedAgeMax ?? 0)) / 2;
    const shareOf = (type: BiodataType, isOlder: boolean) => {
      const people = withRange.filter((person) => person.biodata.biodataType === type);
      const matching = people.filter((person) => middle(person) > person.age === isOlder);
      return matching.length / people.length;
    };
    expect(shareOf('Female', true)).toBeGreaterThan(0.85);
    expect(shareOf('Male', false)).toBeGreaterThan(0.85);
    for (const person of withRange) {
      expect(Math.abs(middle(person) - person.age), String(person.age)).toBeLessThan(12);
      const partnerType: BiodataType = person.biodata.biodataType === 'Female' ? 'Male' : 'Female';
      expect(person.biodata.expectedAgeMin).toBeGreaterThanOrEqual(MARRIAGE_AGE_MIN[partnerType]);
    }
    // The spec's single age, where given, lies in the range.
    for (const { biodata } of withRange) {
      if (biodata.expectedPartnerAge === null) continue;
      expect(biodata.expectedPartnerAge).toBeGreaterThanOrEqual(biodata.expectedAgeMin ?? 0);
      expect(biodata.expectedPartnerAge).toBeLessThanOrEqual(biodata.expectedAgeMax ?? 0);
    }
  });

  it('mostly accepts one’s own marital status, and prefers one’s own home division', () => {
    const never = PEOPLE.filter(
      ({ biodata }) =>
        biodata.maritalStatus === 'Never married' && biodata.acceptableMaritalStatuses !== null,
    );
    const onlyNever = never.filter(
      ({ biodata }) => biodata.acceptableMaritalStatuses?.join() === 'Never married',
    );
    expect(onlyNever.length / never.length).toBeGreaterThan(0.6);
    expect(onlyNever.length).toBeLessThan(never.length);
    const married = PEOPLE.filter(
      ({ biodata }) =>
        (biodata.maritalStatus === 'Divorced' || biodata.maritalStatus === 'Widowed') &&
        biodata.acceptableMaritalStatuses !== null,
    );
    expect(married.length).toBeGreaterThan(10);
    for (const { biodata } of married) {
      expect(biodata.acceptableMaritalStatuses).toContain(biodata.maritalStatus);
    }
    for (const { biodata } of PEOPLE) {
      if (biodata.preferredDivisions !== null) {
        expect(biodata.preferredDivisions).toContain(biodata.permanentDivision);
      }
    }
    // Some name only their home, others two or three divisions.
    const lengths = new Set(PEOPLE.map(({ biodata }) => biodata.preferredDivisions?.length ?? 0));
    expect([1, 2, 3].every((length) => lengths.has(length))).toBe(true);
  });

  it('keeps the background texts within the database limits, as plain one-line text', () => {
    for (const { biodata } of PEOPLE) {
      for (const field of SHORT_TEXT_FIELDS) {
        const text = biodata[field];
        if (text === null) continue;
        expect(text.length, field).toBeLessThanOrEqual(SHORT_TEXT_MAX);
        expect(text, field).toMatch(PLAIN_TEXT);
      }
      if (biodata.aboutMe !== null) {
        expect(biodata.aboutMe.length).toBeLessThanOrEqual(ABOUT_ME_MAX);
        expect(biodata.aboutMe).toMatch(PLAIN_TEXT);
        const sentences = biodata.aboutMe.split(/(?<=\.) /);
        expect(sentences.length).toBeGreaterThanOrEqual(1);
        expect(sentences.length).toBeLessThanOrEqual(3);
        for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
      }
    }
    const aboutMes = new Set(PEOPLE.map((person) => person.biodata.aboutMe));
    expect(aboutMes.size).toBeGreaterThan(500);
  });

  it("gives doctors and engineers at least a bachelor's degree in their own field", () => {
    const doctors = PEOPLE.filter((person) => person.biodata.occupation === 'Doctor');
    const engineers = PEOPLE.filter((person) => person.biodata.occupation === 'Engineer');
    expect(doctors.length).toBeGreaterThan(200);
    expect(engineers.length).toBeGreaterThan(200);
    for (const { biodata } of [...doctors, ...engineers]) {
      if (biodata.educationLevel === null) continue;
      expect(rankOf(biodata.educationLevel)).toBeGreaterThanOrEqual(EDUCATION_RANKS["Bachelor's"]);
    }
    for (const { biodata } of doctors) {
      if (biodata.educationSubject === null) continue;
      expect(biodata.educationSubject).toMatch(
        /MBBS|BDS|FCPS|MD|MS|MPH|Public Health|Pharmacology/,
      );
    }
    for (const { biodata } of engineers) {
      if (biodata.educationSubject === null) continue;
      expect(biodata.educationSubject).toMatch(/Engineering|CSE|EEE/);
    }
  });

  it('puts students at the stage of study their age suggests, and nobody past their age', () => {
    const students = PEOPLE.filter((person) => person.biodata.occupation === 'Student');
    expect(students.length).toBeGreaterThan(300);
    for (const { age, biodata } of students) {
      const rank = rankOf(biodata.educationLevel);
      if (age <= 19) expect(rank).toBeLessThanOrEqual(EDUCATION_RANKS["Bachelor's"]);
      if (biodata.educationLevel !== null) expect(rank).toBeGreaterThanOrEqual(EDUCATION_RANKS.HSC);
    }
    const levels = new Set(students.map((person) => person.biodata.educationLevel));
    expect(levels).toContain('HSC');
    expect(levels).toContain("Bachelor's");
    // A master's, Kamil or doctorate from 23 at the earliest; the Qawmi Dawrah from 20.
    for (const { age, biodata } of PEOPLE) {
      const rank = rankOf(biodata.educationLevel);
      if (age < 20) expect(rank).toBeLessThan(EDUCATION_RANKS["Master's"]);
      if (age < 23 && biodata.educationLevel !== 'Qawmi/Dawrah') {
        expect(rank).toBeLessThan(EDUCATION_RANKS["Master's"]);
      }
      if (age < 27) expect(biodata.educationLevel).not.toBe('Doctorate');
    }
  });

  it('puts some Muslims, and no one else, on the madrasa track, and only men at Qawmi ones', () => {
    const madrasa = new Set<EducationLevel>(['Dakhil', 'Alim', 'Fazil', 'Kamil', 'Qawmi/Dawrah']);
    const onTrack = PEOPLE.filter(
      (person) => person.biodata.educationLevel && madrasa.has(person.biodata.educationLevel),
    );
    expect(onTrack.every((person) => person.religion === 'Muslim')).toBe(true);
    const muslims = PEOPLE.filter((person) => person.religion === 'Muslim').length;
    expect(onTrack.length / muslims).toBeGreaterThan(0.03);
    expect(onTrack.length / muslims).toBeLessThan(0.15);
    const qawmi = onTrack.filter((person) => person.biodata.educationLevel === 'Qawmi/Dawrah');
    expect(qawmi.length).toBeGreaterThan(0);
    expect(qawmi.every((person) => person.biodata.biodataType === 'Male')).toBe(true);
  });

  it('gives students little or no income and senior doctors and engineers the most', () => {
    const incomeIndex = (person: SeedPerson) =>
      person.biodata.monthlyIncome === null
        ? -1
        : INCOME_RANGES.indexOf(person.biodata.monthlyIncome);
    const students = PEOPLE.filter((person) => person.biodata.occupation === 'Student');
    const lowOrNone = students.filter((person) => incomeIndex(person) <= 0).length;
    expect(lowOrNone / students.length).toBeGreaterThan(0.85);
    const senior = PEOPLE.filter(
      (person) =>
        (person.biodata.occupation === 'Doctor' || person.biodata.occupation === 'Engineer') &&
        person.age >= 35 &&
        person.biodata.monthlyIncome !== null,
    );
    expect(senior.length).toBeGreaterThan(50);
    const highEarners = senior.filter((person) => incomeIndex(person) >= 3).length;
    expect(highEarners / senior.length).toBeGreaterThan(0.6);
  });

  it('makes most families nuclear and most of them middle class', () => {
    const families = PEOPLE.filter((person) => person.biodata.familyType !== null);
    const nuclear = families.filter((person) => person.biodata.familyType === 'Nuclear').length;
    expect(nuclear / families.length).toBeGreaterThan(0.6);
    const statuses = PEOPLE.map((person) => person.biodata.economicStatus).filter(
      (status) => status !== null,
    );
    const middle = statuses.filter((status) => /middle class/i.test(status)).length;
    expect(middle / statuses.length).toBeGreaterThan(0.6);
  });

  it('finds a fitting portrait for every type, religion, skin colour and age', () => {
    for (const biodataType of BIODATA_TYPES) {
      for (const religion of RELIGIONS) {
        for (const race of RACES) {
          for (const age of [AGE_MIN, 30, 50, AGE_MAX]) {
            const candidates = listPortraitCandidates({ biodataType, religion, race, age });
            expect(candidates.length).toBeGreaterThan(0);
            for (const portrait of candidates) {
              expect(portrait.biodataType).toBe(biodataType);
              if (religion !== 'Muslim') expect(portrait.covering).toBe('none');
            }
          }
        }
      }
    }
  });
});

describe('seedBiodatas', () => {
  // The first run's database, only read by the tests; a test that seeds again seeds a database
  // of its own.
  let database: Database;
  let firstRun: SeedBiodatasResult;
  const progress: SeedProgress[] = [];

  /** A fresh database, closed when the test ends, seeded with `count` people of seed 1. */
  async function databaseSeededWith(count: number): Promise<Database> {
    const own = await createTestDatabase();
    onTestFinished(() => own.close());
    if (count > 0) {
      const result = await seedBiodatas({ db: own.db, count, seed: 1, batchSize: 100 });
      expect(result).toMatchObject({ inserted: count, isComplete: true });
    }
    return own;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    firstRun = await seedBiodatas({
      db: database.db,
      count: 300,
      seed: 1,
      batchSize: 64,
      onProgress: (step) => progress.push(step),
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('inserts 300 biodatas, each with its own customer account', async () => {
    expect(firstRun).toEqual({
      processed: 300,
      total: 300,
      inserted: 300,
      skipped: 0,
      isComplete: true,
    });
    expect(await countRows(database, 'biodatas')).toBe(300);
    expect(await countRows(database, 'users')).toBe(300);
    const rows = await readSeededRows(database);
    expect(rows).toHaveLength(300);
    for (const row of rows) {
      expect(row.role).toBe('customer');
      expect(row.user_name).toBe(row.name);
      expect(row.email).toMatch(/^[a-z]+\.[a-z]+\.s1\.\d+@example\.com$/);
      expect(row.image).toBe(row.profile_image);
    }
    expect(new Set(rows.map((row) => row.email)).size).toBe(300);
  });

  it('reports its progress batch by batch up to the total', () => {
    expect(progress.map((step) => step.processed)).toEqual([64, 128, 192, 256, 300]);
    expect(progress.at(-1)).toMatchObject({ total: 300, inserted: 300, skipped: 0 });
  });

  it("gives most biodatas districts, each one of its division's", async () => {
    const rows = await readSeededRows(database);
    for (const row of rows) {
      if (row.permanent_district) {
        expect(isDistrictOf(row.permanent_division, row.permanent_district)).toBe(true);
      }
      if (row.present_district) {
        expect(isDistrictOf(row.present_division, row.present_district)).toBe(true);
      }
    }
    const withDistrict = rows.filter((row) => row.permanent_district !== null).length;
    expect(withDistrict / rows.length).toBeGreaterThan(0.8);
    expect(withDistrict).toBeLessThan(rows.length);
  });

  it('gives most biodatas a marital status and a religion, children only to the married before', async () => {
    const rows = await readSeededRows(database);
    const never = rows.filter((row) => row.marital_status === 'Never married');
    expect(never.length / rows.length).toBeGreaterThan(0.7);
    expect(never.every((row) => row.children_count === null)).toBe(true);
    expect(rows.some((row) => row.marital_status === 'Divorced' && row.children_count! > 0)).toBe(
      true,
    );
    const religions = new Set(rows.map((row) => row.religion));
    for (const religion of religions) expect([...BIODATA_RELIGIONS, null]).toContain(religion);
    expect(religions).toContain('Islam');
    expect(religions).toContain('Hinduism');
    expect(rows.filter((row) => row.religion !== null).length / rows.length).toBeGreaterThan(0.9);
  });

  it('stores each background field the generator drew in its own column', async () => {
    const rows = await readSeededRows(database);
    const stored = rows.map((row) => ({
      educationLevel: row.education_level,
      educationSubject: row.education_subject,
      institution: row.institution,
      occupationDetail: row.occupation_detail,
      monthlyIncome: row.monthly_income,
      fathersOccupation: row.fathers_occupation,
      mothersOccupation: row.mothers_occupation,
      brothersCount: row.brothers_count,
      sistersCount: row.sisters_count,
      familyType: row.family_type,
      economicStatus: row.economic_status,
      aboutMe: row.about_me,
    }));
    const generated = generatePeople(1, 300).map(({ biodata }) =>
      Object.fromEntries(BACKGROUND_FIELDS.map((field) => [field, biodata[field]])),
    );
    expect(stored).toEqual(generated);
    expect(rows.some((row) => row.education_level !== null && row.about_me !== null)).toBe(true);
  });

  it('stores each partner expectation the generator drew in its own column, lists as arrays', async () => {
    const rows = await readSeededRows(database);
    const stored = rows.map((row) => ({
      expectedAgeMin: row.expected_age_min,
      expectedAgeMax: row.expected_age_max,
      expectedHeightMin: row.expected_height_min,
      expectedHeightMax: row.expected_height_max,
      acceptableMaritalStatuses: row.acceptable_marital_statuses,
      preferredDivisions: row.preferred_divisions,
      expectedMinEducation: row.expected_min_education,
      expectationsNote: row.expectations_note,
    }));
    const generated = generatePeople(1, 300).map(({ biodata }) =>
      Object.fromEntries(EXPECTATION_FIELDS.map((field) => [field, biodata[field]])),
    );
    expect(stored).toEqual(generated);
    expect(rows.some((row) => (row.acceptable_marital_statuses?.length ?? 0) > 1)).toBe(true);
    expect(rows.some((row) => (row.preferred_divisions?.length ?? 0) > 1)).toBe(true);
  });

  it('covers both types and all eight divisions', async () => {
    const rows = await readSeededRows(database);
    expect(new Set(rows.map((row) => row.biodata_type))).toEqual(new Set(BIODATA_TYPES));
    expect(new Set(rows.map((row) => row.permanent_division))).toEqual(new Set(DIVISIONS));
    expect(new Set(rows.map((row) => row.present_division))).toEqual(new Set(DIVISIONS));
    const women = rows.filter((row) => row.biodata_type === 'Female').length;
    expect(women).toBeGreaterThan(100);
    expect(women).toBeLessThan(200);
  });

  it('draws every field from the option lists', async () => {
    for (const row of await readSeededRows(database)) {
      expect(HEIGHTS).toContain(row.height);
      expect(HEIGHTS).toContain(row.expected_partner_height);
      expect(WEIGHTS).toContain(row.weight);
      expect(WEIGHTS).toContain(row.expected_partner_weight);
      expect(OCCUPATIONS).toContain(row.occupation);
      expect(RACES).toContain(row.race);
      expect(DIVISIONS).toContain(row.permanent_division);
      expect(DIVISIONS).toContain(row.present_division);
      expect(row.fathers_name).toMatch(/\S+ \S+/);
      expect(row.mothers_name).toMatch(/\S+ \S+/);
      if (row.expected_partner_age !== null) {
        expect(row.expected_partner_age).toBeGreaterThanOrEqual(AGE_MIN);
        expect(row.expected_partner_age).toBeLessThanOrEqual(AGE_MAX);
      }
      if (row.profile_image !== null) {
        const name = row.profile_image.replace('/media/portraits/', '');
        expect(findPortrait({ name })?.biodataType).toBe(row.biodata_type);
      }
    }
  });

  it('leaves some photos and some partner ages empty, but not most', async () => {
    const rows = await readSeededRows(database);
    const withoutPhoto = rows.filter((row) => row.profile_image === null).length;
    const withoutPartnerAge = rows.filter((row) => row.expected_partner_age === null).length;
    expect(withoutPhoto).toBeGreaterThan(0);
    expect(withoutPhoto).toBeLessThan(90);
    expect(withoutPartnerAge).toBeGreaterThan(0);
    expect(withoutPartnerAge).toBeLessThan(150);
  });

  it('gives every person an age from 18 to 60, men at least 21, mostly 20 to 35', async () => {
    const rows = await readSeededRows(database);
    for (const row of rows) {
      expect(row.age).toBeGreaterThanOrEqual(MARRIAGE_AGE_MIN[row.biodata_type]);
      expect(row.age).toBeLessThanOrEqual(AGE_MAX);
    }
    const prime = rows.filter((row) => row.age >= 20 && row.age <= 35).length;
    expect(prime / rows.length).toBeGreaterThan(0.6);
  });

  it("names the father or the mother as most people's guardian, with a number of their own", async () => {
    const rows = await readSeededRows(database);
    const given = rows.filter((row) => row.guardian_name !== null);
    expect(given.length / rows.length).toBeGreaterThan(0.6);
    expect(given.length).toBeLessThan(rows.length);
    for (const row of given) {
      expect(row.guardian_mobile).toMatch(MOBILE);
      expect(row.guardian_mobile).not.toBe(row.mobile);
      expect(row.guardian_name).toBe(
        row.guardian_relation === 'Father' ? row.fathers_name : row.mothers_name,
      );
    }
    expect(new Set(given.map((row) => row.guardian_relation))).toEqual(
      new Set(['Father', 'Mother']),
    );
    for (const row of rows.filter((candidate) => candidate.guardian_name === null)) {
      expect([row.guardian_relation, row.guardian_mobile]).toEqual([null, null]);
    }
  });

  it('gives everyone a valid Bangladeshi mobile number', async () => {
    for (const row of await readSeededRows(database)) expect(row.mobile).toMatch(MOBILE);
  });

  it('makes between 5% and 30% of the owners premium', async () => {
    const rows = await readSeededRows(database);
    const premium = rows.filter((row) => row.person === 'premium').length;
    expect(premium).toBeGreaterThanOrEqual(rows.length * 0.05);
    expect(premium).toBeLessThanOrEqual(rows.length * 0.3);
  });

  it('lets the database number the biodatas 1 to N in record order', async () => {
    const rows = await readSeededRows(database);
    expect(rows.map((row) => row.addid)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(rows.map((row) => row.user_id)).toEqual(
      Array.from({ length: 300 }, (_, i) => `seed-1-${i + 1}`),
    );
  });

  it('inserts nothing new when the same seed runs again, without using up Biodata IDs', async () => {
    const seeded = await databaseSeededWith(300);
    const again = await seedBiodatas({ db: seeded.db, count: 300, seed: 1, batchSize: 100 });
    expect(again).toMatchObject({ processed: 300, inserted: 0, skipped: 300 });
    expect(await countRows(seeded, 'biodatas')).toBe(300);
    expect(await countRows(seeded, 'users')).toBe(300);

    const more = await seedBiodatas({ db: seeded.db, count: 310, seed: 1 });
    expect(more).toMatchObject({ inserted: 10, skipped: 300 });
    const rows = await readSeededRows(seeded);
    expect(rows.at(-1)).toMatchObject({ addid: 310, user_id: 'seed-1-310' });
  });

  it('adds other people for another seed, with several batches in flight', async () => {
    const seeded = await databaseSeededWith(310);
    const other = await seedBiodatas({
      db: seeded.db,
      count: 90,
      seed: 2,
      batchSize: 20,
      concurrency: 2,
    });
    expect(other).toMatchObject({ inserted: 90, skipped: 0, isComplete: true });
    const rows = await readSeededRows(seeded);
    expect(rows).toHaveLength(400);
    expect(rows.map((row) => row.addid)).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
    expect(rows.filter((row) => row.user_id.startsWith('seed-2-'))).toHaveLength(90);
  });

  it('stops between batches when asked to, keeping what it wrote', async () => {
    const seeded = await databaseSeededWith(0);
    const controller = new AbortController();
    const result = await seedBiodatas({
      db: seeded.db,
      count: 100,
      seed: 3,
      batchSize: 10,
      signal: controller.signal,
      onProgress: ({ processed }) => {
        if (processed === 30) controller.abort();
      },
    });
    expect(result).toMatchObject({ processed: 30, inserted: 30, isComplete: false });
    expect(await countRows(seeded, 'biodatas')).toBe(30);
  });

  it('refuses a batch size outside 1 to 50,000', async () => {
    await expect(
      seedBiodatas({ db: database.db, count: 5, seed: 1, batchSize: 0 }),
    ).rejects.toThrow(/batchSize must be a whole number/);
  });
});
