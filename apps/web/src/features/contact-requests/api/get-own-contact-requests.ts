import type { OwnContactRequest } from '@bondhon/shared/schemas/contact-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/**
 * GET /api/parcels?email={own e-mail}: the caller's contact requests; each carries the
 * biodata's mobile and e-mail only once an admin has approved it.
 */
export function getOwnContactRequests(
  email: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OwnContactRequest[]> {
  return apiRequest<OwnContactRequest[]>('/parcels', { query: { email }, signal });
}

export function ownContactRequestsQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...sharedQueryKeys.contactRequests, 'own', email.toLowerCase()] as const,
    queryFn: ({ signal }) => getOwnContactRequests(email, { signal }),
  });
}

export function useOwnContactRequests(email: string) {
  return useQuery(ownContactRequestsQueryOptions(email));
}
