import type { SignInInput } from '@bondhon/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startNewSession } from './start-new-session';

/**
 * POST /api/auth/sign-in/email: signs in with e-mail and password (session cookie), or, for a
 * member with two-factor sign-in on, answers that a code is needed first (no session yet).
 */
export async function signIn(input: SignInInput): Promise<{ needsCode: boolean }> {
  const answer = await apiRequest<{ twoFactorRedirect?: boolean }>('/auth/sign-in/email', {
    method: 'POST',
    body: input,
  });
  return { needsCode: answer?.twoFactorRedirect === true };
}

/** Signs in; stays pending until the new session has been read (none while a code is needed). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ needsCode }) => (needsCode ? undefined : startNewSession(queryClient)),
  });
}
