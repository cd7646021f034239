import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import {
  browserHeaders,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
  type TestAccount,
} from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

describe('the language kept on a member’s account', () => {
  const ctx = useTestApp();

  const choose = (language: unknown, account?: TestAccount, headers: object = {}) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: { ...browserHeaders(ctx.env, account?.cookie), ...headers },
      payload: { language },
    });

  const sessionUser = async (cookie: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie },
      })
    ).json().user;

  it('keeps a language chosen before signing up, and none when the member chose none', async () => {
    const signUpIn = async (headers: Record<string, string>) => {
      const email = uniqueEmail();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { ...browserHeaders(ctx.env), ...headers },
        payload: {
          name: 'Rumana Sultana',
          email,
          password: PASSWORD,
          image: 'https://images.example.com/rumana.png',
        },
      });
      expect(response.statusCode).toBe(200);
      const signedIn = await signIn(ctx.app, ctx.env, email, PASSWORD);
      return signedIn.json().user.language;
    };
    expect(await signUpIn({})).toBeNull();
    expect(await signUpIn({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' })).toBeNull();
    expect(await signUpIn({ cookie: 'lang=bn', 'accept-language': 'en-US' })).toBe('bn');
    expect(await signUpIn({ cookie: 'lang=en', 'accept-language': 'bn' })).toBe('en');
  });

  it('follows the member to a new sign-in, as the session’s user says', async () => {
    const member = await signUp(ctx.app, ctx.env);
    expect((await sessionUser(member.cookie)).language).toBeNull();

    const response = await choose('bn', member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'bn' });

    const elsewhere = await signIn(ctx.app, ctx.env, member.email, PASSWORD);
    expect(elsewhere.json().user.language).toBe('bn');
    const cookie = String(elsewhere.headers['set-cookie']).split(';')[0]!;
    expect((await sessionUser(cookie)).language).toBe('bn');

    expect((await choose('en', member)).statusCode).toBe(200);
    expect((await sessionUser(cookie)).language).toBe('en');
  });

  it('changes only the caller’s own account', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const other = await signUp(ctx.app, ctx.env);
    await choose('bn', member);
    const [row] = await ctx.app.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, other.id));
    expect(row?.language).toBeNull();
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await choose('bn')).statusCode).toBe(401);
  });

  it('refuses a language that is not ours with field errors, keeping the saved one', async () => {
    const member = await signUp(ctx.app, ctx.env);
    await choose('bn', member);
    for (const language of ['fr', 'BN', '', null, 1, ['bn'], { bn: true }, 'bn\u0000']) {
      const response = await choose(language, member);
      expect(response.statusCode, JSON.stringify(language)).toBe(400);
      expect(response.json().fieldErrors.language).toBeDefined();
    }
    expect((await sessionUser(member.cookie)).language).toBe('bn');
  });

  it('cannot be set through the authentication library’s own update call', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: browserHeaders(ctx.env, member.cookie),
      payload: { language: 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect((await sessionUser(member.cookie)).language).toBeNull();
  });

  it('refuses a cross-site request', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const response = await choose('bn', member, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });
});
