import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { browserHeaders, PASSWORD, signUp, uniqueEmail } from './helpers/accounts';
import { useTestApp, type TestContext } from './helpers/test-app';

/** One sign-in from `ip`; `password` defaults to a wrong one. */
const signInFrom = (ctx: TestContext, ip: string, email: string, password = 'not the password') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: browserHeaders(ctx.env),
    remoteAddress: ip,
    payload: { email, password },
  });

async function statusesOf(attempts: (() => Promise<{ statusCode: number }>)[]) {
  const statuses: number[] = [];
  for (const attempt of attempts) statuses.push((await attempt()).statusCode);
  return statuses;
}

describe('sign-in lockout with the default limits', () => {
  const ctx = useTestApp();

  it("lets the owner sign in after a stranger's 30 wrong passwords from three other addresses", async () => {
    const owner = await signUp(ctx.app, ctx.env);
    for (const ip of ['10.20.0.1', '10.20.0.2', '10.20.0.3']) {
      for (let attempt = 0; attempt < 10; attempt++) await signInFrom(ctx, ip, owner.email);
    }
    const answer = await signInFrom(ctx, '10.20.0.99', owner.email, PASSWORD);
    expect(answer.statusCode).toBe(200);
  }, 60_000);

  it('stops a stranger at five wrong passwords from one address', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const attempts = Array.from(
      { length: 7 },
      () => () => signInFrom(ctx, '10.21.0.1', owner.email),
    );
    expect(await statusesOf(attempts)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});

describe('sign-in lockout with small limits', () => {
  const ctx = useTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_IP: '1000',
      AUTH_FAILURES_PER_IP_EMAIL: '3',
      AUTH_RATE_LIMIT_PER_EMAIL: '4',
    },
  });

  it('locks one address out of an e-mail after its failures there, and not the owner elsewhere', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const attempts = Array.from(
      { length: 4 },
      () => () => signInFrom(ctx, '10.30.0.1', owner.email),
    );
    expect(await statusesOf(attempts)).toEqual([401, 401, 401, 429]);
    expect((await signInFrom(ctx, '10.30.0.2', owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures, not sign-ins: a success clears the failures counted on that e-mail', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const ip = '10.31.0.1';
    const wrong = () => signInFrom(ctx, ip, owner.email);
    const right = () => signInFrom(ctx, ip, owner.email, PASSWORD);
    expect(await statusesOf([wrong, wrong, right, wrong, wrong, wrong, wrong])).toEqual([
      401, 401, 200, 401, 401, 401, 429,
    ]);
  });

  it('refuses a locked sign-in with 429, a Retry-After header and a message saying when', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    for (let attempt = 0; attempt < 3; attempt++) await signInFrom(ctx, '10.32.0.1', owner.email);
    const answer = await signInFrom(ctx, '10.32.0.1', owner.email, PASSWORD);
    expect(answer.statusCode).toBe(429);
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(answer.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 15 minutes.',
    });
    expect(answer.cookies.some((cookie) => cookie.name === 'bondhon.session_token')).toBe(false);
  });

  it('locks an e-mail from every address once its failures from all addresses reach the limit', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const attempts = ['10.33.0.1', '10.33.0.2', '10.33.0.3', '10.33.0.4', '10.33.0.5'].map(
      (ip) => () => signInFrom(ctx, ip, owner.email),
    );
    expect(await statusesOf(attempts)).toEqual([401, 401, 401, 401, 429]);
  });

  it("lets the owner in from a browser that signed in before, though strangers' failures locked the e-mail", async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const first = await signInFrom(ctx, '10.34.0.1', owner.email, PASSWORD);
    const knownDevice = first.cookies.find((cookie) => cookie.name === 'bondhon.known_device');
    expect(knownDevice?.httpOnly).toBe(true);
    for (const ip of ['10.34.1.1', '10.34.1.2', '10.34.1.3', '10.34.1.4', '10.34.1.5']) {
      await signInFrom(ctx, ip, owner.email);
    }
    expect((await signInFrom(ctx, '10.34.0.2', owner.email, PASSWORD)).statusCode).toBe(429);

    const fromKnownDevice = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: browserHeaders(ctx.env, `bondhon.known_device=${knownDevice?.value ?? ''}`),
      remoteAddress: '10.34.0.2',
      payload: { email: owner.email, password: PASSWORD },
    });
    expect(fromKnownDevice.statusCode).toBe(200);
  });

  it('does not exempt a browser whose known-device cookie is forged or names another account', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const other = await signUp(ctx.app, ctx.env);
    const otherDevice = (await signInFrom(ctx, '10.35.0.1', other.email, PASSWORD)).cookies.find(
      (cookie) => cookie.name === 'bondhon.known_device',
    );
    for (const ip of ['10.35.1.1', '10.35.1.2', '10.35.1.3', '10.35.1.4']) {
      await signInFrom(ctx, ip, owner.email);
    }
    const [digest] = decodeURIComponent(otherDevice?.value ?? '').split('.');
    for (const cookie of [
      `bondhon.known_device=${otherDevice?.value ?? ''}`,
      `bondhon.known_device=${encodeURIComponent(`${digest}.forged-signature`)}`,
    ]) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: browserHeaders(ctx.env, cookie),
        remoteAddress: '10.35.0.2',
        payload: { email: owner.email, password: PASSWORD },
      });
      expect(answer.statusCode).toBe(429);
    }
  });
});

describe('sign-up throttling', () => {
  const ctx = useTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '3' } });

  it('counts sign-up attempts per address, successful or not', async () => {
    const signUpFrom = (ip: string) => () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: browserHeaders(ctx.env),
        remoteAddress: ip,
        payload: {
          name: 'New Member',
          email: uniqueEmail('sign-up'),
          password: PASSWORD,
          image: 'https://images.example.com/new.png',
        },
      });
    const statuses = await statusesOf([
      signUpFrom('10.40.0.1'),
      signUpFrom('10.40.0.1'),
      signUpFrom('10.40.0.1'),
      signUpFrom('10.40.0.1'),
      signUpFrom('10.40.0.2'),
    ]);
    expect(statuses).toEqual([200, 200, 200, 429, 200]);
  });
});

describe('lockout counters in Redis', () => {
  const prefix = `bondhon-test:${randomBytes(6).toString('hex')}:`;
  const ctx = useTestApp({
    env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: prefix },
  });
  afterAll(async () => {
    const redis = new Redis('redis://127.0.0.1:6379');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('keeps failures per e-mail under the rate-limit prefix, without the e-mail itself, and drops them on success', async () => {
    const owner = await signUp(ctx.app, ctx.env);
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      await signInFrom(ctx, '10.50.0.1', owner.email);
      const afterFailure = await redis.keys(`${prefix}rate-limit:*`);
      expect(afterFailure.filter((key) => key.includes('auth-email:'))).toHaveLength(1);
      expect(afterFailure.some((key) => key.includes(owner.email))).toBe(false);

      expect((await signInFrom(ctx, '10.50.0.1', owner.email, PASSWORD)).statusCode).toBe(200);
      const afterSuccess = await redis.keys(`${prefix}rate-limit:*`);
      expect(afterSuccess.filter((key) => key.includes('auth-email:'))).toEqual([]);
    } finally {
      await redis.quit();
    }
  });
});
