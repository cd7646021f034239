import { AGE_MIN, PAGE_SIZE } from '@bondhon/shared/constants';
import { FILTER_ALL, type BiodataType } from '@bondhon/shared/options';
import { todayInBangladesh, type BiodataSearchResponse } from '@bondhon/shared/schemas/biodata';
import type { StoredPage } from './columns';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  arrayLiteral,
  rawStatement,
  runStatement,
  type RawStatement,
} from '../../db/run-statement';
import { createBatcher, MAX_CALLS_A_BATCH, READER_BATCHES_IN_FLIGHT } from '../../lib/batcher';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import { visitorPhotoJson } from '../photos/photo-privacy';
import { NO_BLOCKED_BIODATAS, type BlockedBiodata, type BlockedBiodatas } from './blocked-biodatas';
import { dobRange, toCard, type CardRow } from './columns';
import {
  filtersKey,
  hasMoreFilters,
  moreFiltersWhere,
  searchWithMoreFilters,
  type FilteredMatchesCache,
  type MoreFilters,
} from './filtered-search';

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}
function monthStart(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}
/** A date's month as `year * 12 + month - 1`: months counted on the text, as every page needs. */
const monthNumber = (isoDate: string) =>
  Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;
/** The first day of a month numbered as monthNumber numbers it. */
const monthDate = (month: number) =>
  `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}-01`;
/** The first day of the month after `isoDate`'s. */
const nextMonthStart = (isoDate: string) => monthDate(monthNumber(isoDate) + 1);

/**
 * A filter shape's birth months that hold biodatas, oldest first (from biodata_counts): each month
 * as `year * 12 + month - 1`, and how many rows come before each, so the rows of any run of months
 * are one subtraction. One a shape, shared by every age range: the listing's thousand age ranges
 * and filters cost a table for each of the 27 shapes, not a list of months each.
 */
interface MonthTable {
  months: Int32Array;
  /** rowsBefore[i]: the rows in months[0..i-1]; one longer than `months`. */
  rowsBefore: Float64Array;
}

/** The rows of an age range's two end months, which it holds in part (from the day counts). */
interface EndCounts {
  firstMonth: number;
  lastMonth: number;
}

/**
 * The counts the listing pages by, shared between requests for a few seconds (public aggregates
 * only): each filter shape's month table, and each age range's two end months.
 */
export interface SearchCountsCache {
  months: TtlCache<MonthTable>;
  ends: TtlCache<EndCounts>;
  clear(): void;
}

export type SearchPagesCache = TtlCache<StoredPage<BiodataSearchResponse>>;

export function createSearchCountsCache(ttlMs: number): SearchCountsCache {
  const months = createTtlCache<MonthTable>({ ttlMs, maxEntries: 64 });
  // Two numbers each.
  const ends = createTtlCache<EndCounts>({ ttlMs, maxEntries: 5000 });
  return {
    months,
    ends,
    clear() {
      months.clear();
      ends.clear();
    },
  };
}

