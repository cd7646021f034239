import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import {
  PASSWORD,
  browserHeaders,
  sessionCookieOf,
  signIn,
  signUp,
  type TestAccount,
} from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

const NEW_PASSWORD = 'a garland of bokul 9';

// The calls behind account settings (issue 19): Better Auth's own, under our hooks.
describe('account settings', () => {
  const ctx = useTestApp();

  const post = (url: string, cookie: string, payload: Record<string, unknown> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: browserHeaders(ctx.env, cookie), payload });
  const isSignedIn = async (cookie: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })
    ).json() !== null;

  /** The member signed in on a second device: that device's cookie. */
  async function secondDevice(member: TestAccount): Promise<string> {
    return sessionCookieOf(
      (await signIn(ctx.app, ctx.env, member.email, PASSWORD)).headers['set-cookie'],
    );
  }

  it('changes the password only with the current one, and signs every other device out', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const other = await secondDevice(member);

    const refused = await post('/api/auth/change-password', member.cookie, {
      currentPassword: 'not the password',
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(await isSignedIn(other)).toBe(true);

    const changed = await post('/api/auth/change-password', member.cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(sessionCookieOf(changed.headers['set-cookie']))).toBe(true);
    expect((await signIn(ctx.app, ctx.env, member.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, ctx.env, member.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password under the sign-up rules, keeping the old one', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const refused = await post('/api/auth/change-password', member.cookie, {
      currentPassword: PASSWORD,
      newPassword: '12345',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty('newPassword');
    expect((await signIn(ctx.app, ctx.env, member.email, PASSWORD)).statusCode).toBe(200);
  });

  it('signs out every other device and keeps this one', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const other = await secondDevice(member);
    expect((await post('/api/auth/revoke-other-sessions', member.cookie)).statusCode).toBe(200);
    expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(member.cookie)).toBe(true);
  });

  it('saves a new display name and photo link, and refuses a script link', async () => {
    const member = await signUp(ctx.app, ctx.env, { name: 'Old Name' });
    const saved = await post('/api/auth/update-user', member.cookie, {
      name: 'Nasrin Sultana',
      image: 'https://images.example.com/nasrin.png',
    });
    expect(saved.statusCode).toBe(200);
    const refused = await post('/api/auth/update-user', member.cookie, {
      image: 'javascript:alert(1)',
    });
    expect(refused.statusCode).toBe(400);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      name: 'Nasrin Sultana',
      image: 'https://images.example.com/nasrin.png',
    });
  });
});
