import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { browserHeaders, PASSWORD, signUp, uniqueEmail } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
const ONLY_SPACES = 'Password cannot be only spaces';

describe('new passwords', () => {
  const ctx = useTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });

  const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url, headers: browserHeaders(ctx.env, cookie), payload });

  const signUpWith = (password: string, email = uniqueEmail('password')) =>
    post('/api/auth/sign-up/email', {
      name: 'Password Tester',
      email,
      password,
      image: 'https://images.example.com/p.png',
    });

  const signInWorks = async (email: string, password: string) =>
    (await post('/api/auth/sign-in/email', { email, password })).statusCode === 200;

  it('refuses a sign-up with one of the most common passwords, in any case, storing nothing', async () => {
    for (const password of ['password1', 'qwerty123', 'iloveyou', 'Football', ' 12345678 ']) {
      const email = uniqueEmail('common');
      const response = await signUpWith(password, email);
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        fieldErrors: { password: [TOO_COMMON] },
      });
      const [stored] = await ctx.app.db.select().from(users).where(eq(users.email, email));
      expect(stored, password).toBeUndefined();
    }
  });

  it('refuses a sign-up whose password is only spaces', async () => {
    const response = await signUpWith('        ');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ password: [ONLY_SPACES] });
  });

  it('keeps the six-character minimum and its message, before the common-password check', async () => {
    const response = await signUpWith('12345');
    expect(response.json().fieldErrors).toEqual({
      password: ['Password must be at least 6 characters'],
    });
  });

  it('accepts an uncommon password of six characters', async () => {
    const response = await signUpWith('kx7#qz');
    expect(response.statusCode).toBe(200);
  });

  it('refuses changing to a common or blank password, and the old one keeps working', async () => {
    const account = await signUp(ctx.app, ctx.env);
    for (const [newPassword, message] of [
      ['letmein1', TOO_COMMON],
      ['       ', ONLY_SPACES],
    ] as const) {
      const response = await post(
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword },
        account.cookie,
      );
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json(), newPassword).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        fieldErrors: { newPassword: [message] },
      });
      expect(await signInWorks(account.email, newPassword)).toBe(false);
    }
    expect(await signInWorks(account.email, PASSWORD)).toBe(true);
  });

  it('lets a member change to an uncommon password', async () => {
    const account = await signUp(ctx.app, ctx.env);
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'violet tram 1987' },
      account.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(await signInWorks(account.email, 'violet tram 1987')).toBe(true);
  });

  it('refuses a common password on reset, before the reset token is even looked at', async () => {
    const response = await post('/api/auth/reset-password', {
      newPassword: 'sunshine',
      token: 'no-such-token',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { newPassword: [TOO_COMMON] },
    });
  });

  it('refuses a common password set by the server-side set-password call', async () => {
    const account = await signUp(ctx.app, ctx.env);
    await expect(
      ctx.app.auth.api.setPassword({
        body: { newPassword: 'trustno1' },
        headers: new Headers({ cookie: account.cookie }),
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      body: { code: 'VALIDATION_FAILED', fieldErrors: { newPassword: [TOO_COMMON] } },
    });
  });

  it('lets a member with a common password from before still sign in', async () => {
    const account = await signUp(ctx.app, ctx.env);
    // The password an account may have from before the check: set in the database, as it was.
    const { hashPassword } = await import('better-auth/crypto');
    const { accounts } = await import('../src/db/schema');
    await ctx.app.db
      .update(accounts)
      .set({ password: await hashPassword('password1') })
      .where(eq(accounts.userId, account.id));
    expect(await signInWorks(account.email, 'password1')).toBe(true);
  });
});

describe('the common-password list', () => {
  /** Every source file under `dir`, recursively. */
  function sourcesUnder(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
  }

  it('is loaded by the server only, never by code the browser bundles', () => {
    const root = join(import.meta.dirname, '../../..');
    const browserCode = [
      ...sourcesUnder(join(root, 'apps/web/src')),
      ...sourcesUnder(join(root, 'packages/shared/src')),
    ];
    const importers = browserCode.filter((file) =>
      readFileSync(file, 'utf8').includes('@zxcvbn-ts/'),
    );
    expect(browserCode.length).toBeGreaterThan(20);
    expect(importers).toEqual([]);
  });
});
