import {
  BIODATA_TYPES,
  DIVISIONS,
  HEIGHTS,
  OCCUPATIONS,
  PERSONS,
  RACES,
  ROLES,
  WEIGHTS,
} from '@bondhon/shared/options';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

type Row = Record<string, unknown>;

async function rowsOf(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** `column` holds a value outside `values` (an option list of packages/shared). */
function outside(column: string, values: readonly string[]): SQL {
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`${sql.identifier(column)} not in (${list})`;
}

/** The biodata columns whose values must come from an option list, with that list. */
const BIODATA_OPTION_COLUMNS: [string, readonly string[]][] = [
  ['biodata_type', BIODATA_TYPES],
  ['height', HEIGHTS],
  ['weight', WEIGHTS],
  ['occupation', OCCUPATIONS],
  ['race', RACES],
  ['permanent_division', DIVISIONS],
  ['present_division', DIVISIONS],
  ['expected_partner_height', HEIGHTS],
  ['expected_partner_weight', WEIGHTS],
];

/**
 * The database's invariants, each a query answering the rows that break it (none when it holds),
 * so a failure names the offending rows.
 */
export const INVARIANTS: Record<string, SQL> = {
  'sessions without their user': sql`
    select s.id, s.user_id from sessions s left join users u on u.id = s.user_id
    where u.id is null`,
  'accounts without their user': sql`
    select a.id, a.user_id from accounts a left join users u on u.id = a.user_id
    where u.id is null`,
  'biodatas without their user': sql`
    select b.id, b.user_id from biodatas b left join users u on u.id = b.user_id
    where u.id is null`,
  'favourites without their user or biodata': sql`
    select f.id, f.user_id, f.biodata_id from favourites f
    left join users u on u.id = f.user_id left join biodatas b on b.id = f.biodata_id
    where u.id is null or b.id is null`,
  // A payment of a closed account is kept with no user.
  'payments with a missing user or biodata': sql`
    select p.id, p.user_id, p.biodata_id from payments p
    left join users u on u.id = p.user_id left join biodatas b on b.id = p.biodata_id
    where (p.user_id is not null and u.id is null) or (p.biodata_id is not null and b.id is null)`,
  'contact requests without their requester, biodata or payment': sql`
    select c.id, c.requester_id, c.biodata_id, c.payment_id from contact_requests c
    left join users u on u.id = c.requester_id left join biodatas b on b.id = c.biodata_id
    left join payments p on p.id = c.payment_id
    where u.id is null or b.id is null or p.id is null`,
  "contact requests whose payment is not the requester's succeeded payment for that biodata": sql`
    select c.id, c.payment_id, p.user_id, p.biodata_id, p.status from contact_requests c
    join payments p on p.id = c.payment_id
    where p.user_id <> c.requester_id or p.biodata_id is distinct from c.biodata_id
      or p.status <> 'succeeded'`,
  'premium requests without their user, or with a missing biodata': sql`
    select r.id, r.user_id, r.biodata_id from premium_requests r
    left join users u on u.id = r.user_id left join biodatas b on b.id = r.biodata_id
    where u.id is null or (r.biodata_id is not null and b.id is null)`,
  'duplicate favourites': sql`
    select user_id, biodata_id, count(*)::int as n from favourites
    group by user_id, biodata_id having count(*) > 1`,
  'duplicate contact requests': sql`
    select requester_id, biodata_id, count(*)::int as n from contact_requests
    group by requester_id, biodata_id having count(*) > 1`,
  'more than one pending premium request per user': sql`
    select user_id, count(*)::int as n from premium_requests where pending
    group by user_id having count(*) > 1`,
  'users with a role or person outside the option lists': sql`
    select id, role, person from users
    where ${outside('role', ROLES)} or ${outside('person', PERSONS)}`,
  'biodatas with a value outside the option lists': sql`
    select id, ${sql.join(
      BIODATA_OPTION_COLUMNS.map(([column]) => sql.identifier(column)),
      sql`, `,
    )} from biodatas
    where ${sql.join(
      BIODATA_OPTION_COLUMNS.map(([column, values]) => outside(column, values)),
      sql` or `,
    )}`,
  'biodatas with a blank or overlong name, a partner age outside 18–99, or a mobile not in E.164': sql`
    select id, name, expected_partner_age, mobile from biodatas
    where btrim(name) = '' or char_length(name) > 100
      or expected_partner_age not between 18 and 99
      or mobile !~ '^\\+[1-9][0-9]{5,14}$'`,
  // Issue 21: a story is two deletions that name each other, both agreeing to share it.
  'success stories whose sides do not name each other, or did not both agree': sql`
    select s.id from success_stories s
    join biodata_deletions a on a.id = s.first_deletion_id
    join biodata_deletions b on b.id = s.second_deletion_id
    where a.spouse_addid is distinct from b.deleted_addid
      or b.spouse_addid is distinct from a.deleted_addid
      or not a.shares_story or not b.shares_story`,
  'links that are neither http(s) nor our own /media pictures': sql`
    select 'users' as "table", id, image as link from users
    where image is not null and image !~* '^(https?://|/media/)'
    union all
    select 'biodatas', id::text, profile_image from biodatas
    where profile_image is not null and profile_image !~* '^(https?://|/media/)'`,
};

/** Every broken invariant with its offending rows; empty when the database is consistent. */
export async function findInvariantViolations(
  db: Pick<Db, 'execute'>,
): Promise<Record<string, Row[]>> {
  const violations: Record<string, Row[]> = {};
  for (const [name, query] of Object.entries(INVARIANTS)) {
    const rows = await rowsOf(db, query);
    if (rows.length > 0) violations[name] = rows;
  }
  return violations;
}

/** Where the change counter keeps its counts (in the test's own database only). */
const CHANGES_TABLE = 'test_row_changes';

/**
 * Counts every row inserted, updated or deleted in each table of the public schema, from now on:
 * a row trigger on each table (set up in the test's own database) adds to a per-table counter.
 * Answers a reader of the counts; compare two readings to see which tables changed in between.
 */
export async function countRowChanges(db: Db): Promise<() => Promise<Record<string, number>>> {
  const tables = await rowsOf(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const changes = sql.identifier(CHANGES_TABLE);
  await db.execute(sql`create table ${changes} (table_name text primary key, n bigint not null)`);
  await db.execute(sql`
    create function test_note_row_change() returns trigger language plpgsql as $$
    begin
      insert into ${changes} values (TG_TABLE_NAME, 1)
      on conflict (table_name) do update set n = ${changes}.n + 1;
      return null;
    end $$`);
  for (const { table_name: name } of tables) {
    await db.execute(sql`
      create trigger test_note_row_change after insert or update or delete
      on ${sql.identifier(String(name))} for each row execute function test_note_row_change()`);
  }
  return async () => {
    const rows = await rowsOf(db, sql`select table_name, n from ${changes}`);
    return Object.fromEntries(rows.map(({ table_name: name, n }) => [String(name), Number(n)]));
  };
}
