import {
  AGE_MAX,
  AGE_MIN,
  PAGE_SIZE,
  PREMIUM_LIST_LIMIT,
  SIMILAR_BIODATA_LIMIT,
} from '@bondhon/shared/constants';
import { FILTER_ALL, type BiodataType, type SortOrder } from '@bondhon/shared/options';
import {
  ageOn,
  latestDobForAge,
  todayInBangladesh,
  type BiodataCard,
  type BiodataCountsResponse,
  type BiodataPublicRecord,
  type BiodataRecordWithContact,
  type BiodataSearchResponse,
  type BiodataValues,
  type PremiumMember,
} from '@bondhon/shared/schemas/biodata';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import {
  and,
  asc,
  desc,
  eq,
  fillPlaceholders,
  gt,
  gte,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Caller } from '../auth/caller';
import { callerBySessionToken, toCaller } from '../auth/session-lookup';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { biodatas, contactRequests, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { TtlCache } from '../lib/ttl-cache';

// ---------------------------------------------------------------------------------------------
// Rows to answers. Age is never stored: it is computed from dob for today's date in Bangladesh.

const cardColumns = {
  _id: biodatas.id,
  addid: biodatas.addid,
  name: biodatas.name,
  biodataType: biodatas.biodataType,
  profileImage: biodatas.profileImage,
  permanentDivision: biodatas.permanentDivision,
  occupation: biodatas.occupation,
  dob: biodatas.dob,
};

/** Every column anyone signed in may see: no owner e-mail, no mobile. */
const publicColumns = {
  _id: biodatas.id,
  addid: biodatas.addid,
  biodataType: biodatas.biodataType,
  name: biodatas.name,
  profileImage: biodatas.profileImage,
  dob: biodatas.dob,
  height: biodatas.height,
  weight: biodatas.weight,
  occupation: biodatas.occupation,
  race: biodatas.race,
  fathersName: biodatas.fathersName,
  mothersName: biodatas.mothersName,
  permanentDivision: biodatas.permanentDivision,
  presentDivision: biodatas.presentDivision,
  expectedPartnerAge: biodatas.expectedPartnerAge,
  expectedPartnerHeight: biodatas.expectedPartnerHeight,
  expectedPartnerWeight: biodatas.expectedPartnerWeight,
};

type Biodata = typeof biodatas.$inferSelect;
type CardRow = Pick<
  Biodata,
  'addid' | 'name' | 'biodataType' | 'profileImage' | 'permanentDivision' | 'occupation' | 'dob'
> & { _id: string };
type PublicRow = Omit<Biodata, 'id' | 'userId' | 'mobile' | 'createdAt' | 'updatedAt'> & {
  _id: string;
};
type ContactRow = PublicRow & { ownerEmail: string; mobile: string };

const recordColumns = { ...publicColumns, ownerEmail: users.email, mobile: biodatas.mobile };

function toCard(row: CardRow, today: string): BiodataCard {
  return {
    _id: row._id,
    addid: row.addid,
    name: row.name,
    biodataType: row.biodataType,
    profileImage: row.profileImage,
    permanentDivision: row.permanentDivision,
    yourAge: ageOn(row.dob, today),
    occupation: row.occupation,
  };
}

function toPremiumMember(row: CardRow, today: string): PremiumMember {
  const { name: _name, ...member } = toCard(row, today);
  return member;
}

/** Builds the public record key by key, so a contact column can never ride along. */
function toPublicRecord(row: PublicRow, today: string): BiodataPublicRecord {
  return {
    _id: row._id,
    addid: row.addid,
    biodataType: row.biodataType,
    name: row.name,
    profileImage: row.profileImage,
    dob: row.dob,
    height: row.height,
    weight: row.weight,
    yourAge: ageOn(row.dob, today),
    occupation: row.occupation,
    race: row.race,
    fathersName: row.fathersName,
    mothersName: row.mothersName,
    permanentDivision: row.permanentDivision,
    presentDivision: row.presentDivision,
    expectedPartnerAge: row.expectedPartnerAge,
    expectedPartnerHeight: row.expectedPartnerHeight,
    expectedPartnerWeight: row.expectedPartnerWeight,
  };
}

/** The contact e-mail is always the owner's account e-mail (spec §3). */
function toRecordWithContact(row: ContactRow, today: string): BiodataRecordWithContact {
  return {
    ...toPublicRecord(row, today),
    user: row.ownerEmail,
    mobile: row.mobile,
    contactEmail: row.ownerEmail,
  };
}

/** The birth dates of the listing's ages, AGE_MIN to `maxAge`: `after < dob <= through`. */
function dobRange(maxAge: number, today: string) {
  return { after: latestDobForAge(maxAge + 1, today), through: latestDobForAge(AGE_MIN, today) };
}

const dialect = new PgDialect({ casing: 'snake_case' });

/** A raw query rendered to SQL text once; its values are bound at each call. */
interface RawStatement {
  name: string;
  text: string;
  /** Values and placeholders, in the order of the text's $n parameters. */
  params: unknown[];
}

/**
 * Renders a raw query once (dates cast to text, sums to int: no type mapping needed). Values that
 * change between calls are `sql.placeholder(name)`s, bound by `runStatement`.
 */
function rawStatement(query: SQL): RawStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  return { name, text, params };
}

