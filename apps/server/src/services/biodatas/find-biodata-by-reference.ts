import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { biodatas } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isBlockedPair } from './blocked-biodatas';
import { isVisibleTo } from './listing-state';

/** The answer for a biodata that does not exist, or that the caller may not see (ADR 0034). */
export const NO_SUCH_BIODATA = 'No biodata has this id.';

/** A biodata as the payment calls and Find by Biodata ID name it: its `_id`, or its `addid`. */
export type BiodataReference = string | number;

/**
 * The biodata a call names (its id and owner): a payment, Find by Biodata ID, a favourite, a
 * report. 404 when there is none,
 * or, with `visibleTo`, when that caller may not see it (ADR 0034), a block between them
 * included (ADR 0037). A payment already made is
 * recorded without it: the money was taken while the biodata could be seen.
 */
export async function findBiodataByReference(
  db: Db,
  reference: BiodataReference,
  {
    visibleTo,
    readBy,
  }: {
    visibleTo?: Caller | null;
    /**
     * The caller whose view a later `isVisibleTo` judges, without refusing here: `isBlockedPair`
     * is theirs (recording a payment made while the biodata could be seen).
     */
    readBy?: Caller;
  } = {},
) {
  const reader = visibleTo ?? readBy;
  const [biodata] = await db
    .select({
      id: biodatas.id,
      ownerId: biodatas.userId,
      listed: biodatas.listed,
      // Only where the caller's view counts, and they are a member (ADR 0037).
      isBlockedPair:
        reader && reader.role !== 'admin'
          ? isBlockedPair(biodatas.userId, sql`${reader.id}`)
          : sql<boolean>`false`,
    })
    .from(biodatas)
    .where(
      typeof reference === 'number' ? eq(biodatas.addid, reference) : eq(biodatas.id, reference),
    );
  if (!biodata || (visibleTo !== undefined && !isVisibleTo(biodata, visibleTo))) {
    throw AppError.notFound(NO_SUCH_BIODATA);
  }
  return biodata;
}
