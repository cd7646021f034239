import { z } from 'zod';
import { PAGE_SIZE, SEARCH_PAGE_MAX } from '../constants';
import { biodataCard } from './biodata';

/**
 * What fits between a member and a suggestion (issue 20), each a chip on the suggestion's card.
 * "Both ways": each asked for it and each meets the other's ask. Only what at least one of them
 * asked for, or what both share, is said.
 */
export const MATCH_FITS = [
  'ageBothWays',
  'heightBothWays',
  'maritalStatusBothWays',
  'educationBothWays',
  'preferredDivision',
  'sameDistrict',
  'sameDivision',
  'sameReligion',
] as const;
export type MatchFit = (typeof MATCH_FITS)[number];

/** GET /matches?page= */
export const matchesQuery = z.object({
  page: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(1),
});

export const matchCard = biodataCard.extend({ fits: z.array(z.enum(MATCH_FITS)) });
export type MatchCard = z.infer<typeof matchCard>;

/**
 * A page of suggestions, best fit first. `hasBiodata` false: the caller has no biodata yet, so
 * there is nothing to match with (no items).
 */
export const matchesResponse = z.object({
  hasBiodata: z.boolean(),
  items: z.array(matchCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(PAGE_SIZE),
  pageCount: z.number().int(),
});
export type MatchesResponse = z.infer<typeof matchesResponse>;
