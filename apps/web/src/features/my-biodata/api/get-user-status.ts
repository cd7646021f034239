import type { UserStatusResponse } from '@bondhon/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const userStatusQueryKeyRoot = ['user-status'] as const;

/**
 * GET /api/stutas/{email}: whether the user is premium (`person`) and their role (spec §7), and
 * whether a premium request of theirs waits for the admins (`premiumRequestPending`).
 */
export function getUserStatus(
  email: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UserStatusResponse> {
  return apiRequest<UserStatusResponse>(`/stutas/${encodeURIComponent(email)}`, { signal });
}

export function userStatusQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...userStatusQueryKeyRoot, email.toLowerCase()] as const,
    queryFn: ({ signal }) => getUserStatus(email, { signal }),
  });
}

export function useUserStatus(email: string) {
  return useQuery(userStatusQueryOptions(email));
}
