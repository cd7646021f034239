// `npm run db:explain-search -- [--searches N] [--seed S]`: runs EXPLAIN (ANALYZE, BUFFERS) on N
// random searches with "More filters" against the configured database (ADR 0029) and reports how
// long they took and whether any read the table to filter. Exits 1 if one did. VACUUM ANALYZE
// first, as the benchmark does after seeding: an index-only scan still fetches the rows of pages
// written since, which the visibility map does not yet mark all-visible.
import { parseArgs } from 'node:util';
import { AGE_MAX, AGE_MIN } from '@bondhon/shared/constants';
import { DISTRICTS_BY_DIVISION } from '@bondhon/shared/districts';
import {
  BIODATA_TYPES,
  DIVISIONS,
  EDUCATION_LEVELS,
  FILTER_ALL,
  HEIGHTS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  RELIGIONS,
} from '@bondhon/shared/options';
import { todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../config/env';
import { dobRange } from '../services/biodatas/columns';
import {
  moreFiltersStatement,
  moreFiltersWhere,
  type FilteredSearch,
} from '../services/biodatas/filtered-search';
import { openDatabaseFromEnv } from './client';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

/** A small seeded generator (an LCG), so a run can be repeated. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  return { next, pick, chance: (share: number) => next() < share };
}

/** A search with every filter drawn uniformly: rare values as often as common ones. */
function drawSearch(random: ReturnType<typeof randomFrom>, today: string): FilteredSearch {
  const minAge = random.chance(0.4) ? AGE_MIN + Math.floor(random.next() * 20) : AGE_MIN;
  const maxAge = Math.min(AGE_MAX, minAge + Math.floor(random.next() * 25));
  const division = random.chance(0.5) ? random.pick(DIVISIONS) : FILTER_ALL;
  const [low, high] = [random.next(), random.next()]
    .map((share) => Math.floor(share * HEIGHTS.length))
    .sort((a, b) => a - b);
  return {
    ...dobRange(maxAge, today, minAge),
    type: random.chance(0.9) ? random.pick(BIODATA_TYPES) : FILTER_ALL,
    division,
    district:
      division !== FILTER_ALL && random.chance(0.3)
        ? random.pick(DISTRICTS_BY_DIVISION[division])
        : undefined,
    presentDivision: random.chance(0.15) ? random.pick(DIVISIONS) : FILTER_ALL,
    maritalStatus: random.chance(0.3) ? random.pick(MARITAL_STATUSES) : undefined,
    religion: random.chance(0.4) ? random.pick(RELIGIONS) : undefined,
    minEducation: random.chance(0.3) ? random.pick(EDUCATION_LEVELS) : undefined,
    occupation: random.chance(0.25) ? [random.pick(OCCUPATIONS), random.pick(OCCUPATIONS)] : [],
    minHeight: random.chance(0.25) ? HEIGHTS[low ?? 0] : undefined,
    maxHeight: random.chance(0.25) ? HEIGHTS[high ?? 0] : undefined,
    verified: random.chance(0.25),
  };
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      searches: { type: 'string', default: '300' },
      seed: { type: 'string', default: '7' },
    },
  });
  const searches = Number(values.searches);
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    console.error('Set DATABASE_URL to the PostgreSQL database to explain (e.g. bondhon_bench).');
    return 2;
  }
  const database = openDatabaseFromEnv(env);
  const random = randomFrom(Number(values.seed));
  const today = todayInBangladesh();
  const timings: number[] = [];
  const tableReads: string[] = [];
  try {
    for (let index = 0; index < searches; index++) {
      const search = drawSearch(random, today);
      const result = (await database.db.execute(
        sql`explain (analyze, buffers, format json) ${moreFiltersStatement(moreFiltersWhere(search))}`,
      )) as unknown as {
        rows: {
          'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }[];
        }[];
      };
      const [explained] = result.rows[0]?.['QUERY PLAN'] ?? [];
      if (!explained) throw new Error('EXPLAIN answered no plan');
      timings.push(explained['Planning Time'] + explained['Execution Time']);
      for (const node of nodesOf(explained.Plan)) {
        if (node['Relation Name'] !== 'biodatas') continue;
        if (node['Node Type'] !== 'Index Only Scan' || (node['Heap Fetches'] ?? 0) > 0) {
          tableReads.push(
            `${node['Node Type']} ${node['Index Name'] ?? ''}: ${JSON.stringify(search)}`,
          );
        }
      }
    }
  } finally {
    await database.close();
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) => (timings[Math.floor(share * (timings.length - 1))] ?? 0).toFixed(1);
  console.log(
    `${searches} searches: p50 ${at(0.5)} ms · p90 ${at(0.9)} ms · p99 ${at(0.99)} ms · max ${at(1)} ms (planning and execution, one at a time)`,
  );
  console.log(`Reads of the table to filter: ${tableReads.length}`);
  for (const read of tableReads) console.log(`  ${read}`);
  return tableReads.length === 0 ? 0 : 1;
}

process.exitCode = await main();
