import { generateSync } from 'otplib';
import type { App } from '../../src/app';
import type { Env } from '../../src/config/env';
import { browserHeaders, PASSWORD, type TestAccount } from './accounts';

/** A code of the authenticator app holding `secret`, made by otplib (not by Better Auth). */
export function codeOf(secret: string): string {
  return generateSync({ secret });
}

/** The base32 secret an authenticator app reads from an otpauth:// address. */
export function secretOfUri(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return secret;
}

/** The Cookie header of one named cookie in a response's Set-Cookie headers. */
export function cookieNamed(setCookie: string | string[] | undefined, name: string): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = cookies.filter((cookie) => cookie.startsWith(`${name}=`)).at(-1);
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(cookies)}`);
  return found.split(';')[0]!;
}

export const TWO_FACTOR_COOKIE = 'bondhon.two_factor';

/**
 * Turns two-factor sign-in on for the account as the settings screen does: the password, then a
 * first code from the authenticator. Answers the secret and the ten backup codes.
 */
export async function enableTwoFactor(
  app: App,
  env: Env,
  account: TestAccount,
): Promise<{ secret: string; backupCodes: string[]; cookie: string }> {
  const enabled = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: browserHeaders(env, account.cookie),
    payload: { password: PASSWORD },
  });
  if (enabled.statusCode !== 200) {
    throw new Error(`two-factor enable failed: ${enabled.statusCode} ${enabled.body}`);
  }
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const secret = secretOfUri(totpURI);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers: browserHeaders(env, account.cookie),
    payload: { code: codeOf(secret) },
  });
  if (verified.statusCode !== 200) {
    throw new Error(`two-factor verify failed: ${verified.statusCode} ${verified.body}`);
  }
  // Turning it on gives the browser a new session (the old one ends).
  const cookie = cookieNamed(verified.headers['set-cookie'], 'bondhon.session_token');
  return { secret, backupCodes, cookie };
}
