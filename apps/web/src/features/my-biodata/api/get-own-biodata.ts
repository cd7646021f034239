import type { BiodataRecordWithContact, OwnBiodataResponse } from '@bondhon/shared/schemas/biodata';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ownBiodataQueryKeyRoot = ['own-biodata'] as const;

/**
 * GET /api/thearData/{email}: the caller's own biodata with its contact fields, or null when
 * they have none yet (the server answers `{message: 'No biodata found'}`).
 */
export async function getOwnBiodata(
  email: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BiodataRecordWithContact | null> {
  const answer = await apiRequest<OwnBiodataResponse>(`/thearData/${encodeURIComponent(email)}`, {
    signal,
  });
  return 'message' in answer ? null : answer;
}

export function ownBiodataQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...ownBiodataQueryKeyRoot, email.toLowerCase()] as const,
    queryFn: ({ signal }) => getOwnBiodata(email, { signal }),
  });
}

export function useOwnBiodata(email: string) {
  return useQuery(ownBiodataQueryOptions(email));
}
