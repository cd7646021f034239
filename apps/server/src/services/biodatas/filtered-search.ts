import { PAGE_SIZE, SEARCH_COUNT_CAP } from '@bondhon/shared/constants';
import { DISTRICTS } from '@bondhon/shared/districts';
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
  type EducationLevel,
  type Height,
} from '@bondhon/shared/options';
import type { BiodataSearchQuery, BiodataSearchResponse } from '@bondhon/shared/schemas/biodata';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { arrayLiteral, rawStatement, runStatement } from '../../db/run-statement';
import { createBatcher, MAX_CALLS_A_BATCH, READER_BATCHES_IN_FLIGHT } from '../../lib/batcher';
import type { TtlCache } from '../../lib/ttl-cache';
import { toCard, type CardRow, type StoredCard, type StoredPage } from './columns';

/** The filters only issue 20's "More filters" sets; any of them takes the search here. */
export type MoreFilters = Pick<
  BiodataSearchQuery,
  | 'district'
  | 'presentDivision'
  | 'maritalStatus'
  | 'religion'
  | 'minEducation'
  | 'occupation'
  | 'minHeight'
  | 'maxHeight'
  | 'verified'
>;

/** Whether a search sets any filter the counts tables cannot count (all but age, type, division). */
export function hasMoreFilters(filters: MoreFilters): boolean {
  return filters.verified || asksOfMembersFacts(filters);
}

/**
 * Whether a search filters by facts only signed-in members may read (DESIGN D1): all of More
 * filters but "Verified only", whose badge every card shows.
 */
export function asksOfMembersFacts(filters: MoreFilters): boolean {
  return (
    filters.district !== undefined ||
    filters.presentDivision !== FILTER_ALL ||
    filters.maritalStatus !== undefined ||
    filters.religion !== undefined ||
    filters.minEducation !== undefined ||
    filters.occupation.length > 0 ||
    // A height range that leaves nobody out restricts nothing.
    heightsBetween(filters.minHeight, filters.maxHeight) !== null
  );
}

/** The education levels at or above `least`, on either track (EDUCATION_RANKS). */
export function educationAtLeast(least: EducationLevel): EducationLevel[] {
  return EDUCATION_LEVELS.filter((level) => EDUCATION_RANKS[level] >= EDUCATION_RANKS[least]);
}

/** The heights from `min` to `max` (either end open), or null when that is every height. */
export function heightsBetween(min: Height | undefined, max: Height | undefined): Height[] | null {
  const from = min === undefined ? 0 : HEIGHTS.indexOf(min);
  const to = max === undefined ? HEIGHTS.length - 1 : HEIGHTS.indexOf(max);
  return from === 0 && to === HEIGHTS.length - 1 ? null : HEIGHTS.slice(from, to + 1);
}

/**
 * A value as an SQL literal, written into the statement's text. The statement is then planned
 * for that very value: the connections plan every parameterised statement generically
 * (db/client.ts), and how rare a value is decides the best plan here. Only values of our own
 * option lists and ISO dates get here, each checked again, so no caller's text reaches the SQL.
 */
