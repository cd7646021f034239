import type { BiodataRecordWithContact, BiodataValues } from '@bondhon/shared/schemas/biodata';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { ownBiodataQueryOptions } from './get-own-biodata';

/** What the form sends: the checked values; age and contact e-mail are the server's to set. */
export type SaveBiodataInput = Omit<BiodataValues, 'yourAge' | 'contactEmail'>;

/**
 * PUT /api/addBioData?email={own e-mail}: creates (201) or replaces (200) the caller's biodata
 * and answers with the saved record. A 400 carries field errors (ApiError.fieldErrors).
 */
export function saveBiodata({
  email,
  values,
}: {
  email: string;
  values: SaveBiodataInput;
}): Promise<BiodataRecordWithContact> {
  return apiRequest<BiodataRecordWithContact>('/addBioData', {
    method: 'PUT',
    query: { email },
    body: values,
  });
}

/**
 * Saves, then keeps the saved record as the own biodata and reads it again in the background;
 * the lists of biodatas are read again when next shown.
 */
export function useSaveBiodata() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBiodata,
    onSuccess: async (record, { email }) => {
      const { queryKey } = ownBiodataQueryOptions(email);
      queryClient.setQueryData(queryKey, record);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.biodatas, refetchType: 'none' }),
      ]);
    },
  });
}
