import type { MatchesResponse } from '@bondhon/shared/schemas/matches';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/matches?page=: one page (PAGE_SIZE cards) of the signed-in member's suggestions, best
 * fit first, each with what fits, and the total; `hasBiodata` false for a member without a
 * biodata (issue 20).
 */
export function getMatches(
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MatchesResponse> {
  return apiRequest<MatchesResponse>('/matches', { query: { page }, signal });
}

export function matchesQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['matches', page] as const,
    queryFn: ({ signal }) => getMatches(page, { signal }),
    // Another page keeps the current cards until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useMatches(page: number) {
  return useQuery(matchesQueryOptions(page));
}
