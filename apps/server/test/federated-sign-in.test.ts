import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, users } from '../src/db/schema';
import { browserHeaders, sessionCookieOf } from './helpers/accounts';
import {
  completeAtProvider,
  CookieJar,
  FEDERATED_APP_URL,
  useOidcProvider,
} from './helpers/federated-sign-in';
import { useTestApp } from './helpers/test-app';
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
    });
  });
});
