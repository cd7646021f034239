import { RESET_PASSWORD_PATH } from '@bondhon/shared/constants';
import type { ResetPasswordInput } from '@bondhon/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/request-password-reset: mails the account of `email`, if there is one, a link to
 * our reset page (the answer is the same either way).
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/auth/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: RESET_PASSWORD_PATH },
      }),
  });
}

/** POST /api/auth/reset-password: the link's token and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest('/auth/reset-password', { method: 'POST', body: input }),
  });
}
