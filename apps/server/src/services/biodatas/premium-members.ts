import { AGE_MAX, PREMIUM_LIST_LIMIT } from '@bondhon/shared/constants';
import type { SortOrder } from '@bondhon/shared/options';
import { todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { and, asc, desc, eq, gt, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { biodatas, users } from '../../db/schema';
import type { TtlCache } from '../../lib/ttl-cache';
import { NO_BLOCKED_BIODATAS, type BlockedBiodatas } from './blocked-biodatas';
import { cardColumns, dobRange, toPremiumMember, type StoredPremiumMember } from './columns';
import { onlyListed } from './listing-state';

export type PremiumMembersCache = TtlCache<StoredPremiumMember[]>;

/** Biodatas of premium owners within the listing's ages, by age (the home page's list). */
export async function listPremiumMembers({
  db,
  order,
  cache,
  blocked = NO_BLOCKED_BIODATAS,
}: {
  db: Db;
  order: SortOrder;
  /** The home page's list, shared between requests for a few seconds. */
  cache?: PremiumMembersCache;
  /** The caller's blocked biodatas (ADR 0037): a list without them is theirs alone, not kept. */
  blocked?: BlockedBiodatas;
}): Promise<StoredPremiumMember[]> {
  const today = todayInBangladesh();
  if (blocked.addids.size > 0) return readPremiumMembers({ db, order, today, blocked });
  const load = () => readPremiumMembers({ db, order, today, blocked });
  return cache ? cache.get(`${order}|${today}`, load) : load();
}

async function readPremiumMembers({
  db,
  order,
  today,
  blocked,
}: {
  db: Db;
  order: SortOrder;
  today: string;
  blocked: BlockedBiodatas;
}): Promise<StoredPremiumMember[]> {
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
        blocked.addids.size > 0 ? notInArray(biodatas.addid, [...blocked.addids]) : undefined,
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
