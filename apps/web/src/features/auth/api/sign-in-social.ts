import type { SocialSignInInput, SocialSignInResponse } from '@bondhon/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { clientConfigQueryOptions } from '../../../lib/client-config';

/** POST /api/auth/sign-in/social: where to send the browser to sign in with the provider. */
export function startSocialSignIn(input: SocialSignInInput): Promise<SocialSignInResponse> {
  return apiRequest<SocialSignInResponse>('/auth/sign-in/social', { method: 'POST', body: input });
}

/**
 * The 'Sign in with Google' flow: the browser leaves for the provider configured on the server
 * (Google or another OpenID Connect provider) and comes back to `returnTo`, with `?error=` when
 * it failed. Rejects with a readable error when no provider is configured.
 */
export function useFederatedSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ returnTo }: { returnTo: string }) => {
      const { federatedProvider } = await queryClient.fetchQuery(clientConfigQueryOptions());
      if (!federatedProvider) throw new Error(i18n.t('auth.federatedNotConfigured'));
      const { url } = await startSocialSignIn({
        provider: federatedProvider,
        callbackURL: returnTo,
        errorCallbackURL: returnTo,
      });
      window.location.assign(url);
    },
  });
}
