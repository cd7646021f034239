import type {
  BiodataVisibilityInput,
  BiodataVisibilityResponse,
} from '@bondhon/shared/schemas/biodata-visibility';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const PATH = '/biodata-visibility';

export const biodataVisibilityQueryOptions = queryOptions({
  queryKey: ['biodata-visibility'] as const,
  queryFn: ({ signal }) => apiRequest<BiodataVisibilityResponse>(PATH, { signal }),
});

/** GET /api/biodata-visibility: whether the caller's biodata is hidden (404: they have none). */
export function useBiodataVisibility() {
  return useQuery(biodataVisibilityQueryOptions);
}

/** PUT /api/biodata-visibility: hides the caller's biodata from everyone else, or shows it. */
export function useSetBiodataHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BiodataVisibilityInput) =>
      apiRequest<BiodataVisibilityResponse>(PATH, { method: 'PUT', body: input }),
    onSuccess: (answer) => queryClient.setQueryData(biodataVisibilityQueryOptions.queryKey, answer),
  });
}
