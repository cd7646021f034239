import type { SortOrder } from '@bondhon/shared/options';
import type { PremiumMember } from '@bondhon/shared/schemas/biodata';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/premium-members?order=: a few premium members' biodatas by age (spec §2, §7). */
export function getPremiumMembers(
  order: SortOrder,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PremiumMember[]> {
  return apiRequest<PremiumMember[]>('/premium-members', { query: { order }, signal });
}

export function premiumMembersQueryOptions(order: SortOrder) {
  return queryOptions({
    queryKey: ['premium-members', order] as const,
    queryFn: ({ signal }) => getPremiumMembers(order, { signal }),
    // A new sort keeps the current cards on screen until the re-sorted ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The premium members in `order`; a new order fetches again (spec §4). */
export function usePremiumMembers(order: SortOrder) {
  return useQuery(premiumMembersQueryOptions(order));
}