/**
 * The rows of a raw statement with `values` for its placeholders. On a PostgreSQL server it is a
 * named prepared statement, planned once per connection instead of on every call; PGlite runs it
 * as it is.
 */
async function runStatement<T>(
  db: Db,
  statement: RawStatement,
  values: Record<string, unknown> = {},
): Promise<T[]> {
  const params = fillPlaceholders(statement.params, values);
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query({
      name: statement.name,
      text: statement.text,
      values: params,
    });
    return result.rows as T[];
  }
  if (client instanceof PGlite) {
    const result = await client.query<T>(statement.text, params);
    return result.rows;
  }
  throw new Error('runStatement needs a pg pool or a PGlite database');
}

// ---------------------------------------------------------------------------------------------
// The owner's own biodata.

/** PUT /addBioData: creates or replaces the caller's biodata, in one transaction. */
export async function saveCallerBiodata({
  db,
  caller,
  values,
}: {
  db: Db;
  caller: Caller;
  values: BiodataValues;
}): Promise<{ record: BiodataRecordWithContact; isCreated: boolean }> {
  // Exactly the stored fields: `yourAge` and `contactEmail` are derived, never taken from a body.
  const fields = {
    biodataType: values.biodataType,
    name: values.name,
    profileImage: values.profileImage,
    dob: values.dob,
    height: values.height,
    weight: values.weight,
    occupation: values.occupation,
    race: values.race,
    fathersName: values.fathersName,
    mothersName: values.mothersName,
    permanentDivision: values.permanentDivision,
    presentDivision: values.presentDivision,
    expectedPartnerAge: values.expectedPartnerAge,
    expectedPartnerHeight: values.expectedPartnerHeight,
    expectedPartnerWeight: values.expectedPartnerWeight,
    mobile: values.mobile,
  };
  return db.transaction(async (tx) => {
    const update = () =>
      tx
        .update(biodatas)
        .set(fields)
        .where(eq(biodatas.userId, caller.id))
        .returning({ id: biodatas.id });
    // Update first, insert only when there is nothing to update: an upsert would draw (and
    // waste) an addid from the identity sequence on every update.
    let [saved] = await update();
    let isCreated = false;
    if (!saved) {
      [saved] = await tx
        .insert(biodatas)
        .values({ userId: caller.id, ...fields })
        .onConflictDoNothing({ target: biodatas.userId })
        .returning({ id: biodatas.id });
      isCreated = saved !== undefined;
      // A concurrent first save by the same owner won the insert: replace what it wrote.
      if (!saved) [saved] = await update();
    }
    if (!saved) throw AppError.conflict('Your biodata could not be saved. Please try again.');
    const [row] = await tx
      .select(recordColumns)
      .from(biodatas)
      .innerJoin(users, eq(users.id, biodatas.userId))
      .where(eq(biodatas.id, saved.id));
    if (!row) throw AppError.notFound('Your account no longer exists.');
    return { record: toRecordWithContact(row, todayInBangladesh()), isCreated };
  });
}

