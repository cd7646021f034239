import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { biodatas } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** A biodata as the payment calls and Find by Biodata ID name it: its `_id`, or its `addid`. */
export type BiodataReference = string | number;

/** The biodata a payment is for (its id and owner); 404 when there is none. */
export async function findBiodataByReference(db: Db, reference: BiodataReference) {
  const [biodata] = await db
    .select({ id: biodatas.id, ownerId: biodatas.userId })
    .from(biodatas)
    .where(
      typeof reference === 'number' ? eq(biodatas.addid, reference) : eq(biodatas.id, reference),
    );
  if (!biodata) throw AppError.notFound('No biodata has this id.');
  return biodata;
}
