import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { callerFor } from './biodata-fixtures';
import {
  browserHeaders,
  PASSWORD,
  setStanding,
  signUp,
  uniqueEmail,
  type TestAccount,
} from './helpers/accounts';
import { recordApiRoutes } from './helpers/registered-routes';
import { useTestApp } from './helpers/test-app';
import { createBiodata } from './payment-fixtures';

/**
 * No answer that depends on who asks may be kept by a browser or a shared cache: every /api answer
 * says `Cache-Control: no-store`, except the few public reads, which keep what they sent before
 * (to anonymous callers; to a request with a session cookie they say no-store too). Media and the
 * web app's files keep their caching whoever asks.
 */

type Answer = Awaited<ReturnType<App['inject']>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const registeredRoutes = recordApiRoutes();

/** The public /api reads and the Cache-Control each sent before this rule (undefined: none). */
const PUBLIC_READS: [string, string, string | undefined][] = [
  ['GET /api/health', '/api/health', 'no-store'],
  ['GET /api/config', '/api/config', undefined],
  ['GET /api/biodatas/search', '/api/biodatas/search?type=All&division=All&page=1', undefined],
  ['GET /api/premium-members', '/api/premium-members?order=asc', undefined],
  ['GET /api/success-stories', '/api/success-stories', undefined],
  ['GET /api/openapi.json', '/api/openapi.json', undefined],
  ['GET /api/docs', '/api/docs', undefined],
  ['GET /api/docs/json', '/api/docs/json', undefined],
  ['GET /api/docs/yaml', '/api/docs/yaml', undefined],
  ['GET /api/docs/static/index.html', '/api/docs/static/index.html', undefined],
  [
    'GET /api/docs/static/swagger-initializer.js',
    '/api/docs/static/swagger-initializer.js',
    undefined,
  ],
  ['GET /api/docs/static/*', '/api/docs/static/swagger-ui.css', 'public, max-age=0'],
];
const MEDIA_CACHE = 'public, max-age=2592000, stale-while-revalidate=86400';
const ASSET_CACHE = 'public, max-age=31536000, immutable';

