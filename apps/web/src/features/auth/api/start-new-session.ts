import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './get-session';

/**
 * Forgets everything cached for whoever used the browser (roles, lists, biodatas with their
 * contact details) except the session query itself.
 */
export function forgetCachedUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
  });
}

/** After a sign-in, forgets the previous user's data and reads the new session. */
export async function startNewSession(queryClient: QueryClient): Promise<void> {
  forgetCachedUserData(queryClient);
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
