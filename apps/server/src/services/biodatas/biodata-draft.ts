import type {
  BiodataDraftResponse,
  BiodataDraftValues,
} from '@bondhon/shared/schemas/biodata-input';
import { and, eq, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { biodataDrafts, biodatas } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** A draft row as the calls answer it. */
function toDraftResponse(
  row: { values: Record<string, unknown>; updatedAt: Date } | undefined,
): BiodataDraftResponse {
  return row
    ? { values: row.values, updatedAt: row.updatedAt.toISOString() }
    : { values: null, updatedAt: null };
}

/**
 * The draft of the user's first biodata, while they are writing one: a draft kept beside a saved
 * biodata (a draft's save racing the first save of the biodata) is never answered.
 */
export async function findBiodataDraft({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<BiodataDraftResponse> {
  const [row] = await db
    .select({ values: biodataDrafts.values, updatedAt: biodataDrafts.updatedAt })
    .from(biodataDrafts)
    .where(
      and(
        eq(biodataDrafts.userId, userId),
        notExists(db.select({ id: biodatas.id }).from(biodatas).where(eq(biodatas.userId, userId))),
      ),
    );
  return toDraftResponse(row);
}

/**
 * Keeps `values` as the user's draft, replacing the one before: the form sends everything it
 * holds at each section's save. Only a user without a biodata has one: once it is saved, each
 * section saves the biodata itself (409 here).
 */
export async function saveBiodataDraft({
  db,
  userId,
  values,
}: {
  db: Db;
  userId: string;
  values: BiodataDraftValues;
}): Promise<BiodataDraftResponse> {
  return db.transaction(async (tx) => {
    const [biodata] = await tx
      .select({ id: biodatas.id })
      .from(biodatas)
      .where(eq(biodatas.userId, userId));
    if (biodata) {
      throw AppError.conflict('Your biodata is already saved: save its sections instead.');
    }
    const [row] = await tx
      .insert(biodataDrafts)
      .values({ userId, values })
      .onConflictDoUpdate({
        target: biodataDrafts.userId,
        set: { values, updatedAt: new Date() },
      })
      .returning({ values: biodataDrafts.values, updatedAt: biodataDrafts.updatedAt });
    return toDraftResponse(row);
  });
}
