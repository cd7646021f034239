import type { SignUpInput } from '@bondhon/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { startNewSession } from './start-new-session';

/** POST /api/auth/sign-up/email: creates the account and signs it in (session cookie). */
export async function signUp(input: SignUpInput): Promise<void> {
  await apiRequest('/auth/sign-up/email', { method: 'POST', body: input });
}

/** Registers; stays pending until the new session has been read. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => startNewSession(queryClient),
  });
}