/** GET /thearData/{email}: a user's biodata with its contact fields, or null. */
export async function findBiodataByOwnerEmail({
  db,
  email,
}: {
  db: Db;
  email: string;
}): Promise<BiodataRecordWithContact | null> {
  const [row] = await db
    .select(recordColumns)
    .from(biodatas)
    .innerJoin(users, eq(users.id, biodatas.userId))
    .where(eq(users.email, email.toLowerCase()));
  return row ? toRecordWithContact(row, todayInBangladesh()) : null;
}

// ---------------------------------------------------------------------------------------------
// Details and similar biodatas.

/**
 * The caller of a session token and, when it exists, one biodata with its owner's e-mail and
 * whether that caller's contact request for it is approved: one round trip for the whole call.
 * No row: no such session; a row without `record`: no such biodata.
 */
const detailsQuery = preparedPerDatabase((db) => {
  const caller = callerBySessionToken(db).as('caller');
  const owner = alias(users, 'owner');
  return db
    .select({
      // The caller's columns as the shared lookup selects them.
      caller: caller._.selectedFields,
      record: {
        ...publicColumns,
        ownerEmail: owner.email,
        mobile: biodatas.mobile,
        ownerId: biodatas.userId,
        isContactApproved: sql<boolean>`exists (
          select 1 from ${contactRequests}
          where ${contactRequests.requesterId} = ${caller.id}
            and ${contactRequests.biodataId} = ${biodatas.id}
            and not ${contactRequests.pending}
        )`,
      },
    })
    .from(caller)
    .leftJoin(biodatas, eq(biodatas.id, sql.placeholder('id')))
    .leftJoin(owner, eq(owner.id, biodatas.userId))
    .prepare('biodata_details');
});

type DetailsRecord = ContactRow & { ownerId: string; isContactApproved: boolean };

/** The left join found the biodata: its columns (all not null in the table) are there. */
function isFoundRecord(record: {
  [K in keyof DetailsRecord]: DetailsRecord[K] | null;
}): record is DetailsRecord {
  return record._id !== null;
}

/**
 * GET /details/{id}: the record, with contact fields only for the owner, admins, premium persons
 * and a caller whose contact request for this biodata is approved. The caller is the holder of
 * `sessionToken` (a signature-checked token), looked up in the same query.
 */
export async function findBiodataDetails({
  db,
  id,
  sessionToken,
}: {
  db: Db;
  id: string;
  sessionToken: string;
}): Promise<
  | { canSeeContact: true; record: BiodataRecordWithContact }
  | { canSeeContact: false; record: BiodataPublicRecord }
> {
  const [row] = await detailsQuery(db).execute({ token: sessionToken, id });
  if (!row) throw AppError.unauthenticated();
  const { record } = row;
  if (!isFoundRecord(record)) throw AppError.notFound('No biodata has this id.');
  const caller = toCaller(row.caller);
  const today = todayInBangladesh();
  const canSeeContact =
    record.ownerId === caller.id ||
    caller.role === 'admin' ||
    caller.person === 'premium' ||
    record.isContactApproved === true;
  return canSeeContact
    ? { canSeeContact, record: toRecordWithContact(record, today) }
    : { canSeeContact, record: toPublicRecord(record, today) };
}

/**
 * GET /biodataByGender: up to SIMILAR_BIODATA_LIMIT other biodatas of a type within the
 * listing's ages, the closest in age to the excluded one (the one being viewed) first; without
 * one to compare with, the youngest first.
 */
export async function listSimilarBiodatas({
  db,
  biodataType,
  excludeId,
}: {
  db: Db;
  biodataType: BiodataType;
  excludeId?: string | undefined;
}): Promise<BiodataCard[]> {
  const today = todayInBangladesh();
  const { after, through } = dobRange(AGE_MAX, today);
  const base = and(
    eq(biodatas.biodataType, biodataType),
    gt(biodatas.dob, after),
    lte(biodatas.dob, through),
    excludeId ? ne(biodatas.id, excludeId) : undefined,
  );
  const [viewed] = excludeId
    ? await db.select({ dob: biodatas.dob }).from(biodatas).where(eq(biodatas.id, excludeId))
    : [];
  const limit = SIMILAR_BIODATA_LIMIT;
  if (!viewed) {
    const rows = await db
      .select(cardColumns)
      .from(biodatas)
      .where(base)
      .orderBy(desc(biodatas.dob), desc(biodatas.addid))
      .limit(limit);
    return rows.map((row) => toCard(row, today));
  }
  const [younger, older] = await Promise.all([
    db
      .select(cardColumns)
      .from(biodatas)
      .where(and(base, gte(biodatas.dob, viewed.dob)))
      .orderBy(asc(biodatas.dob), asc(biodatas.addid))
      .limit(limit),
    db
      .select(cardColumns)
      .from(biodatas)
      .where(and(base, lt(biodatas.dob, viewed.dob)))
      .orderBy(desc(biodatas.dob), desc(biodatas.addid))
      .limit(limit),
  ]);
  const distance = (dob: string) => Math.abs(Date.parse(dob) - Date.parse(viewed.dob));
  return [...younger, ...older]
    .sort((a, b) => distance(a.dob) - distance(b.dob) || a.addid - b.addid)
    .slice(0, limit)
    .map((row) => toCard(row, today));
}

