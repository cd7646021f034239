import type { BiodataVisibilityResponse } from '@bondhon/shared/schemas/biodata-visibility';
import type { BiodataReviewMode, ReviewState } from '@bondhon/shared/schemas/moderation';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { isSuspendedNow } from '../../auth/suspension';
import type { Db } from '../../db/client';
import { appSettings, biodatas, users } from '../../db/schema';
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

/** The `app_settings` key of the review mode in force (BIODATA_REVIEW, DESIGN D19). */
const REVIEW_MODE_KEY = 'biodata_review';

/**
 * Whether a biodata may be listed now, from every reason there is (ADR 0034, ADR 0036): not
 * hidden by its owner, not removed by an admin, its owner not suspended, and, where only verified
 * biodatas are shown (`before-publish`), verified once (an edit of a verified biodata waits
 * apart, so what others see of it stays the verified version).
 */
const listableNow = sql`(${biodatas.hiddenAt} is null and ${biodatas.reviewState} <> 'removed' and (${biodatas.verifiedAt} is not null or coalesce((select ${appSettings.value} from ${appSettings} where ${appSettings.key} = ${REVIEW_MODE_KEY}), 'after-publish') = 'after-publish') and not exists (select 1 from ${users} where ${users.id} = ${biodatas.userId} and ${isSuspendedNow}))`;

/**
 * Sets `listed` from every reason (listableNow) on the biodatas `where` picks, in the caller's
 * transaction, after it has changed a reason; rows that already agree are not written. A change
 * that can only unlist (hiding, removal, suspension) may set `listed = false` itself in its own
 * statement; every change that may list a biodata again comes here, so that no one reason's end
 * lists a biodata another reason keeps out.
 */
export async function refreshListed(db: Db, where: SQL | undefined): Promise<void> {
  await db
    .update(biodatas)
    .set({ listed: listableNow })
    .where(and(where, sql`${biodatas.listed} is distinct from ${listableNow}`));
}

/**
 * Records the review mode in force (BIODATA_REVIEW) where every instance and every `listed`
 * reads it, and, when it differs from the one recorded, sets `listed` of every biodata anew
 * (once, at the start of the first instance with the new mode).
 */
export async function applyReviewMode(db: Db, mode: BiodataReviewMode): Promise<void> {
  await db.transaction(async (tx) => {
    const [recorded] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, REVIEW_MODE_KEY))
      .for('update');
    if (recorded?.value === mode) return;
    await tx
      .insert(appSettings)
      .values({ key: REVIEW_MODE_KEY, value: mode })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: mode } });
    // No row of a mode recorded means a database that never had one: the default mode's.
    if ((recorded?.value ?? 'after-publish') !== mode) await refreshListed(tx, undefined);
  });
}

const NO_BIODATA = 'You have no biodata yet.';

/** Since when the caller's biodata is hidden (null: it is not); 404 when they have none. */
export async function findOwnBiodataVisibility({
  db,
  caller,
}: {
  db: Db;
  caller: Caller;
}): Promise<BiodataVisibilityResponse> {
  const [own] = await db
    .select(standingColumns)
    .from(biodatas)
    .where(eq(biodatas.userId, caller.id));
  if (!own) throw AppError.notFound(NO_BIODATA);
  return toStanding(own);
}

/** What the owner is told of their biodata's standing: hidden since when, and its review. */
const standingColumns = {
  hiddenAt: biodatas.hiddenAt,
  listed: biodatas.listed,
  reviewState: biodatas.reviewState,
  reviewReason: biodatas.reviewReason,
  verifiedAt: biodatas.verifiedAt,
};

function toStanding(row: {
  hiddenAt: Date | null;
  listed: boolean;
  reviewState: ReviewState;
  reviewReason: string | null;
  verifiedAt: Date | null;
}): BiodataVisibilityResponse {
  return {
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    isListed: row.listed,
    review: {
      state: row.reviewState,
      reason: row.reviewReason,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
    },
  };
}

/**
 * Hides the caller's biodata from everyone else, or shows it again (issue 21's way out). Hiding
 * unlists it in the same statement (hidden is never listed: the table's check); showing it lists
 * it again only if no other reason keeps it out (refreshListed). The counts triggers move it out
 * of (or back into) the listing's totals.
 */
export async function setOwnBiodataHidden({
  db,
  caller,
  hidden,
}: {
  db: Db;
  caller: Caller;
  hidden: boolean;
}): Promise<BiodataVisibilityResponse> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(biodatas)
      .set({
        // Hiding again keeps the first time.
        hiddenAt: hidden ? sql`coalesce(${biodatas.hiddenAt}, now())` : null,
        ...(hidden ? { listed: false } : {}),
      })
      .where(eq(biodatas.userId, caller.id))
      .returning(standingColumns);
    if (!changed) throw AppError.notFound(NO_BIODATA);
    if (hidden) return toStanding(changed);
    await refreshListed(tx, eq(biodatas.userId, caller.id));
    return findOwnBiodataVisibility({ db: tx, caller });
  });
}
