import type { BiodataRecord } from '@bondhon/shared/schemas/biodata';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/**
 * GET /api/details/{id} (signed in): one biodata, with `user`, `mobile` and `contactEmail`
 * only when the caller is entitled to them (the owner, admins, premium persons, approved
 * contact requests). 404 for an unknown id, 400 for a malformed one.
 */
export function getBiodataDetails(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BiodataRecord> {
  return apiRequest<BiodataRecord>(`/details/${encodeURIComponent(id)}`, { signal });
}

export function biodataDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: sharedQueryKeys.biodataDetails(id),
    queryFn: ({ signal }) => getBiodataDetails(id, { signal }),
  });
}

export function useBiodataDetails(id: string) {
  return useQuery(biodataDetailsQueryOptions(id));
}
