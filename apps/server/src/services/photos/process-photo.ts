import { createHash } from 'node:crypto';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_RENDITIONS,
  type PhotoRendition,
} from '@bondhon/shared/photos';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';

// Nothing decoded is kept between uploads (libvips' operation cache), and each upload is worked
// on by one libvips thread: memory stays bounded by the uploads being processed, which the route
// limits (PHOTO_PROCESSING_AT_ONCE), and the reads keep a core.
sharp.cache(false);
sharp.concurrency(1);

/** The formats a photo may arrive in, told by their first bytes. */
type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** The format the bytes are, read from their signature, whatever the file's name or type says. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const starts = (signature: number[], at = 0) =>
    signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** A processed photo: its renditions (WebP, no metadata) and the name its address carries. */
export interface ProcessedPhoto {
  name: string;
  renditions: Record<PhotoRendition, Buffer>;
}

/** Quality of each rendition's WebP. */
const QUALITY: Record<PhotoRendition, number> = { card: 72, details: 80, avatar: 75 };

/**
 * The most a card rendition may weigh (issue 22's budget: the listing shows twelve): a photo with
 * unusually fine detail is written again at lower qualities until it fits.
 */
export const CARD_MAX_BYTES = 30 * 1024;
const CARD_FALLBACK_QUALITIES = [62, 52, 42, 32];

const notAPhoto = () =>
  new AppError('NOT_A_PHOTO', 'This file is not a photo: choose a JPEG, PNG or WebP image.');
const unreadable = () =>
  new AppError(
    'PHOTO_UNREADABLE',
    'This photo could not be read: the file is damaged or cut short.',
  );

/**
 * Checks an upload and writes its renditions (issue 22, ADR 0040). The bytes decide what it is:
 * a JPEG, PNG or WebP by its signature and its own header, else NOT_A_PHOTO; more pixels than
 * PHOTO_MAX_PIXELS by its header, before anything is decoded, else PHOTO_TOO_MANY_PIXELS; a file
 * that is damaged or cut short, PHOTO_UNREADABLE. The photo is turned upright (its EXIF
 * orientation), cropped to each rendition's shape from the top (heads stay), and written as WebP
 * with no metadata at all: no EXIF, no GPS, no camera, no colour profile (converted to sRGB).
 * The name is a hash of the largest rendition and the owner: new content, a new name.
 */
export async function processPhoto(bytes: Buffer, ownerId: string): Promise<ProcessedPhoto> {
  if (bytes.byteLength > PHOTO_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'A photo may be 10 MB at most.');
  }
  const format = sniffPhotoFormat(bytes);
  if (!format) throw notAPhoto();

  const input = () =>
    sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'truncated', sequentialRead: true });
  let header: Metadata;
  try {
    // The header alone: its size is checked below, before anything is decoded.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (header.format !== format) throw notAPhoto();
  if (!header.width || !header.height) throw unreadable();
  if (header.width * header.height > PHOTO_MAX_PIXELS) {
    throw new AppError(
      'PHOTO_TOO_MANY_PIXELS',
      `This photo has too many pixels: ${PHOTO_MAX_PIXELS / 1_000_000} megapixels at most.`,
    );
  }

  try {
    // Decoded once, at the largest rendition's size (JPEG shrinks while it decodes); the smaller
    // renditions are made from those pixels, so nothing is compressed twice.
    const { width, height } = PHOTO_RENDITIONS.details;
    const { data, info } = await input()
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'top' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const encode = async (rendition: PhotoRendition, quality = QUALITY[rendition]) => {
      const size = PHOTO_RENDITIONS[rendition];
      return pixels()
        .resize(size.width, size.height, { fit: 'cover', position: 'top' })
        .webp({ quality, effort: 4 })
        .toBuffer();
    };
    const encodeCard = async () => {
      let card = await encode('card');
      for (const quality of CARD_FALLBACK_QUALITIES) {
        if (card.byteLength <= CARD_MAX_BYTES) break;
        card = await encode('card', quality);
      }
      return card;
    };
    const [details, card, avatar] = await Promise.all([
      encode('details'),
      encodeCard(),
      encode('avatar'),
    ]);
    const name = createHash('sha256').update(details).update(ownerId).digest('hex').slice(0, 32);
    return { name, renditions: { card, details, avatar } };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}
