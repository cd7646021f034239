/**
 * Uploaded photos (issue 22, ADR 0040): what a member may upload, the renditions the server
 * writes, their addresses, and who may see a biodata's photo. Free of zod: screens read it.
 */

/** Who sees a biodata's photo, its owner's choice. */
export const PHOTO_VISIBILITIES = ['everyone', 'members', 'approved'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];

/**
 * Why a card or profile shows the silhouette instead of a photo it has: the reader is not signed
 * in (`members`), or has no approved contact request for it (`request`).
 */
export const PHOTO_WITHHELD = ['members', 'request'] as const;
export type PhotoWithheld = (typeof PHOTO_WITHHELD)[number];

/** The file types a photo may be uploaded as, by the content type the browser sends. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The largest upload: 10 MiB. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The most pixels an upload may have, read from its header before anything is decoded: a
 * 48-megapixel phone photo passes; a decompression bomb (20,000 × 20,000) does not.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

/** The card's shape, which the browser crops a photo to before it uploads: 4:3. */
export const PHOTO_ASPECT = { width: 4, height: 3 } as const;

/** The renditions the server writes of every photo, WebP, each its own size. */
export const PHOTO_RENDITIONS = {
  /** A listing card (about 300 CSS pixels wide at most, sharp on a phone's denser screen). */
  card: { width: 480, height: 360 },
  /** The profile page's photo. */
  details: { width: 960, height: 720 },
  /** The navigation's round avatar. */
  avatar: { width: 96, height: 96 },
} as const;
export type PhotoRendition = keyof typeof PHOTO_RENDITIONS;
export const PHOTO_RENDITION_NAMES = Object.keys(PHOTO_RENDITIONS) as PhotoRendition[];

/** An uploaded photo's name: 32 hexadecimal characters of a hash of its content. */
export const PHOTO_NAME = /^[0-9a-f]{32}$/;

const PHOTO_ADDRESS = /^\/media\/photos\/([0-9a-f]{32})\/(card|details|avatar)\.webp$/;

/** The address of one rendition of an uploaded photo. */
export function photoAddress(name: string, rendition: PhotoRendition): string {
  return `/media/photos/${name}/${rendition}.webp`;
}

/** The uploaded photo an address names, or null for any other address (a link, a portrait). */
export function uploadedPhotoName(address: string | null | undefined): string | null {
  return (address && PHOTO_ADDRESS.exec(address)?.[1]) ?? null;
}

/**
 * The address to show a photo at in a given place: another rendition of an uploaded photo, the
 * same address for a link (it has only one).
 */
export function photoForPlace(address: string, rendition: PhotoRendition): string {
  const name = uploadedPhotoName(address);
  return name ? photoAddress(name, rendition) : address;
}
