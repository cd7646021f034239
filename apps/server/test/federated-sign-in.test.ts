import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, users } from '../src/db/schema';
import { browserHeaders, sessionCookieOf, signUp, verifyEmail } from './helpers/accounts';
import {
  completeAtProvider,
  CookieJar,
  FEDERATED_APP_URL,
  federatedCallback,
  useOidcProvider,
} from './helpers/federated-sign-in';
import { useTestApp } from './helpers/test-app';
import { codeOf, cookieNamed, enableTwoFactor, TWO_FACTOR_COOKIE } from './helpers/two-factor';
import { federatedEmailOf } from './support/oidc-provider';

const provider = useOidcProvider();

describe('federated sign-in through an OpenID Connect provider', () => {
  const ctx = useTestApp({ env: provider.env });

  it('tells the browser which provider the Google button uses', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      federatedProvider: 'oidc',
      payments: { gateway: 'local', publishableKey: null },
      requiresEmailVerification: false,
      requiresAdminTwoFactor: false,
    });
  });

  it('creates a verified customer with a session for a new federated user', async () => {
    const appJar = new CookieJar();
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: browserHeaders(ctx.env),
      payload: { provider: 'oidc', callbackURL: '/signin' },
    });
    expect(start.statusCode).toBe(200);
    const { url } = start.json();
    expect(url).toContain(provider.issuer);
    appJar.store(start.headers['set-cookie'] as string[]);

    const callback = await completeAtProvider(url, 'amina', FEDERATED_APP_URL);
    expect(callback.pathname).toBe('/api/auth/callback/oidc');

    const finish = await ctx.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: appJar.header() },
    });
    expect(finish.statusCode).toBe(302);
    expect(finish.headers.location).toMatch(/\/signin$/);
    const cookie = sessionCookieOf(finish.headers['set-cookie']);

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    const email = federatedEmailOf('amina');
    expect(session.json().user).toMatchObject({ email, name: 'Federated amina', role: 'customer' });

    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    // The provider vouched for the address (email_verified): it counts as verified here too.
    expect(user).toMatchObject({ role: 'customer', person: 'normal', emailVerified: true });
    const linked = await ctx.app.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(linked.map((account) => account.providerId)).toEqual(['oidc']);

    const role = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/role/${email}`,
      headers: { cookie },
    });
    expect(role.json()).toEqual({ role: 'customer' });
  });

  it('asks a member with two-factor sign-in on for a code after the provider too', async () => {
    const email = federatedEmailOf('tahmina');
    const member = await signUp(ctx.app, ctx.env, { email });
    // Better Auth links a provider's sign-in only to an account whose address was confirmed.
    await verifyEmail(ctx.app, member);
    const { secret } = await enableTwoFactor(ctx.app, ctx.env, member);

    const finish = await federatedCallback(ctx.app, ctx.env, 'tahmina');
    expect(finish.statusCode).toBe(302);
    expect(finish.headers.location).toBe(`${FEDERATED_APP_URL}/signin?twoFactor=1`);
    // The session the provider's word made is gone: its cookie expires, and it signs nobody in.
    const sessionCookies = [finish.headers['set-cookie'] ?? []]
      .flat()
      .filter((cookie) => cookie.startsWith('bondhon.session_token='));
    expect(sessionCookies.at(-1)).toMatch(/Max-Age=0/i);
    const challenge = cookieNamed(finish.headers['set-cookie'], TWO_FACTOR_COOKIE);

    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: browserHeaders(ctx.env, challenge),
      payload: { code: codeOf(secret) },
    });
    expect(verified.statusCode).toBe(200);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: sessionCookieOf(verified.headers['set-cookie']) },
    });
    expect(session.json().user.email).toBe(email);
  });

  it('refuses a callback whose state it did not issue', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/callback/oidc?code=forged&state=forged',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(300);
    expect(response.headers['set-cookie'] ?? '').not.toContain('bondhon.session_token');
  });
});

describe('without a federated provider configured', () => {
  const ctx = useTestApp();

  it('reports none, so the Google button can say so', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      federatedProvider: null,
      payments: { gateway: 'local', publishableKey: null },
      requiresEmailVerification: false,
      requiresAdminTwoFactor: false,
    });
  });
});
