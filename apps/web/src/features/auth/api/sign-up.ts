import type { SignUpInput } from '@bondhon/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/sign-up/email: creates the account and mails it a link that confirms the address
 * and signs its owner in. The answer is the same for an address that already has an account (its
 * owner is told by mail), so it signs nobody in.
 */
export async function signUp(input: SignUpInput): Promise<void> {
  await apiRequest('/auth/sign-up/email', { method: 'POST', body: input });
}

/** Registers; the page then says where the link went. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
