import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';
import { forgetCachedUserData } from './start-new-session';

/** POST /api/auth/sign-out: ends the session (the server clears the cookie). */
export async function signOut(): Promise<void> {
  await apiRequest('/auth/sign-out', { method: 'POST', body: {} });
}

/**
 * Signs out. `onSignedOut` runs first (start the navigation away from guarded screens there),
 * then the cached session becomes a visitor's and the user's cached data (contact details
 * included) is dropped, so no screen sees the old user any more.
 */
export function useSignOut({ onSignedOut }: { onSignedOut: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      onSignedOut();
      queryClient.setQueryData(sessionQueryKey, null);
      forgetCachedUserData(queryClient);
    },
  });
}
