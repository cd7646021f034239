import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { browserHeaders, PASSWORD, setStanding, signUp, uniqueEmail } from './helpers/accounts';
import { sendRaw, type RawAnswer } from './helpers/raw-http';
import { useTestApp } from './helpers/test-app';

/**
 * Other spellings of an /api path that some layer (the router, Better Auth's URL parser, a proxy)
 * reads as the path itself: dot segments plain and percent-encoded (in either case, and encoded
 * twice), encoded and doubled slashes, backslashes, encoded letters, and absolute request targets.
 * The provider-callback prefix, once exempt from the cross-site check, leads several of them.
 */
function spellingsOf(path: string, port: number): string[] {
  const cut = path.lastIndexOf('/');
  const dir = path.slice(0, cut);
  const last = path.slice(cut + 1);
  const rest = path.slice('/api'.length);
  const encodedFirst = `%${last.charCodeAt(0).toString(16)}${last.slice(1)}`;
  return [
    `/api/auth/callback/../..${rest}`,
    `/api/auth/callback/%2e%2e/%2e%2e${rest}`,
    `/api/auth/callback/%2E%2E/%2E%2E${rest}`,
    `/api/auth/callback/%252e%252e/%252e%252e${rest}`,
    `${dir}/./${last}`,
    `${dir}/%2e/${last}`,
    `${dir}/%2E/${last}`,
    `${dir}/%252e/${last}`,
    `${dir}/x/../${last}`,
    `${dir}/x/%2e%2E/${last}`,
    `${dir}%2f${last}`,
    `${dir}%2F${last}`,
    `${dir}%252f${last}`,
    `${dir}%5c${last}`,
    `${dir}\\${last}`,
    path.replaceAll('/', '\\').replace('\\', '/'),
    `${dir}//${last}`,
    `/${path}`,
    `${path}/.`,
    `/%61pi${rest}`,
    `/%2561pi${rest}`,
    `${dir}/${encodedFirst}`,
    `http://127.0.0.1:${port}${path}`,
    `http://evil.example${path}`,
  ];
}

