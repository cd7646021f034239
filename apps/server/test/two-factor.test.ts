import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactors, users } from '../src/db/schema';
import {
  browserHeaders,
  PASSWORD,
  sessionCookieOf,
  setStanding,
  signIn,
  signUp,
  type TestAccount,
} from './helpers/accounts';
import type { Caller } from './biodata-fixtures';
import { useTestApp } from './helpers/test-app';
import { createBiodata } from './payment-fixtures';
import {
  codeOf,
  cookieNamed,
  enableTwoFactor,
  secretOfUri,
  TWO_FACTOR_COOKIE,
} from './helpers/two-factor';

/** A code that is not the one the authenticator shows now (nor the one before or after it). */
function wrongCode(secret: string): string {
  const right = codeOf(secret);
  return right === '000000' ? '111111' : '000000';
}

// Two-factor sign-in (issue 19): Better Auth's plugin, codes made by otplib as an app makes them.
describe('two-factor sign-in', () => {
  const ctx = useTestApp();

  const post = (url: string, cookie: string | undefined, payload: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: browserHeaders(ctx.env, cookie), payload });
  const sessionOf = async (cookie: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })
    ).json();

  /** A password sign-in that stops at the code step: the challenge's cookie. */
  async function passwordStep(member: TestAccount): Promise<string> {
    const answer = await signIn(ctx.app, ctx.env, member.email, PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const setCookies = [answer.headers['set-cookie'] ?? []].flat();
    // No session yet: whatever session cookie is sent is one that expires it.
    for (const cookie of setCookies.filter((c) => c.startsWith('bondhon.session_token='))) {
      expect(cookie).toMatch(/Max-Age=0/i);
    }
    return cookieNamed(answer.headers['set-cookie'], TWO_FACTOR_COOKIE);
  }

  it('turns on only with the password and a first right code from the app', async () => {
    const member = await signUp(ctx.app, ctx.env);
    expect(
      (await post('/api/auth/two-factor/enable', member.cookie, { password: 'wrong one 1' }))
        .statusCode,
    ).toBe(400);

    const enabled = await post('/api/auth/two-factor/enable', member.cookie, {
      password: PASSWORD,
    });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Bondhon:/);
    expect(backupCodes).toHaveLength(10);
    // Not on until a code from the app proves it was set up.
    const [pending] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    expect(pending!.twoFactorEnabled).toBe(false);
    expect((await signIn(ctx.app, ctx.env, member.email, PASSWORD)).json()).not.toHaveProperty(
      'twoFactorRedirect',
    );

    const secret = secretOfUri(totpURI);
    expect(
      (await post('/api/auth/two-factor/verify-totp', member.cookie, { code: wrongCode(secret) }))
        .statusCode,
    ).toBe(401);
    const verified = await post('/api/auth/two-factor/verify-totp', member.cookie, {
      code: codeOf(secret),
    });
    expect(verified.statusCode).toBe(200);
    const [on] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    expect(on!.twoFactorEnabled).toBe(true);
    // The secret and the backup codes are kept encrypted, never as the app shows them.
    const [stored] = await ctx.app.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, member.id));
    expect(stored!.secret).not.toContain(secret);
    expect(stored!.backupCodes).not.toContain(backupCodes[0]);
  });

  it('signs in only after the password and a right code, never on the password alone', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const { secret } = await enableTwoFactor(ctx.app, ctx.env, member);

    const challenge = await passwordStep(member);
    // The challenge cookie is no session.
    expect(await sessionOf(challenge)).toBeNull();

    const refused = await post('/api/auth/two-factor/verify-totp', challenge, {
      code: wrongCode(secret),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('INVALID_CODE');

    const accepted = await post('/api/auth/two-factor/verify-totp', challenge, {
      code: codeOf(secret),
    });
    expect(accepted.statusCode).toBe(200);
    const session = await sessionOf(sessionCookieOf(accepted.headers['set-cookie']));
    expect(session.user).toMatchObject({ email: member.email, twoFactorEnabled: true });
  });

  it('ends a sign-in after five wrong codes, so its challenge cannot be guessed at', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const { secret } = await enableTwoFactor(ctx.app, ctx.env, member);
    const challenge = await passwordStep(member);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await post('/api/auth/two-factor/verify-totp', challenge, { code: wrongCode(secret) }))
          .statusCode,
      ).toBe(401);
    }
    const afterFive = await post('/api/auth/two-factor/verify-totp', challenge, {
      code: codeOf(secret),
    });
    expect(afterFive.statusCode).toBeGreaterThanOrEqual(400);
    expect(afterFive.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^bondhon\.session_token=[^;]+;(?!.*Max-Age=0)/i),
      ]),
    );
  });

  it('signs in with a backup code once; the same code is refused the next time', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const { backupCodes } = await enableTwoFactor(ctx.app, ctx.env, member);
    const code = backupCodes[3]!;

    const first = await post(
      '/api/auth/two-factor/verify-backup-code',
      await passwordStep(member),
      { code },
    );
    expect(first.statusCode).toBe(200);
    expect((await sessionOf(sessionCookieOf(first.headers['set-cookie']))).user.email).toBe(
      member.email,
    );

    const again = await post(
      '/api/auth/two-factor/verify-backup-code',
      await passwordStep(member),
      { code },
    );
    expect(again.statusCode).toBe(401);
  });

  it('turns off only with the password; then the password alone signs in again', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const { cookie } = await enableTwoFactor(ctx.app, ctx.env, member);
    expect(
      (await post('/api/auth/two-factor/disable', cookie, { password: 'not it at all 2' }))
        .statusCode,
    ).toBe(400);
    expect((await signIn(ctx.app, ctx.env, member.email, PASSWORD)).json()).toHaveProperty(
      'twoFactorRedirect',
      true,
    );

    const disabled = await post('/api/auth/two-factor/disable', cookie, { password: PASSWORD });
    expect(disabled.statusCode).toBe(200);
    const plain = await signIn(ctx.app, ctx.env, member.email, PASSWORD);
    expect(plain.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await sessionOf(sessionCookieOf(plain.headers['set-cookie']))).user.email).toBe(
      member.email,
    );
    expect(
      await ctx.app.db.select().from(twoFactors).where(eq(twoFactors.userId, member.id)),
    ).toEqual([]);
  });

  it('refuses every two-factor call to a visitor', async () => {
    for (const call of ['enable', 'disable', 'get-totp-uri', 'generate-backup-codes']) {
      const answer = await post(`/api/auth/two-factor/${call}`, undefined, { password: PASSWORD });
      expect(answer.statusCode, call).toBe(401);
    }
    // A code with no sign-in under way signs nobody in.
    const orphan = await post('/api/auth/two-factor/verify-totp', undefined, { code: '123456' });
    expect(orphan.statusCode).toBe(401);
    expect(orphan.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^bondhon\.session_token=[^;]+;(?!.*Max-Age=0)/i),
      ]),
    );
  });

  it('tells the member in their data file whether it is on, never the secret', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const { cookie, secret, backupCodes } = await enableTwoFactor(ctx.app, ctx.env, member);
    const data = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me/data',
      headers: { cookie },
    });
    expect(data.statusCode).toBe(200);
    expect(data.json().user.twoFactorEnabled).toBe(true);
    expect(data.body).not.toContain(secret);
    expect(data.body).not.toContain(backupCodes[0]);
  });

  it('counts e-mail changes as requests for a link to the new address, and says when to retry', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const target = `target.${Date.now().toString(36)}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      statuses.push(
        (await post('/api/auth/change-email', member.cookie, { newEmail: target })).statusCode,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429))).toEqual(
      statuses.slice(statuses.indexOf(429)).map(() => 429),
    );
  });
});

describe('two-factor sign-in where admins must use it (REQUIRE_ADMIN_2FA)', () => {
  const ctx = useTestApp({ env: { REQUIRE_ADMIN_2FA: 'true' } });

  const get = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  const ADMIN_READS = [
    '/api/users/allData',
    '/api/bioDatas/counts',
    '/api/parcels/allData',
    '/api/request-premium',
    '/api/mail/failed',
  ];

  it('refuses an admin without it every admin call, saying why, until they set it up', async () => {
    const admin = await signUp(ctx.app, ctx.env);
    await setStanding(ctx.app, admin, { role: 'admin' });
    const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().requiresAdminTwoFactor).toBe(true);

    for (const url of ADMIN_READS) {
      const refused = await get(url, admin.cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe('TWO_FACTOR_REQUIRED');
    }
    // Their role is still theirs to know; only acting as an admin waits.
    expect((await get(`/api/users/role/${admin.email}`, admin.cookie)).json()).toEqual({
      role: 'admin',
    });

    const { cookie } = await enableTwoFactor(ctx.app, ctx.env, admin);
    for (const url of ADMIN_READS) {
      expect((await get(url, cookie)).statusCode, url).toBe(200);
    }
  });

  it('shows an admin without it no contact details, as it shows a customer none', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const call: Caller = (method, url, account, payload) =>
      ctx.app.inject({ method, url, headers: browserHeaders(ctx.env, account?.cookie), payload });
    const { _id: id } = await createBiodata(call, owner);
    const admin = await signUp(ctx.app, ctx.env);
    await setStanding(ctx.app, admin, { role: 'admin' });

    const before = await get(`/api/details/${id}`, admin.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).not.toHaveProperty('mobile');

    const { cookie } = await enableTwoFactor(ctx.app, ctx.env, admin);
    const after = await get(`/api/details/${id}`, cookie);
    expect(after.json()).toHaveProperty('mobile');
  });
});
