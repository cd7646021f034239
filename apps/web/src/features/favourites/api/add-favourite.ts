import type { AddFavouriteInput, AddFavouriteResponse } from '@bondhon/shared/schemas/favourites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/**
 * POST /api/favourites: adds a biodata to the caller's favourites. `insertedId` when newly
 * added; `{insertedId: null, message: 'Already added'}` when it was there already.
 */
export function addFavourite(input: AddFavouriteInput): Promise<AddFavouriteResponse> {
  return apiRequest<AddFavouriteResponse>('/favourites', { method: 'POST', body: input });
}

/** Adds a favourite, and marks the favourites list stale. */
export function useAddFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavourite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.favourites }),
  });
}
