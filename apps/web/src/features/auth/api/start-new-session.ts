import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './get-session';

/**
 * After a sign-in, forgets everything cached for whoever used the browser before (roles, lists,
 * biodatas), and reads the new session. Resolves once the session is known.
 */
export async function startNewSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
  });
  await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
