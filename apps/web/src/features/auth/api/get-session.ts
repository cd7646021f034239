import type { SessionResponse } from '@bondhon/shared/schemas/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export const sessionQueryKey = ['session'] as const;

const SESSION_PATH = '/auth/get-session';

/** The address getSession() calls (a built page preloads it, prerender.tsx). */
export const sessionUrl = apiUrl(SESSION_PATH);

/** GET /api/auth/get-session: the signed-in user, or null for a visitor. */
export function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<SessionResponse> {
  return apiRequest<SessionResponse>(SESSION_PATH, { signal });
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession({ signal }),
    // Guards mount often; the session does not change behind our back within half a minute.
    staleTime: 30_000,
  });
}