/** The first index of `months` (ascending) whose month is `month` or later. */
function firstFrom(months: Int32Array, month: number): number {
  let low = 0;
  let high = months.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (months[middle]! < month) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * What a search counts: its age range's latest month (in part), the whole months between its
 * ends (`table` from `from` up to, not including, `to`), and its earliest month (in part). Pages
 * run youngest first: the latest month, the whole months latest first, then the earliest.
 */
interface RangeCounts {
  table: MonthTable;
  from: number;
  to: number;
  firstMonth: string;
  lastMonth: string;
  ends: EndCounts;
  total: number;
}

function rangeCounts(
  table: MonthTable,
  ends: EndCounts,
  { firstMonth, lastMonth }: { firstMonth: string; lastMonth: string },
): RangeCounts {
  const from = firstFrom(table.months, monthNumber(firstMonth) + 1);
  const to = Math.max(from, firstFrom(table.months, monthNumber(lastMonth)));
  const whole = table.rowsBefore[to]! - table.rowsBefore[from]!;
  return {
    table,
    from,
    to,
    firstMonth,
    lastMonth,
    ends,
    total: ends.lastMonth + whole + ends.firstMonth,
  };
}

/** A month of a search: its first day, its rows, and how many rows come before it. */
interface SearchMonth {
  month: string;
  n: number;
  before: number;
}

/** Every month of a search, youngest first. */
function monthsOf({ table, from, to, firstMonth, lastMonth, ends }: RangeCounts): SearchMonth[] {
  const months = [{ month: lastMonth, n: ends.lastMonth, before: 0 }];
  let before = ends.lastMonth;
  for (let index = to - 1; index >= from; index--) {
    const n = table.rowsBefore[index + 1]! - table.rowsBefore[index]!;
    months.push({ month: monthDate(table.months[index]!), n, before });
    before += n;
  }
  months.push({ month: firstMonth, n: ends.firstMonth, before });
  return months;
}

/**
 * A search's months less the caller's blocked biodatas that it matches (each in its birth month),
 * so that the total is exact and each page starts where it would without them.
 */
function withoutSkipped(
  counted: RangeCounts,
  skipped: readonly BlockedBiodata[],
): { months: SearchMonth[]; total: number } {
  const less = new Map<string, number>();
  for (const row of skipped) {
    const month = monthStart(row.dob);
    less.set(month, (less.get(month) ?? 0) + 1);
  }
  let total = 0;
  const months = monthsOf(counted).map(({ month, n }) => {
    const before = total;
    const left = Math.max(0, n - (less.get(month) ?? 0));
    total += left;
    return { month, n: left, before };
  });
  return { months, total };
}

/**
 * The month of a list (youngest first) that holds the row at `offset`: the first whose rows reach
 * past it. `before` grows month by month, so a binary search finds it.
 */
function monthHoldingIn(months: readonly SearchMonth[], offset: number): SearchMonth | undefined {
  let low = 0;
  let high = months.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const month = months[middle]!;
    if (month.before + month.n > offset) high = middle;
    else low = middle + 1;
  }
  return months[low];
}

/**
 * The month that holds the row at `offset` of a search, found in its shape's table without
 * listing the range's months: the latest month; else the whole month whose rows, with those of
 * the later months, reach past it; else the earliest month.
 */
function monthHolding(counted: RangeCounts, offset: number): SearchMonth | undefined {
  const { table, from, to, ends } = counted;
  if (offset < ends.lastMonth) return { month: counted.lastMonth, n: ends.lastMonth, before: 0 };
  // The rows of months[index..to-1] are top - rowsBefore[index].
  const top = table.rowsBefore[to]!;
  const wanted = offset - ends.lastMonth;
  if (wanted < top - table.rowsBefore[from]!) {
    // The highest index whose rows, with the later months', reach past `wanted`.
    let low = from;
    let high = to - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (top - table.rowsBefore[middle]! > wanted) low = middle;
      else high = middle - 1;
    }
    return {
      month: monthDate(table.months[low]!),
      n: table.rowsBefore[low + 1]! - table.rowsBefore[low]!,
      before: ends.lastMonth + top - table.rowsBefore[low + 1]!,
    };
  }
  const before = ends.lastMonth + top - table.rowsBefore[from]!;
  return offset < before + ends.firstMonth
    ? { month: counted.firstMonth, n: ends.firstMonth, before }
    : undefined;
}

const countsFilter = sql`biodata_type = ${sql.placeholder('type')}
  and permanent_division = ${sql.placeholder('division')}`;

/** A filter shape's months with biodatas, oldest first, with their rows (biodata_counts). */
const monthTableStatement = rawStatement(
  sql`select coalesce(array_agg(birth_month::text order by birth_month), '{}') as months,
    coalesce(array_agg(n order by birth_month), '{}') as counts
  from biodata_counts
  where ${countsFilter} and n > 0`,
);

/**
 * The rows of an age range's two end months, from the day counts, in one row (no UNION, which
 * the planner may hand to parallel workers that cost more to start than the whole read).
 */
