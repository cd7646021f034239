import type { BlockInput, BlockResponse } from '@bondhon/shared/schemas/blocks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/blocks: the caller blocks the owner of a biodata. */
export function blockMember(input: BlockInput): Promise<BlockResponse> {
  return apiRequest<BlockResponse>('/blocks', { method: 'POST', body: input });
}

/**
 * Blocks a member; then every read is stale (the listing, suggestions, favourites, the blocked
 * list and the profile itself), so each is read again when next shown. None is read at once:
 * the profile on screen is left, not shown again as not found.
 */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: () => void queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}
