import type { PremiumRequestRecord } from '@bondhon/shared/schemas/premium-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const premiumRequestsQueryKeyRoot = ['premium-requests'] as const;

/** GET /api/request-premium (admins): pending requests first, then decided ones. */
export function getPremiumRequests({ signal }: { signal?: AbortSignal } = {}): Promise<
  PremiumRequestRecord[]
> {
  return apiRequest<PremiumRequestRecord[]>('/request-premium', { signal });
}

export function premiumRequestsQueryOptions() {
  return queryOptions({
    queryKey: premiumRequestsQueryKeyRoot,
    queryFn: ({ signal }) => getPremiumRequests({ signal }),
  });
}

export function usePremiumRequests() {
  return useQuery(premiumRequestsQueryOptions());
}
