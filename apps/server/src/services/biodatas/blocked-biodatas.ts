import type { Division, BiodataType } from '@bondhon/shared/options';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rawStatement, runStatement } from '../../db/run-statement';
import { blocks } from '../../db/schema';
import { createTtlCache } from '../../lib/ttl-cache';

/** A listed biodata hidden from one caller by a block (either way): what the listing skips. */
export interface BlockedBiodata {
  _id: string;
  addid: number;
  biodataType: BiodataType;
  permanentDivision: Division;
  dob: string;
}

/**
 * The listed biodatas of the members in a block with one caller, whoever of the two blocked
 * (ADR 0037). Empty for visitors, for members in no block, and for admins acting as admins.
 */
export interface BlockedBiodatas {
  rows: readonly BlockedBiodata[];
  ids: readonly string[];
  addids: ReadonlySet<number>;
}

export const NO_BLOCKED_BIODATAS: BlockedBiodatas = Object.freeze({
  rows: [],
  ids: [],
  addids: new Set<number>(),
});

function toBlockedBiodatas(rows: BlockedBiodata[]): BlockedBiodatas {
  if (rows.length === 0) return NO_BLOCKED_BIODATAS;
  return {
    rows,
    ids: rows.map((row) => row._id),
    addids: new Set(rows.map((row) => row.addid)),
  };
}

/**
 * Whether the users `a` and `b` are a blocked pair, either way: two lookups of the pair index.
 * For reads of others' biodatas written with the query builder.
 */
export function isBlockedPair(a: AnyPgColumn | SQL, b: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${blocks}
    where (${blocks.blockerId} = ${a} and ${blocks.blockedId} = ${b})
       or (${blocks.blockerId} = ${b} and ${blocks.blockedId} = ${a}))`;
}

/**
 * The blocked biodatas of a session's member, in one statement: the session's user (unless they
 * act as an admin), the members in a block with them each way (the pair index, then the blocked
 * side's), and those members' listed biodatas by their owner's unique index. Written from the
 * session outwards: a join of biodatas to a subquery of the blocks had the generic plan read
 * every biodata (half a second at 100,000).
 */
export function blockedBiodatasStatement(adminNeedsTwoFactor: boolean) {
  const actsAsAdmin = adminNeedsTwoFactor
    ? sql`(u.role = 'admin' and u.two_factor_enabled)`
    : sql`u.role = 'admin'`;
  return rawStatement(
    sql`with me as (
        select s.user_id from sessions s join users u on u.id = s.user_id
        where s.token = ${sql.placeholder('token')} and s.expires_at > now()
          and not ${actsAsAdmin}
      ), others as (
        select k.blocked_id as user_id from blocks k join me on k.blocker_id = me.user_id
        union all
        select k.blocker_id from blocks k join me on k.blocked_id = me.user_id
      )
      select b.id as "_id", b.addid, b.biodata_type as "biodataType",
        b.permanent_division as "permanentDivision", b.dob::text as dob
      from others o join biodatas b on b.user_id = o.user_id
      where b.listed`,
  );
}

/**
 * Each session's blocked biodatas, kept for `ttlMs` (then for as long again while they are read
 * anew: lib/ttl-cache.ts), as `createSessionCheck` keeps whether a session is live: a member in
 * no block pays one cached lookup on the listing, a visitor nothing. `forget()` drops every
 * answer, which this instance does after each of its successful state-changing calls (a block
 * or an unblock among them), so its own changes count at once; another instance's within twice
 * `ttlMs`.
 */
export function createBlockedBiodatasLookup(
  db: Db,
  { ttlMs, adminNeedsTwoFactor }: { ttlMs: number; adminNeedsTwoFactor: boolean },
) {
  const statement = blockedBiodatasStatement(adminNeedsTwoFactor);
  // Mostly empty sets: 10,000 sessions are a few megabytes at most.
  const answers = createTtlCache<BlockedBiodatas>({ ttlMs, maxEntries: 10_000 });
  return {
    of(token: string | null): Promise<BlockedBiodatas> {
      if (token === null) return Promise.resolve(NO_BLOCKED_BIODATAS);
      return answers.get(token, async () =>
        toBlockedBiodatas(await runStatement<BlockedBiodata>(db, statement, { token })),
      );
    },
    forget(): void {
      answers.clear();
    },
  };
}
