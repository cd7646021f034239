import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/plugins/json-body';
import {
  browserHeaders,
  PASSWORD,
  signUp,
  uniqueEmail,
  type TestAccount,
} from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

/**
 * Every JSON body the app reads is parsed by one parser: nested deeper than MAX_JSON_DEPTH it is
 * refused with a 400 (not a 500 from a stack overflow further on), over the size limit with a 413,
 * and a `__proto__` or `constructor.prototype` key is refused as before.
 */

/** `depth` arrays, one inside the other: `[[[…]]]`. */
const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** `depth` objects, one inside the other: `{"a":{"a":…{}}}`. */
const deepObjects = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
/** A body whose `extra` field holds arrays nested so that the whole body is `depth` deep. */
const withExtra = (fields: Record<string, unknown>, depth: number) =>
  `${JSON.stringify(fields).slice(0, -1)},"extra":${deepArrays(depth - 1)}}`;

const TOO_DEEP = {
  code: 'BAD_REQUEST',
  message: 'The request body is nested too deeply.',
  requestId: expect.any(String),
};

describe('a JSON body nested too deeply', () => {
  const ctx = useTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' },
  });
  let member: TestAccount;

  beforeAll(async () => {
    member = await signUp(ctx.app, ctx.env);
  });

  const post = (url: string, body: string, account?: TestAccount) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...browserHeaders(ctx.env, account?.cookie), 'content-type': 'application/json' },
      payload: body,
    });

  const CALLS = [
    ['sign-in', '/api/auth/sign-in/email', false],
    ['sign-up', '/api/auth/sign-up/email', false],
    ['a profile update', '/api/auth/update-user', true],
    ['a save of the caller’s account', '/api/users', true],
  ] as const;

  for (const [what, url, isSignedIn] of CALLS) {
    for (const [shape, body] of [
      ['arrays', deepArrays(10_000)],
      ['objects', deepObjects(10_000)],
      ['arrays one level too deep', deepArrays(MAX_JSON_DEPTH + 1)],
    ] as const) {
      it(`refuses ${what} with ${shape} nested too deeply with a 400`, async () => {
        const answer = await post(url, body, isSignedIn ? member : undefined);
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toEqual(TOO_DEEP);
      });
    }
  }

  it('refuses arrays nested too deeply inside a field of a valid sign-in', async () => {
    const answer = await post(
      '/api/auth/sign-in/email',
      withExtra({ email: member.email, password: PASSWORD }, 5_000),
    );
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual(TOO_DEEP);
  });

  it('reads a body exactly as deep as the limit', async () => {
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(16);
    const signIn = await post(
      '/api/auth/sign-in/email',
      withExtra({ email: member.email, password: PASSWORD }, MAX_JSON_DEPTH),
    );
    expect(signIn.statusCode, signIn.body).toBe(200);
    const save = await post(
      '/api/users',
      withExtra({ name: 'Deep Enough', email: member.email }, MAX_JSON_DEPTH),
      member,
    );
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json()).toMatchObject({ name: 'Deep Enough' });
  });

  it('does not count brackets inside strings as nesting', async () => {
    const answer = await post(
      '/api/users',
      JSON.stringify({ name: `[{"${'['.repeat(MAX_JSON_DEPTH + 20)}\\"]`, email: member.email }),
      member,
    );
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('still refuses prototype poisoning', async () => {
    for (const body of [
      `{"name":"Poison","email":"${member.email}","__proto__":{"role":"admin"}}`,
      `{"name":"Poison","email":"${member.email}","constructor":{"prototype":{"role":"admin"}}}`,
    ]) {
      const answer = await post('/api/users', body, member);
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    const signUpAnswer = await post(
      '/api/auth/sign-up/email',
      `{"name":"Poison","email":"${uniqueEmail('poison')}","password":"${PASSWORD}",` +
        `"image":"https://images.example.com/p.png","__proto__":{"role":"admin"}}`,
    );
    expect(signUpAnswer.statusCode).toBe(400);
  });

  it('refuses malformed JSON and an empty JSON body with a 400 that does not echo the body', async () => {
    for (const body of [`{"email":"${member.email}","password":`, '']) {
      const answer = await post('/api/users', body, member);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST' });
      expect(answer.body).not.toContain(member.email);
    }
  });

  it('refuses a JSON body over the size limit with a 413, on our calls and Better Auth’s', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(300 * 1024), email: member.email });
    for (const url of ['/api/users', '/api/auth/update-user', '/api/auth/sign-in/email']) {
      const answer = await post(url, huge, member);
      expect(answer.statusCode, url).toBe(413);
      expect(answer.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
  });
});
