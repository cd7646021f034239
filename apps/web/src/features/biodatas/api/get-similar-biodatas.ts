import type { BiodataType } from '@bondhon/shared/options';
import type { BiodataCard } from '@bondhon/shared/schemas/biodata';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { biodatasQueryKeyRoot } from './search-biodatas';

export interface SimilarBiodatasParams {
  gender: BiodataType;
  /** The biodata on screen, left out of its own "more like this". */
  exclude: string;
}

/** GET /api/biodataByGender?gender=&exclude= (signed in): a few more biodatas of a type. */
export function getSimilarBiodatas(
  { gender, exclude }: SimilarBiodatasParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BiodataCard[]> {
  return apiRequest<BiodataCard[]>('/biodataByGender', { query: { gender, exclude }, signal });
}

export function similarBiodatasQueryOptions(params: SimilarBiodatasParams) {
  return queryOptions({
    queryKey: [...biodatasQueryKeyRoot, 'similar', params] as const,
    queryFn: ({ signal }) => getSimilarBiodatas(params, { signal }),
  });
}

export function useSimilarBiodatas(params: SimilarBiodatasParams) {
  return useQuery(similarBiodatasQueryOptions(params));
}
