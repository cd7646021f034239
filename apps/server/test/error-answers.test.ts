import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase } from '../src/db/client';
import { biodataBody, callerFor } from './biodata-fixtures';
import {
  browserHeaders,
  makeSuperAdmin,
  PASSWORD,
  signUp,
  type TestAccount,
} from './helpers/accounts';
import { recordApiRoutes } from './helpers/registered-routes';
import { testEnv, useTestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';
import { createBiodata } from './payment-fixtures';

/**
 * Every kind of error answer the app gives (400, 401, 403, 404, 405, 413, 415, 429, 500, 503), on
 * every route it registers and on the page paths, carries a JSON `{ code, message }` and nothing
 * of the server's insides: no stack trace, SQL, file path or PostgreSQL error.
 */

type Answer = Awaited<ReturnType<App['inject']>>;

/** What must never appear in an error answer's body or headers (matched case-insensitively). */
const INTERNALS: [string, RegExp][] = [
  ['a stack frame', /(\n|\\n)\s+at\s|^\s*at\s.+\(.+:\d+:\d+\)/m],
  ['a source file', /\.(ts|js|mjs|cjs):\d*/],
  ['SQL', /\b(select|insert|update|delete)\s.+\b(from|into|set|where)\b/],
  ['SQL', /\bselect\s/],
  ['SQL', /\binsert\s+into\b/],
  ['a PostgreSQL message', /relation\s+"|syntax error|violates|duplicate key|column\s+"/],
  ['a PostgreSQL error code', /\b(sqlstate|pg_|errcode|42P01|42703|23505|23503|08006|57P01)\b/],
  ['a file path', /\/work\/|node_modules|\/home\/|\/tmp\/|[a-z]:\\/],
  ['a driver error', /ECONNREFUSED|ECONNRESET|PGlite|drizzle|Failed query|Connection terminated/],
];

/** Why an error answer gives away internals or lacks `{ code, message }`; empty when it is fine. */
function problemsWith(answer: Answer): string[] {
  const problems: string[] = [];
  const headers = Object.entries(answer.headers)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('\n');
  for (const [where, text] of [
    ['body', answer.body],
    ['headers', headers],
  ] as const) {
    for (const [what, pattern] of INTERNALS) {
      if (new RegExp(pattern.source, `${pattern.flags}i`).test(text)) {
        problems.push(`${what} in the ${where}`);
      }
    }
  }
  if (!String(answer.headers['content-type']).startsWith('application/json')) {
    problems.push(`content-type ${String(answer.headers['content-type'])}, not JSON`);
    return problems;
  }
  const body = (JSON.parse(answer.body) ?? {}) as { code?: unknown; message?: unknown };
  if (typeof body.code !== 'string' || body.code === '') problems.push('no code');
  if (typeof body.message !== 'string' || body.message === '') problems.push('no message');
  return problems;
}

/** Asserts each answer is an error of an allowed status, with `{ code, message }` and no internals. */
function expectCleanErrors(answers: { label: string; answer: Answer }[], statuses: number[]) {
  const wrong = answers.flatMap(({ label, answer }) => {
    const problems = problemsWith(answer);
    if (!statuses.includes(answer.statusCode)) problems.unshift(`status ${answer.statusCode}`);
    return problems.length > 0 ? [`${label}: ${problems.join(', ')} — ${answer.body}`] : [];
  });
  expect(wrong).toEqual([]);
}

/** Fills a route pattern's parameters with `value` (every :name, and a wildcard). */
const fill = (route: string, value: string) =>
  route.replace(/:[A-Za-z]+/g, encodeURIComponent(value)).replace(/\*$/, 'no-such-call');

/** A route pattern with its parameters' names left out (`/users/role/:email` = `/users/role/:id`). */
const samePattern = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, ':');
const routeUrl = (route: string) => route.slice(route.indexOf(' ') + 1);
const routeMethod = (route: string) =>
  route.slice(0, route.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'DELETE';
const hasBody = (route: string) => !route.startsWith('GET ');

/** Values that are not what any parameter expects: unknown, malformed and hostile. */
const ODD_PARAMS = [
  'nobody@example.com',
  'no-such-id-0000',
  `'; drop table users; --`,
  '<script>alert(1)</script>',
  'x'.repeat(400),
  '%',
  '-1',
];
const ODD_QUERY = `?page=-1&pageSize=abc&search=${'%27%3B--'.repeat(40)}&limit=1e309&gender=%00&minAge=${'9'.repeat(40)}`;

const registeredRoutes = recordApiRoutes();
/** Sign-ups come from their own address, so the throttle's own checks start from nothing. */
const SIGN_UP_ADDRESS = '10.0.0.1';

describe('error answers carry a code and a message, never internals', () => {
  const webDistDir = mkdtempSync(join(tmpdir(), 'bondhon-web-'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const ctx = useTestApp({
    webDistDir,
    env: {
      PUBLIC_CACHE_TTL_MS: '0',
      AUTH_RATE_LIMIT_PER_IP: '5',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      ALL_DATA_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  const call = callerFor(ctx);
  const who = {} as Record<'customer' | 'admin', TestAccount>;
  let biodataId = '';

  /** Sends one request: as `account` (a browser of this site), with a raw body when given. */
  const send = (
    route: string,
    url: string,
    options: { account?: TestAccount; body?: string; contentType?: string } = {},
  ) =>
    ctx.app.inject({
      method: routeMethod(route),
      url,
      headers: {
        ...browserHeaders(ctx.env, options.account?.cookie),
        ...(options.contentType ? { 'content-type': options.contentType } : {}),
      },
      ...(options.body !== undefined ? { payload: options.body } : {}),
    });

  beforeAll(async () => {
    const signUpAs = (email?: string) =>
      ctx.app
        .inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          remoteAddress: SIGN_UP_ADDRESS,
          headers: browserHeaders(ctx.env),
          payload: {
            name: 'Error Tester',
            email: email ?? `error.tester.${Math.random().toString(36).slice(2)}@example.com`,
            password: PASSWORD,
            image: 'https://images.example.com/member.png',
          },
        })
        .then((answer) => {
          expect(answer.statusCode, answer.body).toBe(200);
          return answer;
        });
    await signUpAs();
    // The helper signs up from the default address; the sign-ups above keep it free.
    who.customer = await signUp(ctx.app, ctx.env);
    who.admin = await signUp(ctx.app, ctx.env);
    await makeSuperAdmin(ctx.app, who.admin);
    biodataId = (await createBiodata(call, who.customer))._id;
  });

  it('registers the routes this file walks', () => {
    expect(registeredRoutes.size).toBeGreaterThan(25);
  });

  it('answers every route called anonymously, as a stranger, and with unknown or hostile parameters (401, 403, 404, 400)', async () => {
    const answers: { label: string; answer: Answer }[] = [];
    for (const route of registeredRoutes) {
      for (const value of ODD_PARAMS) {
        for (const account of [undefined, who.customer, who.admin]) {
          const url = fill(routeUrl(route), value);
          const body = hasBody(route) ? JSON.stringify({ email: value, id: value }) : undefined;
          const answer = await send(route, url, {
            account,
            body,
            ...(body ? { contentType: 'application/json' } : {}),
          });
          if (answer.statusCode >= 400) {
            answers.push({
              label: `${route} as ${account?.email ?? 'anonymous'} with ${url}`,
              answer,
            });
          }
        }
      }
    }
    // Every route refuses something in this walk; the error answers are all clean.
    expect(answers.length).toBeGreaterThan(registeredRoutes.size * 5);
    // 415: a photo's upload (issue 22) is the image itself, never JSON.
    expectCleanErrors(answers, [400, 401, 402, 403, 404, 409, 415, 429]);
  });

  it('answers malformed JSON, wrong types, missing fields and odd query strings with a 4xx', async () => {
    const answers: { label: string; answer: Answer }[] = [];
    for (const route of registeredRoutes) {
      const url = fill(routeUrl(route), who.customer.email) + ODD_QUERY;
      const bodies: [string, string][] = hasBody(route)
        ? [
            ['malformed JSON', '{"name": "Nusrat", '],
            ['a JSON string', '"just a string"'],
            ['JSON null', 'null'],
            ['wrong types', JSON.stringify({ ...biodataBody(), name: 42, dob: [], height: {} })],
            ['an empty object', '{}'],
            ['a huge number', JSON.stringify({ role: 1e308, person: -1, biodataId: 9e99 })],
          ]
        : [['no body', '']];
      for (const [kind, body] of bodies) {
        const answer = await send(route, url, {
          account: who.admin,
          ...(body ? { body, contentType: 'application/json' } : {}),
        });
        if (answer.statusCode >= 400) answers.push({ label: `${route} with ${kind}`, answer });
      }
    }
    expect(answers.some(({ answer }) => answer.statusCode === 400)).toBe(true);
    // 415: a photo's upload (issue 22) is the image itself, never JSON.
    expectCleanErrors(answers, [400, 401, 402, 403, 404, 409, 415, 429]);
  });

  it('refuses a body of the wrong content type with 415, and a body over the limit with 413', async () => {
    const answers: { label: string; answer: Answer }[] = [];
    const writes = [...registeredRoutes].filter(hasBody);
    for (const route of writes) {
      const url = fill(routeUrl(route), who.customer.email);
      const plain = await send(route, url, {
        account: who.customer,
        body: 'name=<script>',
        contentType: 'text/x-bondhon',
      });
      answers.push({ label: `${route} with text/x-bondhon`, answer: plain });
      // A photo may be 10 MB (issue 22): its upload is refused at 11 MB.
      const huge = await send(
        route,
        url,
        route === 'POST /api/photos'
          ? { account: who.customer, body: 'x'.repeat(11 * 1024 * 1024), contentType: 'image/jpeg' }
          : {
              account: who.customer,
              body: JSON.stringify({ name: 'x'.repeat(300 * 1024) }),
              contentType: 'application/json',
            },
      );
      answers.push({ label: `${route} with 300 KB`, answer: huge });
    }
    expectCleanErrors(answers, [400, 401, 403, 404, 413, 415]);
    // Outside Better Auth's catch-all (which reads its own bodies), the statuses are exact.
    const ours = answers.filter(({ label }) => !label.includes('/api/auth/'));
    expect(
      ours
        .filter(({ label }) => label.endsWith('text/x-bondhon'))
        .map(({ answer }) => answer.statusCode),
    ).toEqual(ours.filter(({ label }) => label.endsWith('text/x-bondhon')).map(() => 415));
    expect(
      ours.filter(({ label }) => label.endsWith('300 KB')).map(({ answer }) => answer.statusCode),
    ).toEqual(ours.filter(({ label }) => label.endsWith('300 KB')).map(() => 413));
  });

  it('answers a method a route does not have, and an unknown /api route, with a JSON 404', async () => {
    const answers: { label: string; answer: Answer }[] = [];
    for (const route of registeredRoutes) {
      const url = fill(routeUrl(route), who.customer.email);
      for (const method of ['PATCH', 'OPTIONS', 'PUT', 'DELETE'] as const) {
        const sameUrl = `${method} ${samePattern(routeUrl(route))}`;
        if ([...registeredRoutes].some((other) => samePattern(other) === sameUrl)) continue;
        const answer = await ctx.app.inject({
          method,
          url,
          headers: browserHeaders(ctx.env, who.customer.cookie),
        });
        // A CORS preflight of our own origin may be answered 204; everything else is refused.
        if (method === 'OPTIONS' && answer.statusCode < 300) continue;
        answers.push({ label: `${method} ${url}`, answer });
      }
    }
    for (const url of ['/api/no-such-call', '/api/<script>alert(1)</script>', '/api']) {
      answers.push({ label: `GET ${url}`, answer: await ctx.app.inject({ method: 'GET', url }) });
    }
    expect(answers.length).toBeGreaterThan(registeredRoutes.size);
    expectCleanErrors(answers, [404, 405]);
  });

  it('answers a malformed or over-long path segment with a 400 that does not echo it', async () => {
    const answers: { label: string; answer: Answer }[] = [];
    for (const url of [
      '/api/details/%E0%A4%A',
      '/api/favourites/%C0%AF',
      `/api/users/role/${'<script>'.repeat(40)}`,
      `/media/portraits/${'x'.repeat(200)}`,
    ]) {
      answers.push({ label: url, answer: await ctx.app.inject({ method: 'GET', url }) });
    }
    expectCleanErrors(answers, [400]);
    for (const { answer } of answers) expect(answer.body).not.toMatch(/%E0|%C0|script|xxxx/i);
  });

  it('answers unknown media with a JSON 404 that does not echo the path', async () => {
    const answers: { label: string; answer: Answer }[] = [];
    for (const url of [
      '/media/portraits/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/media/portraits/..%2F..%2Fpackage.json',
      `/media/portraits/${'x'.repeat(100)}`,
      '/media/slides/999',
      '/media/slides/%3Csvg%20onload%3Dalert(1)%3E',
    ]) {
      answers.push({ label: url, answer: await ctx.app.inject({ method: 'GET', url }) });
    }
    expectCleanErrors(answers, [400, 404]);
    for (const { answer } of answers) expect(answer.body).not.toMatch(/<script|<svg|\.\.\//i);
  });

  it('serves the page shell for an unknown page path without reflecting the path', async () => {
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/no-such-page/%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E?q=%22%3E%3Csvg%20onload%3Dalert(1)%3E',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toBe('<!doctype html><div id="root"></div>');
  });

  it('throttles sign-in with a 429 that says so and shows nothing more', async () => {
    const answers: { label: string; answer: Answer }[] = [];
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.0.0.99',
        headers: browserHeaders(ctx.env),
        payload: { email: who.customer.email, password: `wrong password ${attempt}` },
      });
      answers.push({ label: `sign-in attempt ${attempt}`, answer });
    }
    expect(answers.map(({ answer }) => answer.statusCode)).toEqual([
      401, 401, 401, 401, 401, 429, 429, 429,
    ]);
    expectCleanErrors(answers, [401, 429]);
    expect(answers.at(-1)!.answer.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('answers a real query failure (a renamed table) with a 500 that names nothing', async () => {
    const env = testEnv({ PUBLIC_CACHE_TTL_MS: '0' });
    const app = await buildApp({ env, database: await createTestDatabase() });
    try {
      const account = await signUp(app, env);
      await app.db.execute(sql`alter table biodatas rename to biodatas_gone`);
      await app.db.execute(sql`alter table favourites rename to favourites_gone`);
      await app.db.execute(sql`alter table biodata_counts rename to biodata_counts_gone`);
      const broken = callerFor({ app, env });
      const answers: { label: string; answer: Answer }[] = [];
      for (const [method, url, payload] of [
        ['GET', '/api/matremony/allData', undefined],
        ['GET', '/api/premium-members', undefined],
        ['GET', '/api/biodatas/search', undefined],
        ['GET', `/api/details/${biodataId}`, undefined],
        ['GET', `/api/favourites/${account.email}`, undefined],
        ['PUT', `/api/addBioData?email=${account.email}`, biodataBody()],
        ['POST', '/api/favourites', { userEmail: account.email, biodataId }],
      ] as const) {
        const answer = await broken(method, url, account, payload);
        answers.push({ label: `${method} ${url}`, answer });
      }
      expectCleanErrors(answers, [500]);
      for (const { answer } of answers) expect(answer.json()).toMatchObject({ code: 'INTERNAL' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 with nothing more while the database cannot be reached', async () => {
    // A PostgreSQL address nothing listens on: every query fails to connect.
    const database = openDatabase({
      url: 'postgresql://postgres@127.0.0.1:9/bondhon',
      poolSize: 2,
    });
    const secret = 'a-test-secret-of-at-least-thirty-two-characters';
    const env = testEnv({ BETTER_AUTH_SECRET: secret, PUBLIC_CACHE_TTL_MS: '0' });
    const app = await buildApp({ env, database });
    try {
      const answers: { label: string; answer: Answer }[] = [];
      // A well-signed cookie, so that finding its session needs the database.
      const token = 'a-session-token-nobody-has';
      const signature = createHmac('sha256', secret).update(token).digest('base64');
      const headers = {
        ...browserHeaders(env),
        cookie: `bondhon.session_token=${encodeURIComponent(`${token}.${signature}`)}`,
      };
      for (const [method, url, payload] of [
        ['GET', '/api/matremony/allData', undefined],
        ['GET', '/api/premium-members', undefined],
        ['GET', '/api/bioDatas/counts', undefined],
        ['GET', '/api/biodatas/search', undefined],
        ['GET', `/api/details/${randomUUID()}`, undefined],
        ['GET', '/api/users/allData', undefined],
        ['PUT', '/api/addBioData?email=a@example.com', biodataBody()],
        ['POST', '/api/auth/sign-in/email', { email: 'a@example.com', password: PASSWORD }],
        ['GET', '/api/auth/get-session', undefined],
      ] as const) {
        const answer = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        answers.push({ label: `${method} ${url}`, answer });
      }
      // Better Auth's calls too: sign-in's failures reach our error handler, and the session
      // lookup's own 500 is answered 503 once the database is found down.
      expectCleanErrors(answers, [503]);
      expect(answers.map(({ label, answer }) => `${label} ${answer.json().code}`)).toEqual(
        answers.map(({ label }) => `${label} SERVICE_UNAVAILABLE`),
      );
    } finally {
      await app.close();
    }
  });
});
