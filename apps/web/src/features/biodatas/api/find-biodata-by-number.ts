import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/biodatas/by-number/{addid}: the biodata with this Biodata ID, or a 404. */
export function useFindBiodataByNumber() {
  return useMutation({
    mutationFn: (addid: number) =>
      apiRequest<{ _id: string }>(`/biodatas/by-number/${addid}`).then(({ _id }) => _id),
  });
}
