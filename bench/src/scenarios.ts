import { AGE_MAX, AGE_MIN } from '@bondhon/shared/constants';
import { BIODATA_TYPES, DIVISIONS, FILTER_ALL } from '@bondhon/shared/options';

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
  /** Ready to run: a path (and query) for every request. */
  prepare(context: ScenarioContext): Promise<() => string>;
  /** Seconds before a request counts as timed out (default 10). */
  timeoutSeconds?: number;
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

const fixed = (path: string) => () => Promise.resolve(() => path);

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
