import { AGE_MAX, AGE_MIN, PAGE_SIZE, SEARCH_COUNT_CAP } from '@bondhon/shared/constants';
import { DISTRICTS_BY_DIVISION } from '@bondhon/shared/districts';
import {
  BIODATA_TYPES,
  DIVISIONS,
  EDUCATION_LEVELS,
  EDUCATION_RANKS,
  FILTER_ALL,
  HEIGHTS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  RELIGIONS,
} from '@bondhon/shared/options';
import { ageOn, todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { biodatas, sessions } from '../src/db/schema';
import { seedBiodatas } from '../src/db/seed/seed-biodatas';
import { dobRange } from '../src/services/biodatas/columns';
import { moreFiltersStatement, moreFiltersWhere } from '../src/services/biodatas/filtered-search';
import { callerFor } from './biodata-fixtures';
import { planNodes } from './helpers/explain-search-page';
import { browserHeaders, signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

/** A search as the listing's address holds it: every parameter a string, occupation repeated. */
interface Search {
  minAge?: number;
  maxAge?: number;
  type?: string;
  division?: string;
  district?: string;
  presentDivision?: string;
  maritalStatus?: string;
  religion?: string;
  minEducation?: (typeof EDUCATION_LEVELS)[number];
  occupation?: string[];
  minHeight?: (typeof HEIGHTS)[number];
  maxHeight?: (typeof HEIGHTS)[number];
  page?: number;
}

interface Answer {
  items: { _id: string }[];
  total: number;
  page: number;
  pageCount: number;
  totalCapped: boolean;
}

function queryOf(search: Search): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

/** Whether a value meets a filter: left out, 'All', or that very value. */
function isMatch(wanted: string | undefined, value: string | null): boolean {
  return wanted === undefined || wanted === FILTER_ALL || wanted === value;
}

/** A tiny deterministic generator, so a failing combination can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  const below = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
  const pick = <T>(values: readonly T[]): T => values[below(values.length)] as T;
  return { below, pick, chance: (percent: number) => below(100) < percent };
}

describe('GET /api/biodatas/search with More filters', () => {
  const ctx = useTestApp({ env: { PUBLIC_CACHE_TTL_MS: '0' } });
  const call = callerFor(ctx);

  // More filters are for signed-in members.
  let member: TestAccount;
  beforeAll(async () => {
    member = await signUp(ctx.app, ctx.env);
  });

  const search = async (query: Search): Promise<Answer> => {
    const response = await call('GET', `/api/biodatas/search?${queryOf(query)}`, member);
    expect(response.statusCode, `${queryOf(query)}: ${response.body}`).toBe(200);
    return response.json() as Answer;
  };

  /** The search worked out the slow way: every row, filtered and sorted in memory. */
  const bruteForce = async (query: Search): Promise<string[]> => {
    const today = todayInBangladesh();
    const rows = await ctx.app.db.select().from(biodatas);
    const heightIndex = (height: string) => HEIGHTS.indexOf(height as (typeof HEIGHTS)[number]);
    return rows
      .filter((row) => {
        const age = ageOn(row.dob, today);
        const rank = row.educationLevel ? EDUCATION_RANKS[row.educationLevel] : -1;
        return (
          age >= (query.minAge ?? AGE_MIN) &&
          age <= (query.maxAge ?? AGE_MAX) &&
          isMatch(query.type, row.biodataType) &&
          isMatch(query.division, row.permanentDivision) &&
          isMatch(query.district, row.permanentDistrict) &&
          isMatch(query.presentDivision, row.presentDivision) &&
          isMatch(query.maritalStatus, row.maritalStatus) &&
          isMatch(query.religion, row.religion) &&
          (query.minEducation === undefined || rank >= EDUCATION_RANKS[query.minEducation]) &&
          (!query.occupation?.length || query.occupation.includes(row.occupation)) &&
          (query.minHeight === undefined ||
            heightIndex(row.height) >= heightIndex(query.minHeight)) &&
          (query.maxHeight === undefined || heightIndex(row.height) <= heightIndex(query.maxHeight))
        );
      })
      .sort((a, b) => (a.dob < b.dob ? 1 : a.dob > b.dob ? -1 : b.addid - a.addid))
      .map((row) => row.id);
  };

  /** Totals, page counts and pages (first, middle, last, past the end) as the brute force says. */
  const expectSameAsBruteForce = async (query: Search) => {
    const expected = await bruteForce(query);
    const total = Math.min(expected.length, SEARCH_COUNT_CAP);
    const pageCount = Math.ceil(total / PAGE_SIZE);
    const pages = new Set([1, 2, Math.ceil(pageCount / 2), pageCount, pageCount + 1]);
    for (const page of [...pages].filter((page) => page >= 1)) {
      const answer = await search({ ...query, page });
      const label = `${queryOf(query)}&page=${page}`;
      expect(answer.total, label).toBe(total);
      expect(answer.totalCapped, label).toBe(expected.length > SEARCH_COUNT_CAP);
      expect(answer.pageCount, label).toBe(pageCount);
      expect(
        answer.items.map((item) => item._id),
        label,
      ).toEqual(page > pageCount ? [] : expected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
    }
  };

  describe(`with ${SEARCH_COUNT_CAP + 100} seeded biodatas`, () => {
    beforeAll(async () => {
      await seedBiodatas({
        db: ctx.app.db,
        count: SEARCH_COUNT_CAP + 100,
        seed: 20,
        batchSize: 500,
      });
    });

    it('filters by each More filter alone exactly as a brute-force search does', async () => {
      const alone: Search[] = [
        { minAge: 30 },
        { minAge: 25, maxAge: 25 },
        { division: 'Dhaka', district: 'Gazipur' },
        { district: "Cox's Bazar" },
        { presentDivision: 'Sylhet' },
        ...MARITAL_STATUSES.map((maritalStatus) => ({ maritalStatus })),
        // The demo data names a religion for everyone who gives one, so no 'Other'.
        ...RELIGIONS.filter((religion) => religion !== 'Other').map((religion) => ({ religion })),
        { minEducation: "Master's" },
        // The madrasa track counts with the general one: Fazil stands with a bachelor's.
        { minEducation: 'Fazil' },
        { minEducation: 'Doctorate' },
        { occupation: ['Doctor'] },
        { occupation: ['Doctor', 'Engineer', 'Teacher'] },
        { minHeight: `5'5"` },
        { maxHeight: `4'9"` },
        { minHeight: `5'0"`, maxHeight: `5'2"` },
      ];
      for (const query of alone) {
        const expected = await bruteForce(query);
        expect(expected.length, queryOf(query)).toBeGreaterThan(0);
        await expectSameAsBruteForce(query);
      }
    });

    it('combines filters at random exactly as a brute-force search does', async () => {
      const random = randomFrom(2_026_1125);
      for (let index = 0; index < 40; index++) {
        const minAge = AGE_MIN + random.below(25);
        const division = random.chance(50) ? random.pick(DIVISIONS) : FILTER_ALL;
        const [low, high] = [random.below(HEIGHTS.length), random.below(HEIGHTS.length)].sort(
          (a, b) => a - b,
        );
        await expectSameAsBruteForce({
          minAge,
          maxAge: minAge + random.below(AGE_MAX - minAge + 1),
          type: random.pick([FILTER_ALL, ...BIODATA_TYPES]),
          division,
          district:
            division !== FILTER_ALL && random.chance(30)
              ? random.pick(DISTRICTS_BY_DIVISION[division])
              : undefined,
          presentDivision: random.chance(30) ? random.pick(DIVISIONS) : undefined,
          maritalStatus: random.chance(40) ? random.pick(MARITAL_STATUSES) : undefined,
          religion: random.chance(40) ? random.pick(RELIGIONS) : undefined,
          minEducation: random.chance(30) ? random.pick(EDUCATION_LEVELS) : undefined,
          occupation: random.chance(40)
            ? [random.pick(OCCUPATIONS), random.pick(OCCUPATIONS)]
            : undefined,
          minHeight: random.chance(30) ? HEIGHTS[low ?? 0] : undefined,
          maxHeight: random.chance(30) ? HEIGHTS[high ?? 0] : undefined,
        });
      }
    });

    it('counts up to the cap, says there are more, and pages only as far as the cap', async () => {
      // Every occupation: every biodata matches, more than the cap.
      const everyone = { occupation: [...OCCUPATIONS] };
      expect((await bruteForce(everyone)).length).toBeGreaterThan(SEARCH_COUNT_CAP);
      await expectSameAsBruteForce(everyone);
      const last = await search({ ...everyone, page: SEARCH_COUNT_CAP / PAGE_SIZE });
      expect(last.items).toHaveLength(PAGE_SIZE);
    });

    it('keeps the spec filters exact and uncapped when only the age range is narrowed', async () => {
      const answer = await search({ minAge: AGE_MIN, maxAge: AGE_MAX });
      expect(answer.totalCapped).toBe(false);
      expect(answer.total).toBe((await bruteForce({})).length);
      await expectSameAsBruteForce({ minAge: 26, type: 'Female' });
    });

    it('reads the matches of every filter from an index alone, never from the table', async () => {
      await ctx.app.db.execute(sql`vacuum analyze biodatas`);
      const today = todayInBangladesh();
      const filters = [
        { type: 'Male', division: 'Dhaka', religion: 'Hinduism' },
        { type: 'Female', division: FILTER_ALL, maritalStatus: 'Divorced' },
        { type: FILTER_ALL, division: 'Chattogram', district: 'Feni' },
        { type: FILTER_ALL, division: FILTER_ALL, presentDivision: 'Khulna' },
        { type: 'Male', division: FILTER_ALL, minEducation: 'Kamil', religion: 'Islam' },
        { type: 'Female', division: 'Sylhet', minHeight: `5'0"`, maxHeight: `5'5"` },
        { type: 'Female', division: FILTER_ALL, verified: true },
        { type: FILTER_ALL, division: FILTER_ALL, religion: 'Islam', verified: true },
      ] as const;
      for (const filter of filters) {
        const where = moreFiltersWhere({
          ...dobRange(AGE_MAX, today, AGE_MIN),
          presentDivision: FILTER_ALL,
          occupation: [],
          verified: false,
          ...filter,
        });
        // A table this small is cheaper to read whole: take that choice away, so the test shows
        // an index holds every column the filters read.
        const [explained] = await ctx.app.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_bitmapscan = off`);
          const result = (await tx.execute(
            sql`explain (analyze, buffers, format json) ${moreFiltersStatement(where)}`,
          )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
          return result.rows;
        });
        const matchReads = planNodes(explained?.['QUERY PLAN'])
          .filter((node) => node['Relation Name'] === 'biodatas')
          .map((node) => ({
            node: node['Node Type'],
            index: node['Index Name'],
            heapFetches: node['Heap Fetches'],
          }));
        expect(matchReads, JSON.stringify(filter)).toEqual([
          {
            node: 'Index Only Scan',
            index: expect.stringMatching(/^biodatas_(listing|filter|matching)_/),
            heapFetches: 0,
          },
        ]);
      }
    });
  });

  it("asks anonymous callers to sign in for More filters, and not for the spec's filters", async () => {
    for (const query of [
      'religion=Islam',
      'district=Gazipur',
      'presentDivision=Dhaka',
      'maritalStatus=Divorced',
      'minEducation=HSC',
      'occupation=Doctor',
      `minHeight=${encodeURIComponent(`5'0"`)}`,
    ]) {
      expect((await call('GET', `/api/biodatas/search?${query}`)).statusCode, query).toBe(401);
    }
    for (const query of [
      'minAge=25&maxAge=40&type=Female&division=Dhaka',
      // A height range that leaves nobody out asks nothing.
      `minHeight=${encodeURIComponent(HEIGHTS[0])}`,
      'presentDivision=All',
    ]) {
      expect((await call('GET', `/api/biodatas/search?${query}`)).statusCode, query).toBe(200);
    }
  });

  it('asks a member whose session has ended or expired to sign in again, on any page', async () => {
    const signedOut = await signUp(ctx.app, ctx.env);
    const expired = await signUp(ctx.app, ctx.env);
    const searches = ['religion=Islam', 'religion=Islam&page=999', 'district=Gazipur&page=2'];
    for (const query of searches) {
      expect((await call('GET', `/api/biodatas/search?${query}`, signedOut)).statusCode).toBe(200);
    }
    await ctx.app.db.delete(sessions).where(eq(sessions.userId, signedOut.id));
    await ctx.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    for (const account of [signedOut, expired]) {
      for (const query of searches) {
        const response = await call('GET', `/api/biodatas/search?${query}`, account);
        expect(response.statusCode, query).toBe(401);
        expect(response.body, query).not.toContain('"items"');
      }
    }
  });

  it('refuses a bad value with a 400 naming its parameter, before any read', async () => {
    const cases: [string, string][] = [
      ['minAge=17', 'minAge'],
      ['minAge=61', 'minAge'],
      ['minAge=30&maxAge=25', 'minAge'],
      ['district=Gotham', 'district'],
      ['division=Sylhet&district=Gazipur', 'district'],
      ['presentDivision=Atlantis', 'presentDivision'],
      ['maritalStatus=Engaged', 'maritalStatus'],
      ['religion=Jedi', 'religion'],
      ['minEducation=PhD', 'minEducation'],
      ['occupation=Doctor&occupation=Pilot', 'occupation'],
      ['minHeight=7ft', 'minHeight'],
      [
        `minHeight=${encodeURIComponent(`6'0"`)}&maxHeight=${encodeURIComponent(`5'0"`)}`,
        'minHeight',
      ],
    ];
    for (const [query, parameter] of cases) {
      const response = await call('GET', `/api/biodatas/search?${query}`, member);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(parameter);
    }
  });
});

describe('More filters with sessions checked from memory (the default)', () => {
  const ctx = useTestApp();
  const call = callerFor(ctx);

  it('counts a sign-out on this instance at once', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const search = () => call('GET', '/api/biodatas/search?religion=Islam', member);
    expect((await search()).statusCode).toBe(200);
    // Answered from memory now: the second search reads no session.
    expect((await search()).statusCode).toBe(200);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: browserHeaders(ctx.env, member.cookie),
      payload: {},
    });
    expect(out.statusCode).toBe(200);

    expect((await search()).statusCode).toBe(401);
  });
});
