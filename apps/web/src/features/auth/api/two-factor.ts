import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';
import { startNewSession } from './start-new-session';

/** What POST /api/auth/two-factor/enable answers: the app's address and ten backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** The secret of an otpauth:// address, for typing into an app that cannot scan. */
export function secretOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}

/**
 * POST /api/auth/two-factor/enable: with the password, a new secret for the authenticator app
 * and backup codes; it is on once a first code from the app is right (useConfirmTwoFactor).
 */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<TwoFactorSetup>('/auth/two-factor/enable', {
        method: 'POST',
        body: { password },
      }),
  });
}

/** POST /api/auth/two-factor/verify-totp while signed in: the first code turns it on. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/auth/two-factor/verify-totp', { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** POST /api/auth/two-factor/disable: with the password, sign-in asks for no code again. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('/auth/two-factor/disable', { method: 'POST', body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** POST /api/auth/two-factor/generate-backup-codes: ten new codes; the old ones stop working. */
export function useNewBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ backupCodes: string[] }>('/auth/two-factor/generate-backup-codes', {
        method: 'POST',
        body: { password },
      }),
  });
}

export type CodeKind = 'totp' | 'backup';

/**
 * The second step of a sign-in (after the password, or after Google): a code from the app, or a
 * backup code. Stays pending until the new session has been read.
 */
export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, code }: { kind: CodeKind; code: string }) =>
      apiRequest(
        kind === 'totp' ? '/auth/two-factor/verify-totp' : '/auth/two-factor/verify-backup-code',
        { method: 'POST', body: { code } },
      ),
    onSuccess: () => startNewSession(queryClient),
  });
}
