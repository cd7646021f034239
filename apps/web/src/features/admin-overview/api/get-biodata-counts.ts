import type { BiodataCountsResponse } from '@bondhon/shared/schemas/biodata';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const biodataCountsQueryKey = ['biodata-counts'] as const;

/** GET /api/bioDatas/counts (admins): how many biodatas, male, female and of premium owners. */
export function getBiodataCounts({
  signal,
}: { signal?: AbortSignal } = {}): Promise<BiodataCountsResponse> {
  return apiRequest<BiodataCountsResponse>('/bioDatas/counts', { signal });
}

export function biodataCountsQueryOptions() {
  return queryOptions({
    queryKey: biodataCountsQueryKey,
    queryFn: ({ signal }) => getBiodataCounts({ signal }),
  });
}

export function useBiodataCounts() {
  return useQuery(biodataCountsQueryOptions());
}
