import type { FavouriteRecord } from '@bondhon/shared/schemas/favourites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/** GET /api/favourites/{email}: the caller's own favourites, newest first. */
export function getFavourites(
  email: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FavouriteRecord[]> {
  return apiRequest<FavouriteRecord[]>(`/favourites/${encodeURIComponent(email)}`, { signal });
}

export function favouritesQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...sharedQueryKeys.favourites, email.toLowerCase()] as const,
    queryFn: ({ signal }) => getFavourites(email, { signal }),
  });
}

export function useFavourites(email: string) {
  return useQuery(favouritesQueryOptions(email));
}
