import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { biodatas } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * A biodata as the visibility rule reads it: its owner, whether it is listed, and whether its
 * owner and the caller are a blocked pair, either way (ADR 0037).
 */
export interface ListedBiodata {
  ownerId: string;
  listed: boolean;
  isBlockedPair: boolean;
}

/**
 * Whether `caller` may see this biodata (ADR 0034): anyone while it is listed, but for a member
 * in a block with its owner (ADR 0037); its owner and admins (who act on reports and reviews)
 * always. Everyone else is told it does not exist (404), never that it is hidden or blocked.
 */
export function isVisibleTo(biodata: ListedBiodata, caller: Caller | null): boolean {
  return (
    (biodata.listed && !biodata.isBlockedPair) ||
    biodata.ownerId === caller?.id ||
    caller?.role === 'admin'
  );
}

/**
 * Only listed biodatas, for reads of others' biodatas written with the query builder. The column
 * itself, not `listed = $1`: the pool's generic plans could not tell that a parameter satisfies
 * the partial indexes' `WHERE listed`, and would read the whole table instead.
 */
export const onlyListed = sql`${biodatas.listed}`;

const NO_BIODATA = 'You have no biodata yet.';

/** Since when the caller's biodata is hidden (null: it is not); 404 when they have none. */
export async function findOwnBiodataVisibility({
  db,
  caller,
}: {
  db: Db;
  caller: Caller;
}): Promise<{ hiddenAt: string | null }> {
  const [own] = await db
    .select({ hiddenAt: biodatas.hiddenAt })
    .from(biodatas)
    .where(eq(biodatas.userId, caller.id));
  if (!own) throw AppError.notFound(NO_BIODATA);
  return { hiddenAt: own.hiddenAt?.toISOString() ?? null };
}

/**
 * Hides the caller's biodata from everyone else, or shows it again (issue 21's way out). `listed`
 * follows in the same statement: hidden is never listed (the table's check), and today nothing
 * else unlists a biodata. The counts triggers move it out of (or back into) the listing's totals.
 */
export async function setOwnBiodataHidden({
  db,
  caller,
  hidden,
}: {
  db: Db;
  caller: Caller;
  hidden: boolean;
}): Promise<{ hiddenAt: string | null }> {
  const [changed] = await db
    .update(biodatas)
    .set({
      // Hiding again keeps the first time.
      hiddenAt: hidden ? sql`coalesce(${biodatas.hiddenAt}, now())` : null,
      listed: !hidden,
    })
    .where(eq(biodatas.userId, caller.id))
    .returning({ hiddenAt: biodatas.hiddenAt });
  if (!changed) throw AppError.notFound(NO_BIODATA);
  return { hiddenAt: changed.hiddenAt?.toISOString() ?? null };
}
