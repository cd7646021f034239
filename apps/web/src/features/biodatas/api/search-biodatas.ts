import { AGE_MIN } from '@bondhon/shared/constants';
import { FILTER_ALL } from '@bondhon/shared/options';
import type { biodataSearchQuery, BiodataSearchResponse } from '@bondhon/shared/schemas/biodata';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, apiUrl, type QueryParams } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/** One listing page's filters and page number, every one of them set. */
export type BiodataSearch = z.output<typeof biodataSearchQuery>;

export const biodatasQueryKeyRoot = sharedQueryKeys.biodatas;

/** How long a page of cards is taken as it is, without asking again. */
const LISTING_FRESH_MS = 30_000;

const SEARCH_PATH = '/biodatas/search';

/**
 * The search's query parameters: the spec's filters and page always, each of the "More filters"
 * (issue 20) only when it narrows the search, `occupation` once per occupation. The listing's
 * address holds the same (hooks/use-listing-search.ts).
 */
export function searchQuery(search: BiodataSearch): QueryParams {
  return {
    maxAge: search.maxAge,
    type: search.type,
    division: search.division,
    page: search.page,
    minAge: search.minAge === AGE_MIN ? undefined : search.minAge,
    district: search.district,
    presentDivision: search.presentDivision === FILTER_ALL ? undefined : search.presentDivision,
    maritalStatus: search.maritalStatus,
    religion: search.religion,
    minEducation: search.minEducation,
    occupation: search.occupation,
    minHeight: search.minHeight,
    maxHeight: search.maxHeight,
    verified: search.verified ? 'true' : undefined,
  };
}

/** The address searchBiodatas() calls for this search (the listing's page preloads it). */
export function searchBiodatasUrl(search: BiodataSearch): string {
  return apiUrl(SEARCH_PATH, searchQuery(search));
}

/**
 * GET /api/biodatas/search: one page (PAGE_SIZE cards) of the biodatas aged 18 to `maxAge`, of
 * the type and permanent division asked for and within the "More filters" given, with the total
 * (DESIGN.md, "The API"; `totalCapped`: at least that many).
 */
export function searchBiodatas(
  search: BiodataSearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BiodataSearchResponse> {
  return apiRequest<BiodataSearchResponse>(SEARCH_PATH, { query: searchQuery(search), signal });
}

export function searchBiodatasQueryOptions(search: BiodataSearch) {
  return queryOptions({
    queryKey: [...biodatasQueryKeyRoot, 'search', search] as const,
    queryFn: ({ signal }) => searchBiodatas(search, { signal }),
    // Another page or filter keeps the current cards until the next ones arrive.
    placeholderData: keepPreviousData,
    // A page of cards is not asked for again within LISTING_FRESH_MS: not the one the page
    // arrived with as the app takes it over (a refetch there re-rendered every card twice), nor
    // one gone back to. Saving or deleting a biodata marks them stale (sharedQueryKeys).
    staleTime: LISTING_FRESH_MS,
  });
}

/** The search's page; none is asked for while `enabled` is false. */
export function useSearchBiodatas(search: BiodataSearch, { enabled = true } = {}) {
  return useQuery({ ...searchBiodatasQueryOptions(search), enabled });
}
