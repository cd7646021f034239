import type { SignInInput } from '@bondhon/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startNewSession } from './start-new-session';

/** POST /api/auth/sign-in/email: signs in with e-mail and password (session cookie). */
export async function signIn(input: SignInInput): Promise<void> {
  await apiRequest('/auth/sign-in/email', { method: 'POST', body: input });
}

/** Signs in; stays pending until the new session has been read. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => startNewSession(queryClient),
  });
}
