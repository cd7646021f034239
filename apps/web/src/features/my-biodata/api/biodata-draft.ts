import type { BiodataDraftResponse, BiodataInput } from '@bondhon/shared/schemas/biodata-input';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const biodataDraftQueryKey = ['biodata-draft'] as const;

/** GET /api/biodata-draft: the caller's draft of their first biodata (null values: none). */
export function biodataDraftQueryOptions() {
  return queryOptions({
    queryKey: biodataDraftQueryKey,
    queryFn: ({ signal }) => apiRequest<BiodataDraftResponse>('/biodata-draft', { signal }),
  });
}

/** The draft, read only while `isWanted` (a member without a biodata). */
export function useBiodataDraft(isWanted: boolean) {
  return useQuery({ ...biodataDraftQueryOptions(), enabled: isWanted });
}

/**
 * PUT /api/biodata-draft: keeps the first biodata as far as it is written. A 400 carries field
 * errors (ApiError.fieldErrors), as the biodata's own save does.
 */
export function useSaveBiodataDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<BiodataInput>) =>
      apiRequest<BiodataDraftResponse>('/biodata-draft', { method: 'PUT', body: values }),
    onSuccess: (draft) => queryClient.setQueryData(biodataDraftQueryKey, draft),
  });
}
