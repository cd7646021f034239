import { AGE_MAX, PREMIUM_LIST_LIMIT } from '@bondhon/shared/constants';
import type { SortOrder } from '@bondhon/shared/options';
import { todayInBangladesh, type PremiumMember } from '@bondhon/shared/schemas/biodata';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { biodatas, users } from '../../db/schema';
import type { TtlCache } from '../../lib/ttl-cache';
import { cardColumns, dobRange, toPremiumMember } from './columns';
import { onlyListed } from './listing-state';

export type PremiumMembersCache = TtlCache<PremiumMember[]>;

/** Biodatas of premium owners within the listing's ages, by age (the home page's list). */
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
    .where(
      and(
        eq(users.person, 'premium'),
        onlyListed,
        gt(biodatas.dob, after),
        lte(biodatas.dob, through),
      ),
    )
    // Youngest first is the latest birth date first; ties newest biodata first (index order).
    .orderBy(
      ...(order === 'asc'
        ? [desc(biodatas.dob), desc(biodatas.addid)]
        : [asc(biodatas.dob), asc(biodatas.addid)]),
    )
    .limit(PREMIUM_LIST_LIMIT);
  return rows.map((row) => toPremiumMember(row, today));
}
