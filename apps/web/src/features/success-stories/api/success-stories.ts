import type { SuccessStory } from '@bondhon/shared/schemas/biodata-deletion';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const successStoriesQueryKey = ['success-stories'] as const;

/** GET /api/success-stories: the newest stories shown on the home page (public). */
export function successStoriesQueryOptions() {
  return queryOptions({
    queryKey: successStoriesQueryKey,
    queryFn: ({ signal }) => apiRequest<SuccessStory[]>('/success-stories', { signal }),
  });
}

export function useSuccessStories() {
  return useQuery(successStoriesQueryOptions());
}

/** POST /api/admin/success-stories/{id}/take-down (admins), then the list is read again. */
export function useTakeDownStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ takenDown: true }>(
        `/admin/success-stories/${encodeURIComponent(id)}/take-down`,
        {
          method: 'POST',
          body: {},
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: successStoriesQueryKey }),
  });
}
