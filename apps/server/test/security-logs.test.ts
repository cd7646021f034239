import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { redactText, redactUrl, redactValue } from '../src/lib/redact';
import { biodataBody } from './biodata-fixtures';
import { browserHeaders, PASSWORD, sessionCookieOf, signUp, uniqueEmail } from './helpers/accounts';
import { capturingLogger } from './helpers/start-up';
import { testEnv } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

/**
 * What the log keeps of requests, at the most talkative level (Better Auth's own logger
 * included): the route pattern and the address with its parameters and query values left out,
 * never an e-mail address, a phone number, a session token or a password.
 */

const MOBILE = '+8801711000999';
const LOCAL_MOBILE = '01811000888';

describe('the request log', () => {
  let readLog: () => string = () => '';
  const env = testEnv({
    LOG_LEVEL: 'trace',
    PUBLIC_CACHE_TTL_MS: '0',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
  });
  let app: App;

  beforeAll(async () => {
    const captured = capturingLogger('trace');
    const { logger } = captured;
    readLog = captured.text;
    app = await buildApp({ env, database: await createTestDatabase(), logger });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** What must never be in the log, each in every form a URL or a message may carry it. */
  function secretsOf(values: string[]): string[] {
    return values.flatMap((value) => [value, encodeURIComponent(value)]);
  }

  it('keeps no e-mail, phone number, token or password of sign-up, sign-in and personal calls', async () => {
    const email = uniqueEmail('logged');
    const member = await signUp(app, env, { email });
    const headers = browserHeaders(env, member.cookie);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: browserHeaders(env),
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const signInCookie = sessionCookieOf(signIn.headers['set-cookie']);
    const tokens = [member.cookie, signInCookie].flatMap((cookie) => {
      const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
      return [value, value.split('.')[0]!];
    });
    tokens.push(signIn.json().token);

    // A sign-up for an address already taken: Better Auth logs the attempt.
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: browserHeaders(env),
      payload: {
        name: 'Again',
        email,
        password: 'another secret password 7',
        image: 'https://images.example.com/a.png',
      },
    });
    expect(again.statusCode).toBeLessThan(500);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: browserHeaders(env),
      payload: { email, password: 'a wrong password 9' },
    });
    expect(wrongPassword.statusCode).toBe(401);

    const saved = await app.inject({
      method: 'PUT',
      url: `/api/addBioData?email=${encodeURIComponent(email)}`,
      headers,
      payload: biodataBody({ mobile: MOBILE }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    for (const url of [
      `/api/stutas/${email}`,
      `/api/stutas/${encodeURIComponent(email)}?mobile=${encodeURIComponent(MOBILE)}`,
      `/api/users/role/${email}`,
      `/api/favourites/${email}`,
      `/api/thearData/${email}`,
      `/api/biodatas/search?search=${LOCAL_MOBILE}&email=${email}`,
      // Unknown addresses: no route pattern, and a 404 whose message repeats the path.
      `/api/favourites/${email}/${LOCAL_MOBILE}`,
      `/api/no-such-call?token=${tokens[0]!}`,
      `/api/auth/get-session?email=${email}`,
    ]) {
      await app.inject({ method: 'GET', url, headers });
    }

    for (const secret of secretsOf([
      email,
      MOBILE,
      MOBILE.slice(1),
      LOCAL_MOBILE,
      PASSWORD,
      'another secret password 7',
      'a wrong password 9',
      ...tokens,
    ])) {
      expect(readLog(), 'a personal value in the log').not.toContain(secret);
    }
    expect(readLog()).not.toMatch(/[\w.+-]+(@|%40)example\.com/i);
    expect(readLog()).not.toMatch(/"(set-cookie|cookie|authorization)"\s*:/i);

    // What the log does say: each call's route pattern, and Better Auth's own lines.
    const lines = readLog()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const routes = lines.map((line) => (line.req as { route?: string } | undefined)?.route);
    expect(routes).toContain('/api/stutas/:email');
    expect(routes).toContain('/api/users/role/:email');
    expect(routes).toContain('/api/auth/sign-in/email');
    const urls = lines.map((line) => (line.req as { url?: string } | undefined)?.url);
    expect(urls).toContain('/api/stutas/:email?mobile=[redacted]');
    expect(lines.some((line) => String(line.msg).startsWith('Sign-up attempt for existing'))).toBe(
      true,
    );
  });
});

describe('redaction', () => {
  it('takes e-mails, Bangladeshi phone numbers and tokens out of a text', () => {
    expect(
      redactText(
        'Sign-up for Nusrat.J+bd@Mail.example.com from 01711000999, +8801811000888 and ' +
          '8801911000777 with token jQ3uT8pW0xK2vN5mR7sY1zA4bC6dE9fG.Zx9+/aB3cD5eF7gH9iJ1kL3mN5oP7qR9sT1uV3wX5yZ=',
      ),
    ).toBe('Sign-up for [email] from [phone], [phone] and [phone] with token [token]');
  });

  it('keeps ordinary words, numbers and route names', () => {
    const text = 'GET /api/details/:id answered 200 in 12 ms for biodata 1024 (get-session)';
    expect(redactText(text)).toBe(text);
  });

  it('keeps of an error its type, message and stack, without a failed query’s parameters', () => {
    const cause = new Error('duplicate key: Key (email)=(nusrat@example.com) already exists');
    const error = new Error(
      'Failed query: insert into "users" ("name", "email") values ($1, $2)\n' +
        'params: Nusrat Jahan,nusrat@example.com',
      { cause },
    );
    const kept = JSON.stringify(redactValue({ error, password: 'a secret 1', note: 'ok' }));
    expect(kept).toContain('Failed query: insert into \\"users\\"');
    expect(kept).toContain('params: [redacted]');
    expect(kept).toContain('Key (email)=([email]) already exists');
    expect(kept).toContain('"password":"[redacted]"');
    expect(kept).toContain('"note":"ok"');
    expect(kept).not.toMatch(/Nusrat|nusrat|a secret 1/);
  });

  it('writes an address as its route pattern with the query values left out', () => {
    expect(redactUrl('/api/stutas/a%40b.com?x=1&mobile=017', '/api/stutas/:email')).toBe(
      '/api/stutas/:email?x=[redacted]&mobile=[redacted]',
    );
    expect(redactUrl('/api/auth/reset-password/abcDEF123ghiJKL456mnoPQR', '/api/auth/*')).toBe(
      '/api/auth/reset-password/[token]',
    );
    expect(redactUrl('/api/favourites/a@b.com/01711000999', undefined)).toBe(
      '/api/favourites/[email]/[phone]',
    );
  });
});