const endCountsStatement = rawStatement(
  sql`select
    (select coalesce(sum(n), 0)::int from biodata_day_counts
      where birth_date > ${sql.placeholder('after')}::date
        and birth_date < ${sql.placeholder('firstMonthEnd')}::date
        and ${countsFilter}) as "firstMonth",
    (select coalesce(sum(n), 0)::int from biodata_day_counts
      where birth_date >= ${sql.placeholder('lastMonth')}::date
        and birth_date <= ${sql.placeholder('through')}::date
        and ${countsFilter}) as "lastMonth"`,
);

async function loadMonthTable(
  db: Db,
  filter: { type: string; division: string },
): Promise<MonthTable> {
  const [row] = await runStatement<{ months: string[]; counts: (string | number)[] }>(
    db,
    monthTableStatement,
    filter,
  );
  const listed = row?.months ?? [];
  const months = new Int32Array(listed.length);
  const rowsBefore = new Float64Array(listed.length + 1);
  listed.forEach((month, index) => {
    months[index] = monthNumber(month);
    rowsBefore[index + 1] = rowsBefore[index]! + Number(row?.counts[index] ?? 0);
  });
  return { months, rowsBefore };
}

/** When an admin verified a biodata, as the text Date.prototype.toISOString writes. */
const verifiedAtText = sql`to_char(b.verified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A card's columns, as the listing's indexes hold them (migration 0005). The moment of
 * verification comes as the text the answer carries (as Date.prototype.toISOString writes it):
 * parsing it into a date and writing it out again cost more than the rest of a card.
 */
const cardColumns = sql`b.id as "_id", b.addid, b.name, b.biodata_type as "biodataType",
  b.profile_image as "profileImage", b.photo_visibility as "photoVisibility",
  b.permanent_division as "permanentDivision",
  b.occupation, b.dob::text as dob,
  ${verifiedAtText} as "verifiedAt"`;

/**
 * The columns a card is written from, as the page's rows are read. A page skips the rows before
 * it in its birth date (`offset`), and PostgreSQL computes a scan's select list for each row it
 * reads, skipped rows included: a card written in the scan was written for every row skipped
 * too (about 3 µs each; at 1,000,000 biodatas a page skips about 10). So the scan reads these
 * columns, and the card (cardColumns, visitorCardJson, on the same alias `b`) is written from its
 * page's twelve rows only.
 */
const pageColumns = sql`b.id, b.addid, b.name, b.biodata_type, b.profile_image,
  b.photo_visibility, b.permanent_division, b.occupation, b.dob, b.verified_at`;

/**
 * A card's JSON text as a visitor is answered it (ADR 0043): the fields biodataCard declares, in
 * its order, each text written by to_json (escaped as JSON.stringify escapes it), the photo by the
 * visitor's rules and the age on `today` (as ageOn counts it). From the index alone, as
 * cardColumns. A test holds it equal, byte for byte, to the card the compiled serializer writes.
 */
function visitorCardJson(today: SQL): SQL {
  const photo = visitorPhotoJson({
    image: sql`b.profile_image`,
    visibility: sql`b.photo_visibility`,
  });
  return sql`'{"_id":' || to_json(b.id::text)::text
    || ',"addid":' || b.addid
    || ',"name":' || to_json(b.name)::text
    || ',"biodataType":' || to_json(b.biodata_type::text)::text
    || ',"profileImage":' || ${photo.profileImage}
    || ',"photoWithheld":' || ${photo.photoWithheld}
    || ',"permanentDivision":' || to_json(b.permanent_division::text)::text
    || ',"yourAge":' || date_part('year', age(${today}, b.dob))::int
    || ',"occupation":' || to_json(b.occupation::text)::text
    || ',"verifiedAt":' || coalesce(to_json(${verifiedAtText})::text, 'null')
    || '}'`;
}

/**
 * How a page's cards are read: as rows, which toCard and withPhotosPrivacy make into cards; or as
 * the JSON text of the array a visitor is answered, which no code of ours reads or writes again.
 */
export type CardsAs = 'rows' | 'visitorJson';

/** The filters of a shape ('All' leaves its column out, so the planner picks the index that fits). */
function shapeFilters(
  type: string,
  division: string,
  { typeOf, divisionOf }: { typeOf: SQL; divisionOf: SQL },
): SQL[] {
  return [
    type === FILTER_ALL ? undefined : sql`b.biodata_type = ${typeOf}`,
    division === FILTER_ALL ? undefined : sql`b.permanent_division = ${divisionOf}`,
    // Only listed biodatas: the partial indexes hold no others (migration 0024).
    sql`b.listed`,
  ].filter((filter): filter is SQL => filter !== undefined);
}

const shapeKey = (type: string, division: string) =>
  `${type === FILTER_ALL}|${division === FILTER_ALL}`;

/** A statement rendered once for each filter shape, on its first use. */
function perShape(
  render: (type: string, division: string) => RawStatement,
): (type: string, division: string) => RawStatement {
  const rendered = new Map<string, RawStatement>();
  return (type, division) => {
    const key = shapeKey(type, division);
    let statement = rendered.get(key);
    if (!statement) {
      statement = render(type, division);
      rendered.set(key, statement);
    }
    return statement;
  };
}

/**
 * Pages of one filter shape, any number in one statement: each page a row of the arrays it
 * unnests, answered as its rows tagged with that row's place (`page`, from 1), or as one row of
 * its cards' JSON text (`visitorJson`). Each page starts from the birth month that holds its first
 * row (`monthFrom` up to `until`): that month's day counts find the birth date to start from and
 * how many of its rows to skip; the page is then read off the (…, dob, addid) index backwards, from
 * the index alone: it covers a card's columns, so neither the skipped rows nor the page's own touch
 * the table. Rendered once per shape and way of reading.
 */
function searchPagesStatement(type: string, division: string, as: CardsAs): RawStatement {
  const filters = sql.join(
    [
      ...shapeFilters(type, division, { typeOf: sql`want.type`, divisionOf: sql`want.division` }),
      sql`b.dob > want.after`,
      sql`b.dob <= start.birth_date`,
    ],
    sql` and `,
  );
  const cards =
    as === 'rows'
      ? { select: cardColumns, groupBy: sql`` }
      : {
          select: sql`'[' || string_agg(${visitorCardJson(sql`want.today`)}, ','
            order by b.dob desc, b.addid desc) || ']' as items`,
          groupBy: sql`group by want.page`,
        };
  return rawStatement(
    sql`select want.page::int as page, ${cards.select} from unnest(
        ${sql.placeholder('types')}::text[], ${sql.placeholder('divisions')}::text[],
        ${sql.placeholder('afters')}::date[], ${sql.placeholder('monthFroms')}::date[],
        ${sql.placeholder('untils')}::date[], ${sql.placeholder('skips')}::int[],
        ${sql.placeholder('todays')}::date[]
      ) with ordinality as want(type, division, after, month_from, until, skip, today, page)
      cross join lateral (
        select day.birth_date, (want.skip - (day.through - day.n))::int as skip from (
          select birth_date, n, sum(n) over (order by birth_date desc) as through
          from biodata_day_counts
          where biodata_type = want.type and permanent_division = want.division
            and birth_date >= want.month_from and birth_date < want.until
        ) as day
        where day.through > want.skip
        order by day.birth_date desc limit 1
      ) as start
      cross join lateral (
        select ${pageColumns} from biodatas b
        where ${filters}
        order by b.dob desc, b.addid desc
        offset start.skip limit ${PAGE_SIZE}
      ) as b
      ${cards.groupBy}`,
  );
}
export const searchPagesStatements = {
  rows: perShape((type, division) => searchPagesStatement(type, division, 'rows')),
  visitorJson: perShape((type, division) => searchPagesStatement(type, division, 'visitorJson')),
};

/** Where one page of the listing starts: its filters, and the birth month holding its first row. */
interface PageStart {
  type: string;
  division: string;
  after: string;
  monthFrom: string;
  until: string;
  skipInMonth: number;
  /** The day ages are counted on (a visitor's JSON only). */
  today: string;
}

/**
 * Each database's page reader: pages asked for while others are being read go together, a
 * statement a filter shape and way of reading (lib/batcher.ts), so a busy listing costs a round
 * trip for many requests instead of one each. A page comes as its rows, or as its JSON text.
 */
const pageReader = preparedPerDatabase((db) =>
  createBatcher<PageStart & { as: CardsAs }, CardRow[] | string>({
    keyOf: (one) => `${shapeKey(one.type, one.division)}|${one.as}`,
    maxInFlight: READER_BATCHES_IN_FLIGHT,
    maxBatch: MAX_CALLS_A_BATCH,
    run: async (_kind, starts) => {
      const [first] = starts;
      if (!first) return [];
      const rows = await runStatement<CardRow & { page: number; items: string }>(
        db,
        searchPagesStatements[first.as](first.type, first.division),
        {
          types: arrayLiteral(starts.map((one) => one.type)),
          divisions: arrayLiteral(starts.map((one) => one.division)),
          afters: arrayLiteral(starts.map((one) => one.after)),
          monthFroms: arrayLiteral(starts.map((one) => one.monthFrom)),
          untils: arrayLiteral(starts.map((one) => one.until)),
          skips: arrayLiteral(starts.map((one) => one.skipInMonth)),
          todays: arrayLiteral(starts.map((one) => one.today)),
        },
      );
      if (first.as === 'visitorJson') {
        // A page past the rows has no row: no cards.
        const pages = starts.map(() => '[]');
        for (const row of rows) pages[row.page - 1] = row.items;
        return pages;
      }
      const pages = starts.map((): CardRow[] => []);
      // Each row keeps its `page` beside the card's columns: toCard copies the card's alone.
      for (const row of rows) pages[row.page - 1]?.push(row);
      return pages;
    },
  }),
);

/**
 * A page for a member with blocked biodatas (ADR 0037), as searchPagesStatement reads one, less
 * those: each day's count less the blocked biodatas born that day, so the page starts where it
 * would in a listing without them, and the blocked left out by a column of the index (still
 * index-only). The member's own: read alone.
 */
export const blockedPageStatement = perShape((type, division) => {
  const filters = sql.join(
    [
      ...shapeFilters(type, division, {
        typeOf: sql`${sql.placeholder('type')}`,
        divisionOf: sql`${sql.placeholder('division')}`,
      }),
      sql`b.dob > ${sql.placeholder('after')}::date`,
      sql`b.addid <> all(${sql.placeholder('blockedAddids')}::int[])`,
    ],
    sql` and `,
  );
  const skip = sql.placeholder('skipInMonth');
  return rawStatement(
    sql`with days as (
        select birth_date, n - (select count(*) from unnest(${sql.placeholder('blockedDobs')}::date[]) as blocked(dob)
          where blocked.dob = birth_date)::int as n
        from biodata_day_counts
        where birth_date >= ${sql.placeholder('monthFrom')}::date
          and birth_date < ${sql.placeholder('until')}::date
          and ${countsFilter}
      ), running as (
        select birth_date, n, sum(n) over (order by birth_date desc) as through from days
      ), start as (
        select birth_date, (${skip}::int - (through - n))::int as skip
        from running where through > ${skip}::int
        order by birth_date desc limit 1
      )
      select ${cardColumns} from (
        select ${pageColumns}
        from biodatas b
        where ${filters} and b.dob <= (select birth_date from start)
        order by b.dob desc, b.addid desc
        offset (select skip from start) limit ${PAGE_SIZE}
      ) as b
      order by b.dob desc, b.addid desc`,
  );
});

/** What a search asks for: the spec's filters, maybe More filters, and a page. */
type SearchArgs = {
  db: Db;
  minAge?: number;
  maxAge: number;
  type: BiodataType | typeof FILTER_ALL;
  division: CardRow['permanentDivision'] | typeof FILTER_ALL;
  page: number;
  today?: string;
  /** Month counts shared between requests for a few seconds (public aggregates only). */
  countsCache?: SearchCountsCache;
} & Partial<MoreFilters>;

/** A search's birth dates, and its More filters with their defaults (none asked: all). */
function searchFilters({
  db: _db,
  type: _type,
  division: _division,
  page: _page,
  countsCache: _countsCache,
  minAge = AGE_MIN,
  maxAge,
  today,
  ...more
}: SearchArgs & { today: string }) {
  const { after, through } = dobRange(maxAge, today, minAge);
  const moreFilters: MoreFilters = {
    ...more,
    presentDivision: more.presentDivision ?? FILTER_ALL,
    occupation: more.occupation ?? [],
    verified: more.verified ?? false,
  };
  return { after, through, moreFilters };
}

/**
 * One page of the listing and the total. Youngest first (latest birth date first), and among
 * people born the same day the newest biodata (highest addid) first: exactly the order of the
 * (…, dob, addid) indexes read backwards, so a page is read off an index with no sort, whatever
 * the planner knows about the table.
 *
 * Its cost does not grow with the table. The total is summed from the counts tables the triggers
 * keep (whole birth months inside the age range from biodata_counts, the two partial months at
 * its ends from biodata_day_counts), never counted. A page starts from the same counts: the month,
 * then the birth date, that holds the page's first row; the page is then read off the index from
 * that date, skipping at most one day's rows.
 */
export async function searchBiodatas({
  matchesCache,
  pagesCache,
  blocked = NO_BLOCKED_BIODATAS,
  ...args
}: SearchArgs & {
  /** A filtered search's matches, shared the same way (public: anyone may search). */
  matchesCache?: FilteredMatchesCache;
  /**
   * Pages of searches with More filters, shared the same way: a busy page costs no query at all.
   * (A plain page is one index read; keeping those would churn memory for little.)
   */
  pagesCache?: SearchPagesCache;
  /**
   * The caller's blocked biodatas (ADR 0037), left out of the page and its total. A page without
   * them is the caller's alone: it never goes into `pagesCache`, nor comes out of it.
   */
  blocked?: BlockedBiodatas;
}): Promise<StoredPage<BiodataSearchResponse>> {
  const { db, type, division, page, countsCache, today = todayInBangladesh() } = args;
  const { after, through, moreFilters } = searchFilters({ ...args, today });
  if (!hasMoreFilters(moreFilters)) {
    const { result, start, skipped } = await placePlainPage({
      ...{ db, after, through, type, division, page, today, countsCache },
      blocked,
    });
    if (!start) return { ...result, items: [] };
    const rows =
      skipped.length === 0
        ? ((await pageReader(db)({ ...start, as: 'rows' })) as CardRow[])
        : await runStatement<CardRow>(db, blockedPageStatement(type, division), {
            ...start,
            blockedAddids: arrayLiteral(skipped.map((row) => row.addid)),
            blockedDobs: arrayLiteral(skipped.map((row) => row.dob)),
          });
    return { ...result, items: rows.map((row) => toCard(row, today)) };
  }
  const filters = { after, through, type, division, ...moreFilters };
  const key = filtersKey(filters);
  const load = () =>
    searchWithMoreFilters({
      db,
      where: moreFiltersWhere(filters),
      key,
      page,
      today,
      matchesCache,
      skipped: blocked.addids,
    });
  // The age range's birth dates stand for today: a new day is a new key.
  return pagesCache && blocked.addids.size === 0 ? pagesCache.get(`${key}|${page}`, load) : load();
}

/**
 * The listing's answer to a visitor (no session) as the JSON text of a BiodataSearchResponse,
 * its cards written by the database as a visitor may see them (ADR 0043): no card is made, no
 * photo rule applied and nothing serialised here, the most of a busy listing's work. Undefined
 * for a search with More filters, which searchBiodatas answers.
 */
export async function searchBiodatasAsVisitorJson(args: SearchArgs): Promise<string | undefined> {
  const { db, type, division, page, countsCache, today = todayInBangladesh() } = args;
  const { after, through, moreFilters } = searchFilters({ ...args, today });
  if (hasMoreFilters(moreFilters)) return undefined;
  const { result, start } = await placePlainPage({
    ...{ db, after, through, type, division, page, today, countsCache },
    blocked: NO_BLOCKED_BIODATAS,
  });
  const items = start ? ((await pageReader(db)({ ...start, as: 'visitorJson' })) as string) : '[]';
  // The page's other fields, in the schema's order, after the cards.
  return `{"items":${items},${JSON.stringify(result).slice(1)}`;
}

/**
 * Where a page of the listing with the spec's filters only is, from the counts tables: its total
 * and page count, and where its rows start (none past the last page); the caller's blocked
 * biodatas this search matches (`skipped`) are counted out.
 */
async function placePlainPage({
  db,
  after,
  through,
  type,
  division,
  page,
  today,
  countsCache,
  blocked,
}: {
  db: Db;
  after: string;
  through: string;
  type: BiodataType | typeof FILTER_ALL;
  division: CardRow['permanentDivision'] | typeof FILTER_ALL;
  page: number;
  today: string;
  countsCache?: SearchCountsCache;
  /** The caller's blocked biodatas: those this search matches are counted out, never shown. */
  blocked: BlockedBiodatas;
}) {
  const skipped = blocked.rows.filter(
    (row) =>
      (type === FILTER_ALL || row.biodataType === type) &&
      (division === FILTER_ALL || row.permanentDivision === division) &&
      row.dob > after &&
      row.dob <= through,
  );
  const firstMonth = monthStart(after);
  const lastMonth = monthStart(through);
  // Both counts tables have roll-up rows for 'All': one row per month or date for any filter.
  const filter = { type, division };
  const loadTable = () => loadMonthTable(db, filter);
  const loadEnds = () =>
    runStatement<EndCounts>(db, endCountsStatement, {
      ...filter,
      after,
      firstMonthEnd: nextMonthStart(after),
      lastMonth,
      through,
    }).then(([ends]) => ends ?? { firstMonth: 0, lastMonth: 0 });
  // Shared between requests: a shape's table by every age range, a range's ends by every page.
  const [table, ends] = await Promise.all([
    countsCache ? countsCache.months.get(`${type}|${division}`, loadTable) : loadTable(),
    countsCache
      ? countsCache.ends.get(`${type}|${division}|${after}|${through}`, loadEnds)
      : loadEnds(),
  ]);
  const counted = rangeCounts(table, ends, { firstMonth, lastMonth });
  const listed = skipped.length === 0 ? undefined : withoutSkipped(counted, skipped);
  const total = listed ? listed.total : counted.total;
  const result = {
    total,
    page,
    pageSize: PAGE_SIZE,
    pageCount: Math.ceil(total / PAGE_SIZE),
    totalCapped: false,
  } as const;

  const offset = (page - 1) * PAGE_SIZE;
  const bucket = listed ? monthHoldingIn(listed.months, offset) : monthHolding(counted, offset);
  if (!bucket) return { result, start: undefined, skipped };

  // Within the month: the birth date holding the page's first row, and how many of that date's
  // rows (highest addid first) come before it.
  const skipInMonth = offset - bucket.before;
  const monthFrom = bucket.month > after ? bucket.month : addDays(after, 1);
  // The month's end, or the day after the range's last birth date when that comes first.
  const monthEnd = nextMonthStart(bucket.month);
  const until = monthEnd <= through ? monthEnd : addDays(through, 1);
  const start: PageStart = { ...filter, after, monthFrom, until, skipInMonth, today };
  return { result, start, skipped };
}
