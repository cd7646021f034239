import { z } from 'zod';
import { DIVISIONS, OCCUPATIONS } from '../options';
import { emailField } from './fields';

export const ALREADY_FAVOURITE_MESSAGE = 'Already added' as const;

/**
 * POST /favourites (spec §7): adds a biodata to the caller's favourites. `userEmail` must be the
 * caller's own; `biodataId` is the biodata's `_id`. The display fields of the spec's payload
 * (name, permanentDivision, addid, Occupation) are accepted and ignored: the server reads them
 * from the biodata itself.
 */
export const addFavouriteInput = z.object({
  userEmail: emailField,
  biodataId: z.guid(),
  name: z.unknown().optional(),
  permanentDivision: z.unknown().optional(),
  addid: z.unknown().optional(),
  Occupation: z.unknown().optional(),
});
export type AddFavouriteInput = z.input<typeof addFavouriteInput>;

/** 201 `{insertedId}` when newly added; 200 `{insertedId: null, message: 'Already added'}`. */
export const addFavouriteResponse = z.object({
  insertedId: z.string().nullable(),
  message: z.string().optional(),
});
export type AddFavouriteResponse = z.infer<typeof addFavouriteResponse>;

/** One favourite as 'My Favourite Biodatas' lists it (spec §3 favourite). */
export const favouriteRecord = z.object({
  /** The favourite's own id: what DELETE /favourites/delete/{id} takes. */
  _id: z.string(),
  biodataId: z.string(),
  addid: z.number().int(),
  name: z.string(),
  permanentDivision: z.enum(DIVISIONS),
  Occupation: z.enum(OCCUPATIONS),
});
export type FavouriteRecord = z.infer<typeof favouriteRecord>;

/** GET /favourites/{email}: the caller's own favourites, newest first. */
export const favouriteListResponse = z.array(favouriteRecord);

export const favouriteIdParams = z.object({ id: z.guid() });

/** DELETE /favourites/delete/{id} */
export const deleteFavouriteResponse = z.object({ deletedCount: z.number().int() });
export type DeleteFavouriteResponse = z.infer<typeof deleteFavouriteResponse>;
