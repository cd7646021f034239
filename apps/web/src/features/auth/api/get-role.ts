import type { Role } from '@bondhon/shared/options';
import type { RoleResponse } from '@bondhon/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const roleQueryKeyRoot = ['role'] as const;

/** GET /api/users/role/{email}: the user's role (spec §7). */
export async function getRole(email: string, { signal }: { signal?: AbortSignal } = {}) {
  const { role } = await apiRequest<RoleResponse>(`/users/role/${encodeURIComponent(email)}`, {
    signal,
  });
  return role;
}

/**
 * The role lookup of spec §4: loading, then the role, or null on any failure (no message, no
 * retry). It does not run without an e-mail.
 */
export function roleQueryOptions(email: string | null | undefined) {
  return queryOptions({
    queryKey: [...roleQueryKeyRoot, email ?? ''] as const,
    queryFn: async ({ signal }): Promise<Role | null> => {
      if (!email) return null;
      try {
        return await getRole(email, { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        return null;
      }
    },
    enabled: Boolean(email),
    retry: false,
  });
}

export function useRole(email: string | null | undefined): {
  role: Role | null;
  isLoading: boolean;
} {
  const query = useQuery(roleQueryOptions(email));
  return { role: query.data ?? null, isLoading: query.isLoading };
}
