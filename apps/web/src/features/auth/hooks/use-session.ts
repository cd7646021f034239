import type { SessionUser } from '@bondhon/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../api/get-session';

export type { SessionUser };

/**
 * The signed-in user (GET /api/auth/get-session), or null for a visitor; `isLoading` while the
 * signed-in state is still being resolved. A session that cannot be read counts as signed out.
 */
export function useSession(): { user: SessionUser | null; isLoading: boolean } {
  const { data, isLoading } = useQuery(sessionQueryOptions());
  return { user: data?.user ?? null, isLoading };
}
