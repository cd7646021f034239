import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/blocks/{id}: removes one of the caller's own blocks. */
export function unblock({ id }: { id: string }): Promise<{ unblocked: true }> {
  return apiRequest<{ unblocked: true }>(`/blocks/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Unblocks; the member's biodata is back in every read, so all of them are read again. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblock,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