export function literal(value: string, allowed: readonly string[] | RegExp): SQL {
  const isAllowed = allowed instanceof RegExp ? allowed.test(value) : allowed.includes(value);
  if (!isAllowed) throw new Error(`not a filter value: ${JSON.stringify(value)}`);
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/** A whole number written into the statement's text (a LIMIT the planner should know). */
export const whole = (value: number) => sql.raw(String(Math.trunc(value)));

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `column = value`, `column in (…)` for several values, or false for none. */
export function oneOf(column: SQL, values: readonly string[], allowed: readonly string[]): SQL {
  // No value: nothing matches (`in ()` is not SQL).
  if (values.length === 0) return sql`false`;
  if (values.length === 1) return sql`${column} = ${literal(values[0]!, allowed)}`;
  return sql`${column} in (${sql.join(
    values.map((value) => literal(value, allowed)),
    sql`, `,
  )})`;
}

/** A filtered search: its birth-date range, the spec's type and division, and More filters. */
export type FilteredSearch = MoreFilters &
  Pick<BiodataSearchQuery, 'type' | 'division'> & { after: string; through: string };

/** One string per search (occupations in any order or repeated are the same search). */
export function filtersKey({ occupation, ...filters }: FilteredSearch): string {
  return JSON.stringify([filters, [...new Set(occupation)].sort()]);
}

/** The where clause of a filtered search: each filter given, and nothing for one left out. */
export function moreFiltersWhere({ after, through, type, division, ...more }: FilteredSearch): SQL {
  const education = more.minEducation ? educationAtLeast(more.minEducation) : null;
  const heights = heightsBetween(more.minHeight, more.maxHeight);
  const given = <T>(value: T | undefined, condition: (value: T) => SQL) =>
    value === undefined || value === FILTER_ALL ? undefined : condition(value);
  const conditions = [
    sql`b.dob > ${literal(after, ISO_DATE)}::date`,
    sql`b.dob <= ${literal(through, ISO_DATE)}::date`,
    given(type, (value) => oneOf(sql`b.biodata_type`, [value], BIODATA_TYPES)),
    given(division, (value) => oneOf(sql`b.permanent_division`, [value], DIVISIONS)),
    given(more.district, (value) => oneOf(sql`b.permanent_district`, [value], DISTRICTS)),
    given(more.presentDivision, (value) => oneOf(sql`b.present_division`, [value], DIVISIONS)),
    given(more.maritalStatus, (value) => oneOf(sql`b.marital_status`, [value], MARITAL_STATUSES)),
    given(more.religion, (value) => oneOf(sql`b.religion`, [value], RELIGIONS)),
    given(education ?? undefined, (levels) =>
      oneOf(sql`b.education_level`, levels, EDUCATION_LEVELS),
    ),
    more.occupation.length === 0
      ? undefined
      : oneOf(sql`b.occupation`, [...new Set(more.occupation)], OCCUPATIONS),
    given(heights ?? undefined, (values) => oneOf(sql`b.height`, values, HEIGHTS)),
    more.verified ? sql`b.verified_at is not null` : undefined,
  ];
  return sql.join(
    conditions.filter((condition): condition is SQL => condition !== undefined),
    sql` and `,
  );
}

/**
 * The Biodata IDs of a filtered search's first SEARCH_COUNT_CAP + 1 matches, in listing order
 * (youngest first, then the newest biodata): read off an index whose INCLUDE columns hold every
 * filter's column (migration 0020), so the filters never touch the table.
 */
export function moreFiltersStatement(where: SQL): SQL {
  return sql`select b.addid from biodatas b
    where b.listed and ${where}
    order by b.dob desc, b.addid desc
    limit ${whole(SEARCH_COUNT_CAP + 1)}`;
}

/** A filtered search's matches, in listing order: at most SEARCH_COUNT_CAP + 1 Biodata IDs. */
export type FilteredMatches = Int32Array;
export type FilteredMatchesCache = TtlCache<FilteredMatches>;

/** Cards by Biodata ID, one prepared statement for any page. */
const cardsByNumberStatement = rawStatement(
  sql`select b.id as "_id", b.addid, b.name, b.biodata_type as "biodataType",
    b.profile_image as "profileImage", b.photo_visibility as "photoVisibility",
        b.permanent_division as "permanentDivision",
    b.occupation, b.dob::text as dob, b.verified_at as "verifiedAt"
  from biodatas b where b.addid = any(${sql.placeholder('addids')}::int[]) and b.listed`,
);

/**
 * Each database's reader of cards by Biodata ID (lib/batcher.ts): the pages asked for while
 * others are read go together, in one read of all their Biodata IDs. A card is public, the same
 * whoever asks, so each call takes its own from the batch's rows.
 */
const cardsReader = preparedPerDatabase((db) =>
  createBatcher<readonly number[], CardRow[]>({
    keyOf: () => 'cards',
    maxInFlight: READER_BATCHES_IN_FLIGHT,
    maxBatch: MAX_CALLS_A_BATCH,
    run: async (_kind, pages) => {
      const rows = await runStatement<CardRow>(db, cardsByNumberStatement, {
        addids: arrayLiteral([...new Set(pages.flat())]),
      });
      const byNumber = new Map(rows.map((row) => [row.addid, row]));
      return pages.map((addids) => addids.flatMap((addid) => byNumber.get(addid) ?? []));
    },
  }),
);

/** The cards of these Biodata IDs, by Biodata ID (one read for a page of them, or several). */
export async function findCardsByNumber(
  db: Db,
  addids: readonly number[],
  today: string,
): Promise<Map<number, StoredCard>> {
  if (addids.length === 0) return new Map();
  const rows = await cardsReader(db)(addids);
  return new Map(rows.map((row) => [row.addid, toCard(row, today)]));
}

/**
 * A page of a search with "More filters", youngest first as the listing always is, and its total
 * counted up to SEARCH_COUNT_CAP (ADR 0029): the matches' Biodata IDs (shared between requests
 * for a few seconds, like the plain search's counts: paging through a search reads them once),
 * then the page's twelve cards by Biodata ID. The matches' statement carries its values in its
 * text (see `literal`), so it is planned for them: the planner reads a listing index by type and
 * division, or the religion's, marital status's or district's when that value is rare.
 */
export async function searchWithMoreFilters({
  db,
  where,
  key,
  page,
  today,
  matchesCache,
  skipped,
}: {
  db: Db;
  where: SQL;
  /** The search's filters, as one string: the cache's key. */
  key: string;
  page: number;
  today: string;
  matchesCache?: FilteredMatchesCache;
  /** The caller's blocked biodatas (ADR 0037): left out of the matches, so of the total too. */
  skipped?: ReadonlySet<number>;
}): Promise<StoredPage<BiodataSearchResponse>> {
  const loadMatches = async () => {
    const result = (await db.execute(moreFiltersStatement(where))) as unknown as {
      rows: { addid: number }[];
    };
    return Int32Array.from(result.rows, (row) => row.addid);
  };
  const shared = matchesCache ? await matchesCache.get(key, loadMatches) : await loadMatches();
  // The shared matches are everyone's; the caller's own copy leaves their blocked biodatas out.
  const matches =
    skipped && skipped.size > 0 ? shared.filter((addid) => !skipped.has(addid)) : shared;
  const total = Math.min(matches.length, SEARCH_COUNT_CAP);
  // Match SEARCH_COUNT_CAP + 1 only says there are more: it is on no page.
  const pageNumbers = [
    ...matches.subarray(Math.min((page - 1) * PAGE_SIZE, total), Math.min(page * PAGE_SIZE, total)),
  ];
  const cards = await findCardsByNumber(db, pageNumbers, today);
  return {
    // In the matches' order; a biodata deleted since they were read is left out.
    items: pageNumbers.flatMap((addid) => cards.get(addid) ?? []),
    total,
    page,
    pageSize: PAGE_SIZE,
    pageCount: Math.ceil(total / PAGE_SIZE),
    // Still "more than the cap" when blocked matches left fewer than cap + 1 of those read.
    totalCapped: shared.length > SEARCH_COUNT_CAP,
  };
}
