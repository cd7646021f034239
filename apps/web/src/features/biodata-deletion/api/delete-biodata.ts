import type {
  DeleteBiodataInput,
  DeleteBiodataResponse,
} from '@bondhon/shared/schemas/biodata-deletion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/**
 * POST /api/biodata-deletion: deletes the caller's own biodata for good. Once it is gone,
 * `onDeleted` hears of it (the screen forgets the biodata it showed and says the kind word: the
 * dialog that asked goes with the biodata), and the caller's lists are read again.
 */
export function useDeleteBiodata({
  onDeleted,
}: {
  onDeleted: (answer: DeleteBiodataResponse, input: DeleteBiodataInput) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteBiodataInput) =>
      apiRequest<DeleteBiodataResponse>('/biodata-deletion', { method: 'POST', body: input }),
    onSuccess: (answer, input) => {
      onDeleted(answer, input);
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.favourites });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.contactRequests });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.biodatas });
    },
  });
}