describe('Cache-Control of personal and public answers', () => {
  const webDistDir = mkdtempSync(join(tmpdir(), 'bondhon-web-'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
  const ctx = useTestApp({
    webDistDir,
    env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' },
  });
  const call = callerFor(ctx);
  let admin: TestAccount;
  let biodataId = '';

  beforeAll(async () => {
    admin = await signUp(ctx.app, ctx.env);
    biodataId = (await createBiodata(call, admin))._id;
    await setStanding(ctx.app, admin, { role: 'admin' });
  });

  /** The request a signed-in admin makes to a route: its own e-mail and biodata as parameters. */
  function requestFor(route: string): { method: Method; url: string; payload?: object } {
    const method = route.slice(0, route.indexOf(' ')) as Method;
    const pattern = route.slice(route.indexOf(' ') + 1);
    if (pattern === '/api/auth/*') {
      return method === 'GET'
        ? { method, url: '/api/auth/get-session' }
        : { method, url: '/api/auth/update-user', payload: { name: admin.name } };
    }
    if (pattern === '/api/auth/sign-in/email') {
      return { method, url: pattern, payload: { email: admin.email, password: PASSWORD } };
    }
    if (pattern === '/api/auth/sign-up/email') {
      const email = uniqueEmail('cache');
      const image = 'https://images.example.com/member.png';
      return { method, url: pattern, payload: { name: 'Cache', email, password: PASSWORD, image } };
    }
    const publicRead = PUBLIC_READS.find(([publicRoute]) => publicRoute === route);
    const url = publicRead
      ? publicRead[1]
      : pattern
          .replace(':email', encodeURIComponent(admin.email))
          .replace(/:[A-Za-z]+/g, biodataId)
          .replace(/\*$/, 'swagger-ui.css') +
        (pattern === '/api/biodataByGender' ? `?gender=Female&exclude=${biodataId}` : '') +
        (pattern === '/api/addBioData' ? `?email=${encodeURIComponent(admin.email)}` : '');
    return method === 'GET' ? { method, url } : { method, url, payload: {} };
  }

  const send = (request: ReturnType<typeof requestFor>, account?: TestAccount) =>
    ctx.app.inject({
      method: request.method,
      url: request.url,
      headers: browserHeaders(ctx.env, account?.cookie),
      ...(request.payload ? { payload: request.payload } : {}),
    });

  const cacheControlOf = (answer: Answer) => answer.headers['cache-control'];

  it('says no-store on every /api answer to a signed-in caller', async () => {
    expect(registeredRoutes.size).toBeGreaterThan(25);
    const wrong: string[] = [];
    let successes = 0;
    for (const route of registeredRoutes) {
      const request = requestFor(route);
      const answer = await send(request, admin);
      if (answer.statusCode < 300) successes += 1;
      if (cacheControlOf(answer) !== 'no-store') {
        wrong.push(`${route} (${answer.statusCode}): ${String(cacheControlOf(answer))}`);
      }
    }
    expect(wrong).toEqual([]);
    // The walk reached the answers that matter: the reads succeeded, not only refusals.
    expect(successes).toBeGreaterThan(20);
  });

  it('says no-store on every /api answer to an anonymous caller but the public reads', async () => {
    const wrong: string[] = [];
    const publicRoutes = new Set(PUBLIC_READS.map(([route]) => route));
    for (const route of registeredRoutes) {
      if (publicRoutes.has(route)) continue;
      const answer = await send(requestFor(route));
      if (cacheControlOf(answer) !== 'no-store') {
        wrong.push(`${route} (${answer.statusCode}): ${String(cacheControlOf(answer))}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leaves the public reads as they were for an anonymous caller', async () => {
    const seen = [];
    for (const [route, url] of PUBLIC_READS) {
      expect(registeredRoutes.has(route), route).toBe(true);
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode, `${route} ${answer.body}`).toBeLessThan(400);
      seen.push([route, url, cacheControlOf(answer)]);
    }
    expect(seen).toEqual(PUBLIC_READS);
  });

  it('says no-store on a public read answered to a request with a session cookie', async () => {
    for (const [route, url] of PUBLIC_READS) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie: admin.cookie },
      });
      expect(cacheControlOf(answer), route).toBe('no-store');
    }
  });

  it('says no-store on the answer that sets the session cookie', async () => {
    const signIn = await send(requestFor('POST /api/auth/sign-in/email'));
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['set-cookie']).toBeDefined();
    expect(cacheControlOf(signIn)).toBe('no-store');
    const session = await send(requestFor('GET /api/auth/*'), admin);
    expect(session.json()).toMatchObject({ user: { email: admin.email } });
    expect(cacheControlOf(session)).toBe('no-store');
  });

  it('says no-store on an unknown /api address and on /api errors', async () => {
    for (const url of ['/api/no-such-call', `/api/details/${biodataId}`]) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(cacheControlOf(answer), url).toBe('no-store');
    }
  });

  it('keeps the caching of media, built assets and the page shell, signed in or not', async () => {
    for (const account of [undefined, admin]) {
      const headers = account ? { cookie: account.cookie } : {};
      const slide = await ctx.app.inject({ method: 'GET', url: '/media/slides/1', headers });
      expect(slide.statusCode).toBe(200);
      expect(cacheControlOf(slide)).toBe(MEDIA_CACHE);
      const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers });
      expect(asset.statusCode).toBe(200);
      expect(cacheControlOf(asset)).toBe(ASSET_CACHE);
      const page = await ctx.app.inject({ method: 'GET', url: '/biodatas', headers });
      expect(page.statusCode).toBe(200);
      expect(cacheControlOf(page)).toBe('no-cache');
    }
  });
});
