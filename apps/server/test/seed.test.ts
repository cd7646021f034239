import { AGE_MAX, AGE_MIN, MARRIAGE_AGE_MIN } from '@bondhon/shared/constants';
import {
  BIODATA_TYPES,
  DIVISIONS,
  HEIGHTS,
  OCCUPATIONS,
  RACES,
  WEIGHTS,
  type BiodataType,
} from '@bondhon/shared/options';
import { isDistrictOf } from '@bondhon/shared/districts';
import { RELIGIONS as BIODATA_RELIGIONS, type Division } from '@bondhon/shared/options';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../src/db/client';
import { generateSeedPerson } from '../src/db/seed/generate-biodata';
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
          b.expected_partner_age,
          b.expected_partner_height, b.expected_partner_weight, b.mobile,
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
