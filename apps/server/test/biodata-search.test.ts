import { AGE_MAX, AGE_MIN, PAGE_SIZE } from '@bondhon/shared/constants';
import { BIODATA_TYPES, DIVISIONS, FILTER_ALL } from '@bondhon/shared/options';
import { ageOn, latestDobForAge, todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { biodatas, users } from '../src/db/schema';
import { seedBiodatas } from '../src/db/seed/seed-biodatas';
import { explainSearchPage, readsOf } from './helpers/explain-search-page';
import { setStanding, signUp } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';
import {
  callerFor,
  CARD_KEYS,
  findCountMismatches,
  insertBiodataRow,
  shiftDate,
} from './biodata-fixtures';

interface Filters {
  maxAge: number;
  type: string;
  division: string;
}

interface Row {
  id: string;
  addid: number;
  dob: string;
  biodataType: string;
  permanentDivision: string;
}

/** A tiny deterministic generator, so a failing combination can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

describe('GET /api/biodatas/search', () => {
  // Set-up writes straight to the database, as another instance would: read it back at once.
  const ctx = useTestApp({ env: { PUBLIC_CACHE_TTL_MS: '0' } });
  const call = callerFor(ctx);

  const search = async (query: Partial<Filters> & { page?: number }) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await call('GET', `/api/biodatas/search?${params.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      items: { _id: string; yourAge: number; biodataType: string; permanentDivision: string }[];
      total: number;
      page: number;
      pageSize: number;
      pageCount: number;
    };
  };

  /** The listing worked out the slow way: every row, filtered and sorted in memory. */
  const bruteForce = async ({ maxAge, type, division }: Filters) => {
    const today = todayInBangladesh();
    const rows: Row[] = await ctx.app.db
      .select({
        id: biodatas.id,
        addid: biodatas.addid,
        dob: biodatas.dob,
        biodataType: biodatas.biodataType,
        permanentDivision: biodatas.permanentDivision,
      })
      .from(biodatas);
    return rows
      .filter((row) => {
        const age = ageOn(row.dob, today);
        return (
          age >= AGE_MIN &&
          age <= maxAge &&
          (type === FILTER_ALL || row.biodataType === type) &&
          (division === FILTER_ALL || row.permanentDivision === division)
        );
      })
      .sort((a, b) => (a.dob < b.dob ? 1 : a.dob > b.dob ? -1 : b.addid - a.addid))
      .map((row) => row.id);
  };

  const expectSameAsBruteForce = async (filters: Filters) => {
    const expected = await bruteForce(filters);
    const pageCount = Math.ceil(expected.length / PAGE_SIZE);
    const pages = new Set([
      1,
      2,
      Math.ceil(pageCount / 2),
      pageCount - 1,
      pageCount,
      pageCount + 1,
    ]);
    for (const page of [...pages].filter((page) => page >= 1)) {
      const answer = await search({ ...filters, page });
      const label = JSON.stringify({ ...filters, page });
      expect(answer.total, label).toBe(expected.length);
      expect(answer.pageCount, label).toBe(pageCount);
      expect(
        answer.items.map((item) => item._id),
        label,
      ).toEqual(expected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    }
  };

  describe('on an empty database', () => {
    // A database of its own: the seeded one's tests may run before or after these.
    const empty = useTestApp({ env: { PUBLIC_CACHE_TTL_MS: '0' } });
    const callEmpty = callerFor(empty);

    it('answers an empty page with a zero total', async () => {
      const response = await callEmpty('GET', '/api/biodatas/search');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 12,
        pageCount: 0,
        totalCapped: false,
      });
    });

    it('streams allData as an empty JSON array', async () => {
      const member = await signUp(empty.app, empty.env);
      const response = await callEmpty('GET', '/api/matremony/allData', member);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.body)).toEqual([]);
    });

    it('counts nothing', async () => {
      const admin = await signUp(empty.app, empty.env);
      await setStanding(empty.app, admin, { role: 'admin' });
      const response = await callEmpty('GET', '/api/bioDatas/counts', admin);
      expect(response.json()).toEqual({ total: 0, male: 0, female: 0, premium: 0 });
    });
  });

  describe('with 500 seeded biodatas', () => {
    beforeAll(async () => {
      // Several statements of several rows each, as the seed CLI writes them.
      await seedBiodatas({ db: ctx.app.db, count: 500, seed: 11, batchSize: 120 });
    });

    it("keeps the counts tables exact through the seed's bulk inserts", async () => {
      expect(await findCountMismatches(ctx.app)).toEqual([]);
      const [counted] = await ctx.app.db
        .select({ n: sql<number>`sum(n)::int` })
        .from(sql`biodata_counts`)
        .where(sql`biodata_type = 'All' and permanent_division = 'All'`);
      // The 500 seeded here, with what the nested groups below added or took away if they ran
      // first: every stored biodata, counted once.
      const [stored] = await ctx.app.db.select({ n: count() }).from(biodatas);
      expect(stored?.n).toBeGreaterThan(0);
      expect(counted?.n).toBe(stored?.n);
    });

    it('reads a page of every filter shape, and its day counts, from indexes alone', async () => {
      // Index-only scans skip the table for pages the visibility map marks all-visible.
      await ctx.app.db.execute(sql`vacuum analyze biodatas`);
      await ctx.app.db.execute(sql`vacuum analyze biodata_day_counts`);
      // Which of them the planner takes depends on what it knows of this small table.
      const shapes = [
        { type: 'Male', division: 'Dhaka' },
        { type: 'Female', division: FILTER_ALL },
        { type: FILTER_ALL, division: 'Sylhet' },
        { type: FILTER_ALL, division: FILTER_ALL },
      ] as const;
      // As rows, and as the JSON text a visitor is answered (ADR 0043).
      for (const [{ type, division }, as] of shapes.flatMap((shape) =>
        (['rows', 'visitorJson'] as const).map((way) => [shape, way] as const),
      )) {
        const plan = await explainSearchPage(ctx.app.db, {
          type,
          division,
          after: '1900-01-01',
          monthFrom: '1900-01-01',
          until: todayInBangladesh(),
          skipInMonth: 3,
          as,
        });
        expect(readsOf(plan), `${type} / ${division} as ${as}`).toEqual([
          {
            node: 'Index Only Scan',
            index: expect.stringMatching(/^biodatas_listing_/),
            heapFetches: 0,
          },
        ]);
        // The birth date the page starts from, from the day counts' key with `n` (migration 0032).
        expect(readsOf(plan, 'biodata_day_counts'), `${type} / ${division}`).toEqual([
          {
            node: 'Index Only Scan',
            index: expect.stringMatching(/^biodata_day_counts_.*_pk?$/),
            heapFetches: 0,
          },
        ]);
      }
    });

    it('is open to anonymous callers and answers cards without contact fields', async () => {
      const answer = await search({});
      expect(answer.items).toHaveLength(PAGE_SIZE);
      for (const item of answer.items) {
        expect(Object.keys(item).sort()).toEqual([...CARD_KEYS].sort());
      }
    });

    it('orders youngest first', async () => {
      const ages = (await search({ page: 3 })).items.map((item) => item.yourAge);
      expect(ages).toEqual([...ages].sort((a, b) => a - b));
    });

    it('filters by type and by permanent division', async () => {
      const men = await search({ type: 'Male' });
      expect(men.total).toBeGreaterThan(0);
      expect(men.items.every((item) => item.biodataType === 'Male')).toBe(true);
      const sylhet = await search({ division: 'Sylhet', type: 'Female' });
      expect(sylhet.total).toBeGreaterThan(0);
      expect(
        sylhet.items.every(
          (item) => item.permanentDivision === 'Sylhet' && item.biodataType === 'Female',
        ),
      ).toBe(true);
      const everyone = await search({});
      expect(men.total).toBeLessThan(everyone.total);
    });

    it('filters by upper age, inclusive', async () => {
      const answer = await search({ maxAge: 25, page: 2 });
      expect(answer.items.every((item) => item.yourAge <= 25)).toBe(true);
      const last = await search({ maxAge: 25, page: answer.pageCount });
      expect(last.items.at(-1)?.yourAge).toBe(25);
    });

    it('totals and pages equal a brute-force search across many random filter combinations', async () => {
      const random = randomFrom(20_260_315);
      const types = [FILTER_ALL, ...BIODATA_TYPES];
      const divisions = [FILTER_ALL, ...DIVISIONS];
      const combinations: Filters[] = [
        { maxAge: AGE_MAX, type: FILTER_ALL, division: FILTER_ALL },
        { maxAge: AGE_MIN, type: FILTER_ALL, division: FILTER_ALL },
      ];
      for (let index = 0; index < 40; index++) {
        combinations.push({
          maxAge: AGE_MIN + random(AGE_MAX - AGE_MIN + 1),
          type: types[random(types.length)] ?? FILTER_ALL,
          division: divisions[random(divisions.length)] ?? FILTER_ALL,
        });
      }
      for (const filters of combinations) await expectSameAsBruteForce(filters);
    });

    it('answers many searches made at once, each with its own page, as a brute-force search does', async () => {
      // Pages asked for while others are read go to the database together (lib/batcher.ts).
      const random = randomFrom(20_261_128);
      const types = [FILTER_ALL, ...BIODATA_TYPES];
      const divisions = [FILTER_ALL, ...DIVISIONS];
      const asked: { filters: Filters; page: number; expected: string[]; total: number }[] = [];
      for (let index = 0; index < 60; index++) {
        const filters = {
          maxAge: AGE_MIN + 5 + random(AGE_MAX - AGE_MIN - 4),
          type: types[random(types.length)] ?? FILTER_ALL,
          division: divisions[random(divisions.length)] ?? FILTER_ALL,
        };
        const all = await bruteForce(filters);
        const page = 1 + random(Math.max(1, Math.ceil(all.length / PAGE_SIZE)));
        asked.push({
          filters,
          page,
          expected: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
          total: all.length,
        });
      }

      const answers = await Promise.all(
        asked.map(({ filters, page }) => search({ ...filters, page })),
      );
      answers.forEach((answer, index) => {
        const { filters, page, expected, total } = asked[index]!;
        const label = JSON.stringify({ ...filters, page });
        expect(answer.total, label).toBe(total);
        expect(
          answer.items.map((item) => item._id),
          label,
        ).toEqual(expected);
      });
      expect(answers.filter((answer) => answer.items.length > 0).length).toBeGreaterThan(40);
    });

    it('puts the remainder on the last page', async () => {
      let checked = 0;
      for (const division of DIVISIONS) {
        const { total, pageCount } = await search({ division });
        if (total % PAGE_SIZE === 0) continue;
        const last = await search({ division, page: pageCount });
        expect(last.items, division).toHaveLength(total % PAGE_SIZE);
        expect(last.total).toBe(total);
        checked += 1;
      }
      expect(checked).toBeGreaterThan(0);
    });

    it('answers an empty page past the end, with the right total', async () => {
      const { total, pageCount } = await search({ division: 'Dhaka' });
      const past = await search({ division: 'Dhaka', page: pageCount + 1 });
      expect(past).toEqual({
        items: [],
        total,
        page: pageCount + 1,
        pageSize: 12,
        pageCount,
        totalCapped: false,
      });
      const farPast = await search({ division: 'Dhaka', page: 9_999_999 });
      expect(farPast.items).toEqual([]);
      expect(farPast.total).toBe(total);
    });

    it('answers an empty result when nobody matches', async () => {
      // Grooms are at least 21.
      expect(await search({ type: 'Male', maxAge: 20 })).toEqual({
        items: [],
        total: 0,
        page: 1,
        pageSize: 12,
        pageCount: 0,
        totalCapped: false,
      });
    });

    it('refuses filters outside the lists with a 400', async () => {
      for (const query of [
        'maxAge=17',
        'maxAge=61',
        'maxAge=abc',
        'type=Other',
        'division=Gotham',
        'page=0',
        'page=1.5',
      ]) {
        const response = await call('GET', `/api/biodatas/search?${query}`);
        expect(response.statusCode, query).toBe(400);
      }
    });

    describe('with many people born in the same month and on the same day', () => {
      beforeAll(async () => {
        // 30 on one day and 20 more across the same month: pages start inside a day.
        const day = shiftDate(latestDobForAge(27, todayInBangladesh()), -3);
        for (let index = 0; index < 50; index++) {
          await insertBiodataRow(ctx.app, {
            dob: index < 30 ? day : shiftDate(day, -1 - (index % 20)),
            biodataType: index % 3 === 0 ? 'Male' : 'Female',
            permanentDivision: index % 2 === 0 ? 'Khulna' : 'Dhaka',
          });
        }
      });

      it('pages through them exactly as a brute-force search does', async () => {
        for (const filters of [
          { maxAge: 60, type: FILTER_ALL, division: FILTER_ALL },
          { maxAge: 27, type: FILTER_ALL, division: FILTER_ALL },
          { maxAge: 27, type: 'Female', division: FILTER_ALL },
          { maxAge: 28, type: FILTER_ALL, division: 'Khulna' },
          { maxAge: 27, type: 'Male', division: 'Dhaka' },
        ]) {
          await expectSameAsBruteForce(filters);
          // Every page, not just a sample, for these.
          const expected = await bruteForce(filters);
          for (let page = 1; page <= Math.ceil(expected.length / PAGE_SIZE); page++) {
            const answer = await search({ ...filters, page });
            expect(answer.items.map((item) => item._id)).toEqual(
              expected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
            );
          }
        }
      });
    });

    describe('the age boundaries', () => {
      const today = todayInBangladesh();
      const marked = {} as Record<
        | 'sixtyTurningSixtyOneTomorrow'
        | 'turnedSixtyOneToday'
        | 'turnedEighteenToday'
        | 'seventeen',
        string
      >;

      beforeAll(async () => {
        // In Barisal, as Female, with nobody else: each search below sees only these four.
        const place = { biodataType: 'Female', permanentDivision: 'Barisal' } as const;
        await ctx.app.db
          .delete(biodatas)
          .where(
            sql`${biodatas.biodataType} = 'Female' and ${biodatas.permanentDivision} = 'Barisal'`,
          );
        marked.sixtyTurningSixtyOneTomorrow = (
          await insertBiodataRow(ctx.app, {
            ...place,
            dob: shiftDate(latestDobForAge(61, today), 1),
          })
        ).id;
        marked.turnedSixtyOneToday = (
          await insertBiodataRow(ctx.app, { ...place, dob: latestDobForAge(61, today) })
        ).id;
        marked.turnedEighteenToday = (
          await insertBiodataRow(ctx.app, { ...place, dob: latestDobForAge(18, today) })
        ).id;
        marked.seventeen = (
          await insertBiodataRow(ctx.app, {
            ...place,
            dob: shiftDate(latestDobForAge(18, today), 1),
          })
        ).id;
      });

      it('includes someone whose 61st birthday is tomorrow at maxAge 60, not someone 61 today', async () => {
        const answer = await search({ type: 'Female', division: 'Barisal', maxAge: 60 });
        expect(answer.items.map((item) => item._id)).toEqual([
          marked.turnedEighteenToday,
          marked.sixtyTurningSixtyOneTomorrow,
        ]);
        expect(answer.total).toBe(2);
        expect(answer.items.map((item) => item.yourAge)).toEqual([18, 60]);
      });

      it('excludes the sixty-year-old at maxAge 59 and includes who turned 18 today at maxAge 18', async () => {
        const at59 = await search({ type: 'Female', division: 'Barisal', maxAge: 59 });
        expect(at59.items.map((item) => item._id)).toEqual([marked.turnedEighteenToday]);
        const at18 = await search({ type: 'Female', division: 'Barisal', maxAge: 18 });
        expect(at18.items.map((item) => item._id)).toEqual([marked.turnedEighteenToday]);
      });

      it('counts the boundary people in the unfiltered totals exactly', async () => {
        await expectSameAsBruteForce({ maxAge: 60, type: FILTER_ALL, division: FILTER_ALL });
        await expectSameAsBruteForce({ maxAge: 60, type: FILTER_ALL, division: 'Barisal' });
        await expectSameAsBruteForce({ maxAge: 18, type: 'Female', division: FILTER_ALL });
      });
    });

    describe('after updates and deletes', () => {
      beforeAll(async () => {
        const some = await ctx.app.db
          .select({ id: biodatas.id, userId: biodatas.userId })
          .from(biodatas)
          .orderBy(biodatas.addid)
          .limit(60);
        const ids = some.map((row) => row.id);
        // One statement changing many rows' type, division and birth date at once. Everyone gets
        // more than three years older, so a bride of 18 becomes a groom of at least 21: the rows
        // stay ones the API could store, and the other tests' rules (no groom under 21) hold
        // whichever group runs first.
        await ctx.app.db
          .update(biodatas)
          .set({
            biodataType: sql`case when ${biodatas.biodataType} = 'Male' then 'Female' else 'Male' end`,
            permanentDivision: 'Rangpur',
            // Its district is Rangpur's too (the database keeps a district within its division).
            permanentDistrict: 'Rangpur',
            dob: sql`${biodatas.dob} - 1200`,
          })
          .where(inArray(biodatas.id, ids.slice(0, 20)));
        // Updates that change nothing counted.
        await ctx.app.db
          .update(biodatas)
          .set({ name: 'Renamed' })
          .where(inArray(biodatas.id, ids.slice(20, 30)));
        // A direct delete of many rows, and owners deleted (their biodatas go by cascade).
        await ctx.app.db.delete(biodatas).where(inArray(biodatas.id, ids.slice(30, 45)));
        await ctx.app.db.delete(users).where(
          inArray(
            users.id,
            some.slice(45, 60).map((row) => row.userId),
          ),
        );
        // One owner changes their biodata through the API.
        const owner = await signUp(ctx.app, ctx.env);
        const body = {
          biodataType: 'Male',
          name: 'Shakib Hasan',
          dob: latestDobForAge(30, todayInBangladesh()),
          height: `5'7"`,
          weight: '65kg',
          occupation: 'Engineer',
          race: 'Medium',
          permanentDivision: 'Khulna',
          presentDivision: 'Dhaka',
          expectedPartnerHeight: `5'2"`,
          expectedPartnerWeight: '50kg',
          mobile: '01912345678',
          declaresTruth: true,
          declaresGuardianKnows: true,
        };
        const url = `/api/addBioData?email=${owner.email}`;
        expect((await call('PUT', url, owner, body)).statusCode).toBe(201);
        const moved = {
          ...body,
          permanentDivision: 'Mymensingh',
          dob: latestDobForAge(41, todayInBangladesh()),
        };
        expect((await call('PUT', url, owner, moved)).statusCode).toBe(200);
        const [mine] = await ctx.app.db
          .select({ id: biodatas.id })
          .from(biodatas)
          .innerJoin(users, eq(users.id, biodatas.userId))
          .where(eq(users.email, owner.email));
        expect(mine).toBeDefined();
      });

      it('keeps the counts tables exact', async () => {
        expect(await findCountMismatches(ctx.app)).toEqual([]);
      });

      it('keeps totals and pages equal to a brute-force search', async () => {
        for (const filters of [
          { maxAge: 60, type: FILTER_ALL, division: FILTER_ALL },
          { maxAge: 60, type: FILTER_ALL, division: 'Rangpur' },
          { maxAge: 45, type: 'Male', division: 'Mymensingh' },
          { maxAge: 33, type: 'Female', division: FILTER_ALL },
        ]) {
          await expectSameAsBruteForce(filters);
        }
      });
    });
  });
});
