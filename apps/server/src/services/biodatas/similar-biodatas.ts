import { AGE_MAX, SIMILAR_BIODATA_LIMIT } from '@bondhon/shared/constants';
import type { BiodataType } from '@bondhon/shared/options';
import { todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { and, asc, desc, eq, gt, gte, lt, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { biodatas } from '../../db/schema';
import { NO_BLOCKED_BIODATAS, type BlockedBiodatas } from './blocked-biodatas';
import { cardColumns, dobRange, toCard, type StoredCard } from './columns';
import { onlyListed } from './listing-state';

/**
 * Up to SIMILAR_BIODATA_LIMIT other biodatas of a type within the listing's ages, the closest in
 * age to the excluded one (the one being viewed) first; without one to compare with, the youngest
 * first.
 */
export async function listSimilarBiodatas({
  db,
  biodataType,
  excludeId,
  blocked = NO_BLOCKED_BIODATAS,
}: {
  db: Db;
  biodataType: BiodataType;
  excludeId?: string | undefined;
  /** The caller's blocked biodatas (ADR 0037): never among the similar ones. */
  blocked?: BlockedBiodatas;
}): Promise<StoredCard[]> {
  const today = todayInBangladesh();
  const { after, through } = dobRange(AGE_MAX, today);
  const base = and(
    onlyListed,
    eq(biodatas.biodataType, biodataType),
    gt(biodatas.dob, after),
    lte(biodatas.dob, through),
    excludeId ? ne(biodatas.id, excludeId) : undefined,
    blocked.addids.size > 0 ? notInArray(biodatas.addid, [...blocked.addids]) : undefined,
  );
  const [viewed] = excludeId
    ? // Only a listed one: a hidden biodata's birth date must not order anyone's list, nor a
      // blocked one's the caller's.
      await db
        .select({ dob: biodatas.dob })
        .from(biodatas)
        .where(
          and(
            eq(biodatas.id, excludeId),
            onlyListed,
            blocked.ids.includes(excludeId) ? sql`false` : undefined,
          ),
        )
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
