import type { ContactRequestRecord } from '@bondhon/shared/schemas/contact-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/** GET /api/parcels/allData (admins): every contact request, with the requester's e-mail. */
export function getAllContactRequests({ signal }: { signal?: AbortSignal } = {}): Promise<
  ContactRequestRecord[]
> {
  return apiRequest<ContactRequestRecord[]>('/parcels/allData', { signal });
}

export function allContactRequestsQueryOptions() {
  return queryOptions({
    queryKey: [...sharedQueryKeys.contactRequests, 'all'] as const,
    queryFn: ({ signal }) => getAllContactRequests({ signal }),
  });
}

export function useAllContactRequests() {
  return useQuery(allContactRequestsQueryOptions());
}