// ---------------------------------------------------------------------------------------------
// The listing search.

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}
function monthStart(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}
function nextMonthStart(isoDate: string): string {
  const date = new Date(Date.parse(`${monthStart(isoDate)}T00:00:00Z`));
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * GET /biodatas/search: one page of the listing and the total. Youngest first (latest birth date
 * first), and among people born the same day the newest biodata (highest addid) first: exactly
 * the order of the (…, dob, addid) indexes read backwards, so a page is read off an index with
 * no sort, whatever the planner knows about the table.
 *
 * Its cost does not grow with the table. The total is summed from the counts tables the triggers
 * keep (whole birth months inside the age range from biodata_counts, the two partial months at
 * its ends from biodata_day_counts), never counted. A page starts from the same counts: the month,
 * then the birth date, that holds the page's first row; the page is then read off the index from
 * that date, skipping at most one day's rows.
 */
/** What the counts tables say of a filter: its whole months, and its two partial end months. */
interface SearchCounts {
  months: string[] | null;
  counts: number[] | null;
  firstMonth: number;
  lastMonth: number;
}

/** A filter's birth months, youngest first, each with how many rows come before it. */
interface SearchMonths {
  months: { month: string; n: number; before: number }[];
  total: number;
}
export type SearchCountsCache = TtlCache<SearchMonths>;

function toSearchMonths(
  counted: SearchCounts | undefined,
  { firstMonth, lastMonth }: { firstMonth: string; lastMonth: string },
): SearchMonths {
  const wholeMonths = (counted?.months ?? []).map((month, index) => ({
    month,
    n: Number(counted?.counts?.[index] ?? 0),
  }));
  // Youngest first: the latest birth month first.
  wholeMonths.sort((a, b) => (a.month < b.month ? 1 : -1));
  let total = 0;
  const months = [
    { month: lastMonth, n: Number(counted?.lastMonth ?? 0) },
    ...wholeMonths,
    { month: firstMonth, n: Number(counted?.firstMonth ?? 0) },
  ].map(({ month, n }) => {
    const before = total;
    total += n;
    return { month, n, before };
  });
  return { months, total };
}

const countsFilter = sql`biodata_type = ${sql.placeholder('type')}
  and permanent_division = ${sql.placeholder('division')}`;

/**
 * What the counts tables say of a filter, in one row (no UNION, which the planner may hand to
 * parallel workers that cost more to start than the whole read): the whole months inside the
 * range from the month counts, and the two partial months at its ends from the day counts.
 */
const searchCountsStatement = rawStatement(
  sql`select whole.months, whole.counts,
    (select coalesce(sum(n), 0)::int from biodata_day_counts
      where birth_date > ${sql.placeholder('after')}::date
        and birth_date < ${sql.placeholder('firstMonthEnd')}::date
        and ${countsFilter}) as "firstMonth",
    (select coalesce(sum(n), 0)::int from biodata_day_counts
      where birth_date >= ${sql.placeholder('lastMonth')}::date
        and birth_date <= ${sql.placeholder('through')}::date
        and ${countsFilter}) as "lastMonth"
  from (
    select array_agg(birth_month::text) as months, array_agg(n) as counts
    from biodata_counts
    where ${countsFilter} and n > 0
      and birth_month > ${sql.placeholder('firstMonth')}::date
      and birth_month < ${sql.placeholder('lastMonth')}::date
  ) as whole`,
);

/**
 * A page from the birth month that holds its first row (`monthFrom` up to `until`): that month's
 * day counts find the birth date to start from and how many of its rows to skip; the page is then
 * read off the (…, dob, addid) index backwards, from the index alone: it covers a card's columns
 * (migration 0005), so neither the skipped rows nor the page's own touch the table. One statement
 * per filter shape ('All' leaves its column out, so the planner picks the index that fits), each
 * rendered once.
 */
const searchPageStatements = new Map<string, RawStatement>();
function searchPageStatement(type: string, division: string): RawStatement {
  const key = `${type === FILTER_ALL}|${division === FILTER_ALL}`;
  let statement = searchPageStatements.get(key);
  if (statement) return statement;
  const filters = sql.join(
    [
      type === FILTER_ALL ? undefined : sql`b.biodata_type = ${sql.placeholder('type')}`,
      division === FILTER_ALL
        ? undefined
        : sql`b.permanent_division = ${sql.placeholder('division')}`,
      sql`b.dob > ${sql.placeholder('after')}::date`,
    ].filter((filter): filter is SQL => filter !== undefined),
    sql` and `,
  );
  const skip = sql.placeholder('skipInMonth');
  statement = rawStatement(
    sql`with days as (
        select birth_date, n from biodata_day_counts
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
      select b.id as "_id", b.addid, b.name, b.biodata_type as "biodataType",
        b.profile_image as "profileImage", b.permanent_division as "permanentDivision",
        b.occupation, b.dob::text as dob
      from biodatas b
      where ${filters} and b.dob <= (select birth_date from start)
      order by b.dob desc, b.addid desc
      offset (select skip from start) limit ${PAGE_SIZE}`,
  );
  searchPageStatements.set(key, statement);
  return statement;
}

/**
 * What PostgreSQL does for a listing page of this filter shape, from the birth month starting at
 * `monthFrom` (EXPLAIN ANALYZE with buffers, as JSON): the test of the listing's indexes reads it.
 */
export async function explainSearchPage(
  db: Db,
  values: {
    type: BiodataType | typeof FILTER_ALL;
    division: CardRow['permanentDivision'] | typeof FILTER_ALL;
    after: string;
    monthFrom: string;
    until: string;
    skipInMonth: number;
  },
): Promise<unknown> {
  const statement = searchPageStatement(values.type, values.division);
  const [row] = await runStatement<{ 'QUERY PLAN': unknown }>(
    db,
    {
      ...statement,
      name: `${statement.name}_explained`,
      text: `explain (analyze, buffers, format json) ${statement.text}`,
    },
    values,
  );
  return row?.['QUERY PLAN'];
}

export async function searchBiodatas({
  db,
  maxAge,
  type,
  division,
  page,
  today = todayInBangladesh(),
  countsCache,
}: {
  db: Db;
  maxAge: number;
  type: BiodataType | typeof FILTER_ALL;
  division: CardRow['permanentDivision'] | typeof FILTER_ALL;
  page: number;
  today?: string;
  /** Month counts shared between requests for a few seconds (public aggregates only). */
  countsCache?: SearchCountsCache;
}): Promise<BiodataSearchResponse> {
  const { after, through } = dobRange(maxAge, today);
  const firstMonth = monthStart(after);
  const lastMonth = monthStart(through);
  // Both counts tables have roll-up rows for 'All': one row per month or date for any filter.
  const filter = { type, division };
  const loadMonths = () =>
    runStatement<SearchCounts>(db, searchCountsStatement, {
      ...filter,
      after,
      firstMonthEnd: nextMonthStart(after),
      firstMonth,
      lastMonth,
      through,
    }).then(([counted]) => toSearchMonths(counted, { firstMonth, lastMonth }));
  // Shared between requests in the form a page needs (the sums are the same for every page).
  const { months, total } = countsCache
    ? await countsCache.get(`${type}|${division}|${after}|${through}`, loadMonths)
    : await loadMonths();
  const result = {
    total,
    page,
    pageSize: PAGE_SIZE,
    pageCount: Math.ceil(total / PAGE_SIZE),
  } as const;

  const offset = (page - 1) * PAGE_SIZE;
  const bucket = months.find((month) => month.before + month.n > offset);
  if (!bucket) return { ...result, items: [] };

  // Within the month: the birth date holding the page's first row, and how many of that date's
  // rows (highest addid first) come before it.
  const skipInMonth = offset - bucket.before;
  const monthFrom = bucket.month > after ? bucket.month : addDays(after, 1);
  // The month's end, or the day after the range's last birth date when that comes first.
  const monthEnd = nextMonthStart(bucket.month);
  const until = monthEnd <= through ? monthEnd : addDays(through, 1);
  const rows = await runStatement<CardRow>(db, searchPageStatement(type, division), {
    ...filter,
    after,
    monthFrom,
    until,
    skipInMonth,
  });
  return { ...result, items: rows.map((row) => toCard(row, today)) };
}

// ---------------------------------------------------------------------------------------------
// Home page, compatibility listing, admin counts.

/** GET /premium-members: biodatas of premium owners within the listing's ages, by age. */
export async function listPremiumMembers({
  db,
  order,
  cache,
}: {
  db: Db;
  order: SortOrder;
  /** The home page's list, shared between requests for a few seconds. */
  cache?: PremiumMembersCache;
}): Promise<PremiumMember[]> {
  const today = todayInBangladesh();
  const load = () => readPremiumMembers({ db, order, today });
  return cache ? cache.get(`${order}|${today}`, load) : load();
}
export type PremiumMembersCache = TtlCache<PremiumMember[]>;

async function readPremiumMembers({
  db,
  order,
  today,
}: {
  db: Db;
  order: SortOrder;
  today: string;
}): Promise<PremiumMember[]> {
  const { after, through } = dobRange(AGE_MAX, today);
  const rows = await db
    .select(cardColumns)
    .from(biodatas)
    .innerJoin(users, eq(users.id, biodatas.userId))
    .where(and(eq(users.person, 'premium'), gt(biodatas.dob, after), lte(biodatas.dob, through)))
    // Youngest first is the latest birth date first; ties newest biodata first (index order).
    .orderBy(
      ...(order === 'asc'
        ? [desc(biodatas.dob), desc(biodatas.addid)]
        : [asc(biodatas.dob), asc(biodatas.addid)]),
    )
    .limit(PREMIUM_LIST_LIMIT);
  return rows.map((row) => toPremiumMember(row, today));
}

export const ALL_BIODATA_BATCH_SIZE = 250;

/**
 * GET /matremony/allData: every biodata (public fields only) as the text of one JSON array, in
 * addid order, read in keyset batches so memory stays flat whatever the table's size.
 */
export async function* streamAllBiodatas({
  db,
  batchSize = ALL_BIODATA_BATCH_SIZE,
}: {
  db: Db;
  batchSize?: number;
}): AsyncGenerator<string> {
  const today = todayInBangladesh();
  let lastAddid = 0;
  // The first text comes after the first query, so a caller that waits for it before answering
  // can still answer a failing database with an error instead of a cut-off array.
  let separator = '[';
  for (;;) {
    const rows = await db
      .select(publicColumns)
      .from(biodatas)
      .where(gt(biodatas.addid, lastAddid))
      .orderBy(asc(biodatas.addid))
      .limit(batchSize);
    if (rows.length > 0) {
      yield separator + rows.map((row) => JSON.stringify(toPublicRecord(row, today))).join(',');
      separator = ',';
      lastAddid = rows[rows.length - 1]?.addid ?? lastAddid;
    }
    if (rows.length < batchSize) break;
  }
  yield separator === '[' ? '[]' : ']';
}

const biodataCountsStatement = rawStatement(
  sql`select
        coalesce(sum(n) filter (where biodata_type = ${FILTER_ALL}), 0)::int as total,
        coalesce(sum(n) filter (where biodata_type = 'Male'), 0)::int as male,
        coalesce(sum(n) filter (where biodata_type = 'Female'), 0)::int as female,
        (select count(*)::int from ${biodatas}
          join ${users} on ${users.id} = ${biodatas.userId}
          where ${users.person} = 'premium') as premium
      from biodata_counts
      where permanent_division = ${FILTER_ALL}`,
);

/** GET /bioDatas/counts: totals from the counts table; premium from the owners. */
export async function countBiodatas({ db }: { db: Db }): Promise<BiodataCountsResponse> {
  const [counts] = await runStatement<BiodataCountsResponse>(db, biodataCountsStatement);
  return counts ?? { total: 0, male: 0, female: 0, premium: 0 };
}
