import { AGE_MAX } from '@bondhon/shared/constants';
import { FILTER_ALL } from '@bondhon/shared/options';
import type { Db } from '../../db/client';
import type { TtlCache } from '../../lib/ttl-cache';
import { searchBiodatas, type SearchCountsCache } from './search-biodatas';

/** The first card's photo of the listing as it opens, kept with the other public answers. */
export type ListingPhotoCache = TtlCache<string | null>;

/**
 * The photo on the first card of the listing at its address without a query (no filters, page
 * 1): the page's largest paint on a phone (ADR 0021). Null when the listing is empty or its first
 * biodata has no photo, or one its owner shows only to some.
 */
export async function firstListingPhoto({
  db,
  countsCache,
}: {
  db: Db;
  countsCache?: SearchCountsCache;
}): Promise<string | null> {
  const { items } = await searchBiodatas({
    db,
    maxAge: AGE_MAX,
    type: FILTER_ALL,
    division: FILTER_ALL,
    page: 1,
    countsCache,
  });
  // Only a photo everyone may see (ADR 0040): the page is the same for every reader.
  const first = items[0];
  return first?.photoVisibility === 'everyone' ? first.profileImage : null;
}

/**
 * Characters a photo address may hold to go into a Link header as it is: RFC 3986's unreserved
 * and reserved ones and percent escapes, less the comma and semicolon that separate a Link
 * header's links and parameters. An address with anything else (a space, quotes, angle brackets,
 * a line break) gets no preload: the card still loads it.
 */
const HEADER_SAFE_URL = /^(?:https?:\/\/|\/media\/)[\w\-.~:/?#[\]@!$&'()*+=%]+$/;
const URL_MAX_LENGTH = 2048;

/**
 * A Link header value that has the browser download `photo` with the page, at the priority of
 * the largest paint and with the card's own referrer policy (so the card reuses the download),
 * or null for an address that cannot go into a header safely.
 */
export function photoPreloadLink(photo: string): string | null {
  if (photo.length > URL_MAX_LENGTH || !HEADER_SAFE_URL.test(photo)) return null;
  return `<${photo}>; rel=preload; as=image; fetchpriority=high; referrerpolicy=no-referrer`;
}