describe('every spelling of an /api path gets the checks of the path it reaches', () => {
  const FAILURE_LIMIT = 5;
  const ctx = useTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: String(FAILURE_LIMIT),
      AUTH_FAILURES_PER_IP_EMAIL: String(FAILURE_LIMIT),
    },
  });
  let port = 0;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });

  const post = (target: string, body: unknown, headers: Record<string, string> = {}) =>
    sendRaw(ctx.app, {
      method: 'POST',
      target,
      headers: { ...browserHeaders(ctx.env), ...headers },
      body,
    });

  /** What an answer says, for a failure message. */
  const said = (target: string, answer: RawAnswer) =>
    `${target} answered ${answer.statusCode} ${answer.body.slice(0, 200)}`;

  it('refuses another spelling of an /api path with a 400 in our error shape', async () => {
    const paths = ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/users'];
    const wrong: string[] = [];
    for (const path of paths) {
      for (const target of spellingsOf(path, port)) {
        const answer = await post(target, {});
        const body = answer.body.startsWith('{') ? (answer.json() as Record<string, unknown>) : {};
        if (answer.statusCode !== 400 || body.code !== 'BAD_REQUEST' || !body.message) {
          wrong.push(said(target, answer));
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('stores no sign-up with a javascript: image and a 200 kB name, whatever the spelling of its path', async () => {
    const wrong: string[] = [];
    for (const target of [
      '/api/auth/sign-up/email',
      ...spellingsOf('/api/auth/sign-up/email', port),
    ]) {
      const email = uniqueEmail('spelled.sign-up');
      const answer = await post(target, {
        name: 'n'.repeat(200_000),
        email,
        password: PASSWORD,
        image: 'javascript:alert(1)',
      });
      const [stored] = await ctx.app.db.select().from(users).where(eq(users.email, email));
      if (answer.statusCode !== 400 || stored) wrong.push(said(target, answer));
    }
    expect(wrong).toEqual([]);
  });

  it('answers the plain sign-up path with the field errors of both fields', async () => {
    const answer = await post('/api/auth/sign-up/email', {
      name: 'n'.repeat(200_000),
      email: uniqueEmail('plain.sign-up'),
      password: PASSWORD,
      image: 'javascript:alert(1)',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { name: ['This is too long'], image: ['Invalid URL'] },
    });
  });

  it("validates a sign-up inside Better Auth's own pipeline, whatever spelling reached its handler", async () => {
    const email = uniqueEmail('handler.sign-up');
    const response = await ctx.app.auth.handler(
      new Request('http://localhost:3000/api/auth/callback/%2e%2e/sign-up/./email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...browserHeaders(ctx.env) },
        body: JSON.stringify({ name: 'Handler', email, password: PASSWORD, image: 'javascript:1' }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { image: ['Invalid URL'] },
    });
    const [stored] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(stored).toBeUndefined();
  });

  it('lets no more wrong passwords through than the limit, whatever the spelling of the sign-in path', async () => {
    const account = await signUp(ctx.app, ctx.env);
    const targets = ['/api/auth/sign-in/email', ...spellingsOf('/api/auth/sign-in/email', port)];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt++) {
      const target = targets[attempt % targets.length]!;
      const answer = await post(target, { email: account.email, password: `wrong ${attempt}` });
      statuses.push(answer.statusCode);
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(FAILURE_LIMIT);
    expect(statuses.filter((status) => ![400, 401, 429].includes(status))).toEqual([]);
    for (let attempt = 0; attempt < FAILURE_LIMIT; attempt++) {
      await post('/api/auth/sign-in/email', { email: account.email, password: 'wrong again' });
    }
    const last = await post('/api/auth/sign-in/email', { email: account.email, password: 'wrong' });
    expect(last.statusCode).toBe(429);
  });

  it('refuses a cross-site sign-in with the right password through any spelling of its path', async () => {
    const account = await signUp(ctx.app, ctx.env);
    const wrong: string[] = [];
    for (const target of spellingsOf('/api/auth/sign-in/email', port)) {
      const answer = await post(
        target,
        { email: account.email, password: PASSWORD },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      const cookies = [answer.headers['set-cookie'] ?? []].flat();
      const isSignedIn = cookies.some((cookie) => cookie.startsWith('bondhon.session_token='));
      if (![400, 403].includes(answer.statusCode) || isSignedIn) wrong.push(said(target, answer));
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a cross-site role change and profile save through any spelling, changing nothing', async () => {
    const admin = await signUp(ctx.app, ctx.env, { name: 'Admin Before' });
    await setStanding(ctx.app, admin, { role: 'admin' });
    const member = await signUp(ctx.app, ctx.env);
    const crossSite = { cookie: admin.cookie, origin: 'https://evil.example' };
    const wrong: string[] = [];
    for (const target of spellingsOf(`/api/users/role/${member.id}`, port)) {
      const answer = await sendRaw(ctx.app, {
        method: 'PUT',
        target,
        headers: crossSite,
        body: { role: 'admin' },
      });
      if (![400, 403, 404].includes(answer.statusCode)) wrong.push(said(target, answer));
    }
    for (const target of spellingsOf('/api/users', port)) {
      const answer = await sendRaw(ctx.app, {
        method: 'POST',
        target,
        headers: crossSite,
        body: { email: admin.email, name: 'Renamed Cross Site', image: 'https://x.example/a.png' },
      });
      if (![400, 403, 404].includes(answer.statusCode)) wrong.push(said(target, answer));
    }
    expect(wrong).toEqual([]);
    const [memberRow] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    const [adminRow] = await ctx.app.db.select().from(users).where(eq(users.id, admin.id));
    expect(memberRow?.role).toBe('customer');
    expect(adminRow?.name).toBe('Admin Before');
  });

  it('still serves the plain paths, with an encoded e-mail in a path segment', async () => {
    const account = await signUp(ctx.app, ctx.env);
    const answer = await sendRaw(ctx.app, {
      method: 'GET',
      target: `/api/users/role/${encodeURIComponent(account.email)}`,
      headers: { cookie: account.cookie },
    });
    expect(answer.statusCode).toBe(200);
    const signIn = await post('/api/auth/sign-in/email', {
      email: account.email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
  });
});
