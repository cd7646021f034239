import { AGE_MAX, AGE_MIN } from '@bondhon/shared/constants';
import type { NextRequest } from './load';
import { signUp } from './accounts';
import { BIODATA_TYPES, DIVISIONS, FILTER_ALL, OCCUPATIONS } from '@bondhon/shared/options';

/** What a scenario needs to know about the running server and its data. */
export interface ScenarioContext {
  baseUrl: string;
  /** The session cookie of a signed-in customer. */
  cookie: string;
  /** A random sample of biodata ids in the database. */
  ids: string[];
  random: () => number;
}

export interface Scenario {
  name: string;
  /** What it stands for, for the report. */
  description: string;
  /** The server to load: ours, or the bare hello-world ceiling. */
  target: 'app' | 'ceiling';
  needsSession: boolean;
  /** Ready to run: a path (and query) for every request, with its own cookie if it has one. */
  prepare(context: ScenarioContext): Promise<NextRequest>;
  /** Seconds before a request counts as timed out (default 10). */
  timeoutSeconds?: number;
  /** The largest dataset it is measured on (default: every size). */
  maxSize?: number;
}

/** The scenarios measured on a dataset of `size` biodatas. */
export function scenariosAt(scenarios: readonly Scenario[], size: number): Scenario[] {
  return scenarios.filter((scenario) => scenario.maxSize === undefined || size <= scenario.maxSize);
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

const fixed = (path: string) => () => Promise.resolve(() => path);

/** How many members ask for their suggestions, each with a biodata copied from a real one. */
const MATCHING_MEMBERS = 30;

/** How many filter combinations the random search draws from (their page counts read first). */
const SEARCH_COMBINATIONS = 120;

function searchPath(filters: { maxAge: number; type: string; division: string }, page: number) {
  const query = new URLSearchParams({
    maxAge: String(filters.maxAge),
    type: filters.type,
    division: filters.division,
    page: String(page),
  });
  return `/api/biodatas/search?${query.toString()}`;
}

/** The facts of a biodata a filter can ask for, as GET /api/details answers them. */
interface SearchableFacts {
  biodataType: string;
  yourAge: number;
  permanentDivision: string;
  permanentDistrict: string | null;
  presentDivision: string;
  maritalStatus: string | null;
  religion: string | null;
  educationLevel: string | null;
  occupation: string;
  height: string;
}

/**
 * A search with "More filters" as a family would make it: each filter in turn, with a chance,
 * asks for what a real biodata has (so values come as often as people have them: realistic
 * selectivity, rare values rarely), around that biodata's age.
 */
function moreFiltersSearch(facts: SearchableFacts, random: () => number): URLSearchParams {
  const query = new URLSearchParams();
  const chance = (share: number) => random() < share;
  const ageSpan = 2 + Math.floor(random() * 8);
  query.set('minAge', String(Math.max(AGE_MIN, facts.yourAge - ageSpan)));
  query.set('maxAge', String(Math.min(AGE_MAX, facts.yourAge + ageSpan)));
  if (chance(0.9)) query.set('type', facts.biodataType);
  if (chance(0.5)) {
    query.set('division', facts.permanentDivision);
    if (facts.permanentDistrict && chance(0.3)) query.set('district', facts.permanentDistrict);
  }
  if (chance(0.15)) query.set('presentDivision', facts.presentDivision);
  if (facts.maritalStatus && chance(0.4)) query.set('maritalStatus', facts.maritalStatus);
  if (facts.religion && chance(0.5)) query.set('religion', facts.religion);
  if (facts.educationLevel && chance(0.3)) query.set('minEducation', facts.educationLevel);
  if (chance(0.25)) {
    query.append('occupation', facts.occupation);
    if (chance(0.5)) query.append('occupation', pick(OCCUPATIONS, random));
  }
  if (chance(0.25)) query.set('minHeight', facts.height);
  // At least one More filter, so every draw takes the filtered search.
  const spec = ['minAge', 'maxAge', 'type', 'division'];
  if ([...query.keys()].every((key) => spec.includes(key))) {
    query.set('presentDivision', facts.presentDivision);
  }
  return query;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'ceiling',
    description: 'bare node:http hello world (the most any Node server here can do)',
    target: 'ceiling',
    needsSession: false,
    prepare: fixed('/'),
  },
  {
    name: 'health',
    description: 'GET /api/health (one database round trip)',
    target: 'app',
    needsSession: false,
    prepare: fixed('/api/health'),
  },
  {
    name: 'search',
    description: 'listing search: random filters, random page within the result',
    target: 'app',
    needsSession: false,
    async prepare({ baseUrl, random }) {
      const types = [FILTER_ALL, ...BIODATA_TYPES];
      const divisions = [FILTER_ALL, ...DIVISIONS];
      const combinations: { filters: Parameters<typeof searchPath>[0]; pageCount: number }[] = [];
      for (let index = 0; index < SEARCH_COMBINATIONS; index++) {
        const filters = {
          maxAge: AGE_MIN + Math.floor(random() * (AGE_MAX - AGE_MIN + 1)),
          type: pick(types, random),
          division: pick(divisions, random),
        };
        const response = await fetch(`${baseUrl}${searchPath(filters, 1)}`);
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const { pageCount } = (await response.json()) as { pageCount: number };
        combinations.push({ filters, pageCount: Math.max(1, pageCount) });
      }
      return () => {
        const { filters, pageCount } = pick(combinations, random);
        return searchPath(filters, 1 + Math.floor(random() * pageCount));
      };
    },
  },
  {
    name: 'search-more',
    description:
      "listing search with More filters: each drawn from a real biodata's facts, random page",
    target: 'app',
    // More filters are for signed-in members.
    needsSession: true,
    async prepare({ baseUrl, cookie, ids, random }) {
      const searches: { query: URLSearchParams; pageCount: number }[] = [];
      for (const id of ids.slice(0, SEARCH_COMBINATIONS)) {
        const details = await fetch(`${baseUrl}/api/details/${id}`, { headers: { cookie } });
        if (!details.ok) throw new Error(`details answered ${details.status}`);
        const query = moreFiltersSearch((await details.json()) as SearchableFacts, random);
        const response = await fetch(`${baseUrl}/api/biodatas/search?${query.toString()}`, {
          headers: { cookie },
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const { pageCount } = (await response.json()) as { pageCount: number };
        searches.push({ query, pageCount: Math.max(1, pageCount) });
      }
      return () => {
        const { query, pageCount } = pick(searches, random);
        // Most people look at the first few pages.
        const page = 1 + Math.floor(random() * Math.min(pageCount, 5));
        return `/api/biodatas/search?${query.toString()}&page=${page}`;
      };
    },
  },
  {
    name: 'matches',
    description:
      'GET /api/matches?page=: Suggested for you, for members whose biodatas copy real ones',
    target: 'app',
    needsSession: true,
    async prepare({ baseUrl, cookie, ids, random }) {
      const members: string[] = [];
      for (const id of ids.slice(0, MATCHING_MEMBERS)) {
        const details = await fetch(`${baseUrl}/api/details/${id}`, { headers: { cookie } });
        if (!details.ok) throw new Error(`details answered ${details.status}`);
        const biodata = (await details.json()) as Record<string, unknown>;
        const member = await signUp(baseUrl, 'Bench Member');
        // A real biodata's facts and expectations; unknown keys (its id, age) are dropped.
        const saved = await fetch(
          `${baseUrl}/api/addBioData?email=${encodeURIComponent(member.email)}`,
          {
            method: 'PUT',
            headers: { cookie: member.cookie, 'content-type': 'application/json', origin: baseUrl },
            body: JSON.stringify({
              ...biodata,
              mobile: '01712345678',
              declaresTruth: true,
              declaresGuardianKnows: true,
            }),
          },
        );
        if (!saved.ok)
          throw new Error(`addBioData answered ${saved.status}: ${await saved.text()}`);
        members.push(member.cookie);
      }
      // Most look at the first pages of their suggestions.
      return () => ({
        path: `/api/matches?page=${1 + Math.floor(random() * 3)}`,
        cookie: pick(members, random),
      });
    },
  },
  {
    name: 'search-first-page',
    description: 'listing search: the first page, no filters',
    target: 'app',
    needsSession: false,
    prepare: fixed('/api/biodatas/search'),
  },
  {
    name: 'details',
    description: 'GET /api/details/{id}, random ids, signed in',
    target: 'app',
    needsSession: true,
    prepare: ({ ids, random }) => Promise.resolve(() => `/api/details/${pick(ids, random)}`),
  },
  {
    name: 'premium-asc',
    description: 'GET /api/premium-members?order=asc',
    target: 'app',
    needsSession: false,
    prepare: fixed('/api/premium-members?order=asc'),
  },
  {
    name: 'premium-desc',
    description: 'GET /api/premium-members?order=desc',
    target: 'app',
    needsSession: false,
    prepare: fixed('/api/premium-members?order=desc'),
  },
  {
    name: 'all-data',
    description:
      'GET /api/matremony/allData: every biodata, as a listing filtering in the browser needs',
    target: 'app',
    needsSession: true,
    prepare: fixed('/api/matremony/allData'),
    timeoutSeconds: 120,
    // One answer at 1,000,000 is 1.3 GB: autocannon keeps each body as one string, which V8
    // caps at 512 MB, and crashed once the server sent that much within a run.
    maxSize: 100_000,
  },
];

/** A small seeded generator (mulberry32), so every run draws the same paths. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
