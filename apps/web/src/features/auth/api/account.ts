import { EMAIL_VERIFIED_PATH } from '@bondhon/shared/constants';
import type { MailSettings } from '@bondhon/shared/schemas/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';
import { forgetCachedUserData } from './start-new-session';

/** Where the member's data file downloads from (GET, the session cookie says whose). */
export const MY_DATA_URL = '/api/users/me/data';

/** POST /api/auth/update-user: the member's display name and photo link (POST /users's rules). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; image: string }) =>
      apiRequest('/auth/update-user', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/**
 * POST /api/auth/change-email: mails a link to the new address, which takes the old one's place
 * once the link is opened (the answer is the same if the address already has an account).
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      apiRequest('/auth/change-email', {
        method: 'POST',
        body: { newEmail, callbackURL: EMAIL_VERIFIED_PATH },
      }),
  });
}

/**
 * POST /api/auth/change-password: the current password, then a new one under sign-up's rules;
 * every other device is signed out (this one gets a new session).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiRequest('/auth/change-password', {
        method: 'POST',
        body: { ...input, revokeOtherSessions: true },
      }),
  });
}

/** POST /api/auth/revoke-other-sessions: signs the member out everywhere but here. */
export function useSignOutOtherDevices() {
  return useMutation({
    mutationFn: () => apiRequest('/auth/revoke-other-sessions', { method: 'POST', body: {} }),
  });
}

/**
 * POST /api/users/me/close: closes the account for good (the password, or a recent federated
 * sign-in, confirms it is the member). `onClosed` runs first (leave the guarded screens there),
 * then the browser forgets the member as a sign-out does.
 */
export function useCloseAccount({ onClosed }: { onClosed: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string | undefined) =>
      apiRequest('/users/me/close', { method: 'POST', body: password ? { password } : {} }),
    onSuccess: () => {
      onClosed();
      queryClient.setQueryData(sessionQueryKey, null);
      forgetCachedUserData(queryClient);
    },
  });
}

const MAIL_SETTINGS_PATH = '/users/me/mail-settings';

/** GET /api/users/me/mail-settings: the notification kinds the member is not mailed about. */
export function mailSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['mail-settings'] as const,
    queryFn: ({ signal }) => apiRequest<MailSettings>(MAIL_SETTINGS_PATH, { signal }),
  });
}

/** PUT /api/users/me/mail-settings: keeps them; the cached ones become the saved ones. */
export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MailSettings) =>
      apiRequest<MailSettings>(MAIL_SETTINGS_PATH, { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(mailSettingsQueryOptions().queryKey, saved),
  });
}
