import type { SessionResponse } from '@bondhon/shared/schemas/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sessionQueryKey = ['session'] as const;

/** GET /api/auth/get-session: the signed-in user, or null for a visitor. */
export function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/auth/get-session', { signal });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession({ signal }),
    // Guards mount often; the session does not change behind our back within half a minute.
    staleTime: 30_000,
  });
}
