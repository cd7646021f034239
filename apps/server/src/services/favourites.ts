import type { FavouriteRecord } from '@bondhon/shared/schemas/favourites';
import { and, desc, eq, not } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Db } from '../db/client';
import { biodatas, favourites, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../lib/pg-error';
import { findBiodataByReference, NO_SUCH_BIODATA } from './biodatas/find-biodata-by-reference';
import { isBlockedPair } from './biodatas/blocked-biodatas';
import { onlyListed } from './biodatas/listing-state';

/**
 * Adds a biodata to the caller's favourites. The unique index on (user, biodata) decides between
 * new and already there, so double or concurrent submits never make a second row.
 */
export async function addFavourite({
  db,
  caller,
  biodataId,
}: {
  db: Db;
  caller: Caller;
  biodataId: string;
}): Promise<{ isNew: true; favouriteId: string } | { isNew: false }> {
  const biodata = await findBiodataByReference(db, biodataId, { visibleTo: caller });
  try {
    const [inserted] = await db
      .insert(favourites)
      .values({ userId: caller.id, biodataId: biodata.id })
      .onConflictDoNothing({ target: [favourites.userId, favourites.biodataId] })
      .returning({ id: favourites.id });
    return inserted ? { isNew: true, favouriteId: inserted.id } : { isNew: false };
  } catch (error) {
    // The biodata was deleted in the meantime.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw AppError.notFound(NO_SUCH_BIODATA);
    throw error;
  }
}

/** A user's favourites, newest first. */
export async function listFavourites({
  db,
  email,
}: {
  db: Db;
  email: string;
}): Promise<FavouriteRecord[]> {
  return (
    db
      .select({
        _id: favourites.id,
        biodataId: biodatas.id,
        addid: biodatas.addid,
        name: biodatas.name,
        permanentDivision: biodatas.permanentDivision,
        Occupation: biodatas.occupation,
      })
      .from(favourites)
      .innerJoin(users, eq(users.id, favourites.userId))
      .innerJoin(biodatas, eq(biodatas.id, favourites.biodataId))
      // A hidden biodata leaves its favourites' lists while it is hidden (ADR 0034), and a
      // blocked member's while the block lasts (ADR 0037).
      .where(
        and(
          eq(users.email, email.toLowerCase()),
          onlyListed,
          not(isBlockedPair(users.id, biodatas.userId)),
        ),
      )
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
  );
}

/** Deletes one of the caller's own favourites; anyone else's is "not found", whoever asks. */
export async function deleteFavourite({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: Caller;
  id: string;
}): Promise<void> {
  const deleted = await db
    .delete(favourites)
    .where(and(eq(favourites.id, id), eq(favourites.userId, caller.id)))
    .returning({ id: favourites.id });
  if (deleted.length === 0) throw AppError.notFound('You have no favourite with this id.');
}
