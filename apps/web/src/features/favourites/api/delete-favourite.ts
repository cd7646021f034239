import type { DeleteFavouriteResponse } from '@bondhon/shared/schemas/favourites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/** DELETE /api/favourites/delete/{id}: removes one of the caller's own favourites. */
export async function deleteFavourite({ id }: { id: string }): Promise<DeleteFavouriteResponse> {
  return apiRequest<DeleteFavouriteResponse>(`/favourites/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Removes a favourite, then reads the favourites again. */
export function useDeleteFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFavourite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.favourites }),
  });
}
