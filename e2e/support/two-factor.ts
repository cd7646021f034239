import type { APIRequestContext, APIResponse } from '@playwright/test';
import { generateSync } from 'otplib';

/** The code an authenticator app holding `secret` shows now (otplib, not the app's own code). */
export function totpCode(secret: string): string {
  return generateSync({ secret });
}

/** The key of an otpauth:// address, as the settings screen shows it under the QR code. */
export function secretOfUri(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}

/**
 * A password sign-in's answer, completed: when it asks for a code (two-factor sign-in on), the
 * code of `totpSecret` is sent, and `request` holds the session after. Answers the last response.
 */
export async function completeSignIn(
  request: APIRequestContext,
  answer: APIResponse,
  who: { email: string; totpSecret?: string },
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  if (!answer.ok()) return answer;
  const body = (await answer.json()) as { twoFactorRedirect?: boolean } | null;
  if (!body?.twoFactorRedirect) return answer;
  if (!who.totpSecret) throw new Error(`${who.email} has two-factor sign-in on: no secret known`);
  return request.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: totpCode(who.totpSecret) },
  });
}

/**
 * Turns two-factor sign-in on for the account `request` is signed in as, as the settings screen
 * does (the password, then a first code): answers the secret.
 */
export async function enableTwoFactorByApi(
  request: APIRequestContext,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const enabled = await request.post('/api/auth/two-factor/enable', {
    headers,
    data: { password },
  });
  if (!enabled.ok())
    throw new Error(`two-factor enable: ${enabled.status()} ${await enabled.text()}`);
  const secret = secretOfUri(((await enabled.json()) as { totpURI: string }).totpURI);
  const verified = await request.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: totpCode(secret) },
  });
  if (!verified.ok())
    throw new Error(`two-factor verify: ${verified.status()} ${await verified.text()}`);
  return secret;
}
