import {
  photoAddress,
  PHOTO_RENDITION_NAMES,
  uploadedPhotoName,
  type PhotoRendition,
  type PhotoVisibility,
} from '@bondhon/shared/photos';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawStatement, runStatement, type RawStatement } from '../../db/run-statement';
import { photos, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PhotoBucket } from './photo-bucket';
import type { ProcessedPhoto } from './process-photo';

/** What an upload is for: a biodata's photo (saved with the form) or the account's avatar. */
export type PhotoUse = 'biodata' | 'account';

/**
 * Keeps a processed photo (ADR 0040) and answers its address: the card's for a biodata (the form
 * saves it as the biodata's photo), the avatar's for the account, which becomes the account's
 * photo in the same transaction. The same content uploaded again by its owner is the same photo.
 * With a `bucket` the renditions go there first, and the row only records the photo: a photo is
 * never recorded without its bytes. Should that fail, what was written of a photo not kept before
 * is deleted from the bucket again (as far as it answers), so no bytes stay there unrecorded.
 */
export async function storePhoto({
  db,
  ownerId,
  photo,
  use,
  bucket = null,
}: {
  db: Db;
  ownerId: string;
  photo: ProcessedPhoto;
  use: PhotoUse;
  bucket?: PhotoBucket | null;
}): Promise<{ name: string; address: string }> {
  const address = photoAddress(photo.name, use === 'account' ? 'avatar' : 'card');
  if (!bucket) {
    await recordPhoto({ db, ownerId, photo, use, address, withBytes: true });
    return { name: photo.name, address };
  }
  // The same photo uploaded again by its owner is kept already: a failure leaves it as it is.
  const [kept] = await db.select({ id: photos.id }).from(photos).where(eq(photos.name, photo.name));
  try {
    await bucket.put(photo.name, photo.renditions);
    await recordPhoto({ db, ownerId, photo, use, address, withBytes: false });
  } catch (error) {
    if (!kept) await bucket.remove([photo.name]).catch(() => undefined);
    throw error;
  }
  return { name: photo.name, address };
}

/** The photo's row (with its renditions' bytes, or without when they are in the bucket). */
async function recordPhoto({
  db,
  ownerId,
  photo,
  use,
  address,
  withBytes,
}: {
  db: Db;
  ownerId: string;
  photo: ProcessedPhoto;
  use: PhotoUse;
  address: string;
  withBytes: boolean;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(photos)
      .values({ name: photo.name, ownerId, ...(withBytes ? photo.renditions : {}) })
      .onConflictDoNothing({ target: photos.name });
    if (use === 'account') {
      await tx.update(users).set({ image: address }).where(eq(users.id, ownerId));
    }
  });
}

/**
 * Refuses an uploaded photo's address that is not the caller's own photo (a biodata's or an
 * account's photo field): a member may link any picture on the web, but our own photos' addresses
 * only to photos they uploaded, so nobody shows another member's private photo as theirs.
 */
export async function requireOwnPhoto(
  db: Db,
  ownerId: string,
  address: string | null | undefined,
  field: string,
): Promise<void> {
  const name = uploadedPhotoName(address);
  if (name === null) {
    if (address?.startsWith('/media/photos/')) {
      throw AppError.validation({ [field]: ['This is not the address of a photo.'] });
    }
    return;
  }
  const [own] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.name, name), eq(photos.ownerId, ownerId)));
  if (!own) throw AppError.validation({ [field]: ['Upload this photo again: it is not yours.'] });
}

/** One rendition of a photo, with where it is used: what its address's answer depends on. */
export interface PhotoForReading {
  ownerId: string;
  /** Null when the photo's renditions are in the photo bucket. */
  bytes: Buffer | null;
  /** The owner's biodata, when this is its photo as others read it now. */
  biodata: { id: string; listed: boolean; photoVisibility: PhotoVisibility } | null;
}

interface PhotoRow {
  ownerId: string;
  bytes: Buffer | Uint8Array | null;
  biodataId: string | null;
  listed: boolean | null;
  photoVisibility: PhotoVisibility | null;
}

/**
 * A rendition of a photo by name, with its owner's biodata when that biodata's photo (as others
 * read it now) is this photo, in whichever rendition: one statement for each rendition.
 */
const photoStatements = Object.fromEntries(
  PHOTO_RENDITION_NAMES.map((rendition) => {
    const name = sql.placeholder('name');
    return [
      rendition,
      rawStatement(sql`select p.owner_id as "ownerId", p.${sql.identifier(rendition)} as bytes,
          b.id as "biodataId", b.listed, b.photo_visibility as "photoVisibility"
        from photos p
        left join biodatas b on b.user_id = p.owner_id
          and b.profile_image like '/media/photos/' || p.name || '/%'
        where p.name = ${name}`),
    ];
  }),
) as Record<PhotoRendition, RawStatement>;

/**
 * A rendition of the photo named `name`, or null when there is none by that name; its bytes are
 * null when they are in the photo bucket, read only once the reader may see them.
 */
export async function findPhotoForReading(
  db: Db,
  name: string,
  rendition: PhotoRendition,
): Promise<PhotoForReading | null> {
  const [row] = await runStatement<PhotoRow>(db, photoStatements[rendition], { name });
  if (!row) return null;
  return {
    ownerId: row.ownerId,
    bytes: row.bytes === null || Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes),
    biodata:
      row.biodataId === null
        ? null
        : {
            id: row.biodataId,
            listed: row.listed ?? false,
            photoVisibility: row.photoVisibility ?? 'everyone',
          },
  };
}
