import { EMAIL_VERIFIED_PATH } from '@bondhon/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/send-verification-email: mails the signed-in member a new link that confirms
 * their address, ending on our page (a few an hour: the server answers 429 after that).
 */
export function useRequestVerificationMail() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/auth/send-verification-email', {
        method: 'POST',
        body: { email, callbackURL: EMAIL_VERIFIED_PATH },
      }),
  });
}
