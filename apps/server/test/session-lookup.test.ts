import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createSessionTokenReader,
  readCookie,
  verifySignedToken,
} from '../src/auth/session-lookup';
import type { App } from '../src/app';
import { sessions } from '../src/db/schema';
import { insertBiodataRow } from './biodata-fixtures';
import { browserHeaders, setStanding, signUp, type TestAccount } from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const sign = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

/** A session cookie with the member's real session token, signed with a guessed secret. */
async function forgedCookieOf(app: App, member: TestAccount): Promise<string> {
  const [session] = await app.db
    .select({ token: sessions.token })
    .from(sessions)
    .where(eq(sessions.userId, member.id));
  return `bondhon.session_token=${sign(session!.token, 'guessed-secret-guessed-secret-guessed')}`;
}

/** Every session of the member ran out a second ago. */
async function expireSessionsOf(app: App, member: TestAccount): Promise<void> {
  await app.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.userId, member.id));
}

describe('reading the session token from its signed cookie', () => {
  it('answers the token of a cookie signed with our secret', () => {
    expect(verifySignedToken(sign('abc123'), SECRET)).toBe('abc123');
  });

  it('refuses a cookie signed with another secret, a changed token or a mangled signature', () => {
    const good = decodeURIComponent(sign('abc123'));
    const signature = good.slice(good.indexOf('.') + 1);
    expect(verifySignedToken(sign('abc123', `${SECRET}-other`), SECRET)).toBeNull();
    expect(verifySignedToken(encodeURIComponent(`abc124.${signature}`), SECRET)).toBeNull();
    expect(verifySignedToken(encodeURIComponent(`abc123.${signature}x`), SECRET)).toBeNull();
    expect(verifySignedToken('abc123', SECRET)).toBeNull();
    expect(verifySignedToken('%E0%A4%A', SECRET)).toBeNull();
  });

  it('answers each cookie as verifying it would, however often and in whatever order it comes', () => {
    const read = createSessionTokenReader({ cookieName: 'bondhon.session_token', secret: SECRET });
    const header = (value: string) => `lang=bn; bondhon.session_token=${value}`;
    const good = sign('abc123');
    const forged = sign('abc123', `${SECRET}-other`);
    const tooLong = sign('x'.repeat(300));
    for (let round = 0; round < 3; round += 1) {
      expect(read(header(forged))).toBeNull();
      expect(read(header(good))).toBe('abc123');
      expect(read(header(tooLong))).toBe('x'.repeat(300));
      expect(read('lang=bn')).toBeNull();
    }
    // More values than it remembers: the first is verified again, with the same answer.
    for (let n = 0; n < 10_001; n += 1) read(header(sign(`t${n}`)));
    expect(read(header(good))).toBe('abc123');
    expect(read(header(forged))).toBeNull();
  });

  it('finds a cookie by its exact name among others', () => {
    const header = 'a=1; bondhon.session_token=xyz; bondhon.session_token_x=2';
    expect(readCookie(header, 'bondhon.session_token')).toBe('xyz');
    expect(readCookie(header, 'session_token')).toBeNull();
    expect(readCookie(undefined, 'a')).toBeNull();
  });
});

describe('who is calling, from the session cookie', () => {
  const ctx = useTestApp();
  const whoAmI = (cookie?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/favourites/${encodeURIComponent('nobody@example.com')}`,
      headers: cookie ? { cookie } : {},
    });

  it('knows a signed-in member, and their new role at once', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/favourites/${encodeURIComponent(member.email)}`,
      headers: { cookie: member.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect((await whoAmI(member.cookie)).statusCode).toBe(403);

    await setStanding(ctx.app, member, { role: 'admin' });
    expect((await whoAmI(member.cookie)).statusCode).toBe(200);
  });

  it('treats a forged cookie for a real session token as anonymous', async () => {
    const member = await signUp(ctx.app, ctx.env);
    expect((await whoAmI(await forgedCookieOf(ctx.app, member))).statusCode).toBe(401);
  });

  it('treats an expired session as anonymous', async () => {
    const member = await signUp(ctx.app, ctx.env);
    await expireSessionsOf(ctx.app, member);
    expect((await whoAmI(member.cookie)).statusCode).toBe(401);
  });

  it('treats a signed-out session as anonymous', async () => {
    const member = await signUp(ctx.app, ctx.env);
    await setStanding(ctx.app, member, { role: 'admin' });
    expect((await whoAmI(member.cookie)).statusCode).toBe(200);
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: browserHeaders(ctx.env, member.cookie),
    });
    expect(signOut.statusCode).toBe(200);
    expect((await whoAmI(member.cookie)).statusCode).toBe(401);
  });
});

describe('the details call, which looks its caller up in its own query', () => {
  const ctx = useTestApp();
  const details = async (cookie: string) => {
    const { id } = await insertBiodataRow(ctx.app, { dob: '1995-05-05' });
    return ctx.app.inject({ method: 'GET', url: `/api/details/${id}`, headers: { cookie } });
  };

  it('answers a signed-in member', async () => {
    const member = await signUp(ctx.app, ctx.env);
    expect((await details(member.cookie)).statusCode).toBe(200);
  });

  it('treats a forged, an expired and a signed-out session as anonymous', async () => {
    const forgedFor = await signUp(ctx.app, ctx.env);
    expect((await details(await forgedCookieOf(ctx.app, forgedFor))).statusCode).toBe(401);

    const expired = await signUp(ctx.app, ctx.env);
    await expireSessionsOf(ctx.app, expired);
    expect((await details(expired.cookie)).statusCode).toBe(401);

    const signedOut = await signUp(ctx.app, ctx.env);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: browserHeaders(ctx.env, signedOut.cookie),
    });
    expect((await details(signedOut.cookie)).statusCode).toBe(401);
  });
});
