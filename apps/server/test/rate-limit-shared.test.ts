import { randomBytes } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Env } from '../src/config/env';
import type { Database } from '../src/db/client';
import { browserHeaders, PASSWORD, signUp, uniqueEmail, signIn } from './helpers/accounts';
import { testEnv } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

const REDIS_URL = 'redis://127.0.0.1:6379';
const PER_EMAIL = 4;

/**
 * Instances of the real app on one database (one PGlite object, or one database on the
 * PostgreSQL server), as processes behind a load balancer would be, each with its own settings.
 * Only the first owns the database and closes it; it is closed last.
 */
function useInstancesOnOneDatabase(settings: () => Promise<Record<string, string>[]>) {
  const context = { envs: [] as Env[], apps: [] as App[] };
  beforeAll(async () => {
    const database = await createTestDatabase();
    const shared: Database = { ...database, close: async () => {} };
    for (const [index, overrides] of (await settings()).entries()) {
      const env = testEnv(overrides);
      const app = await buildApp({ env, database: index === 0 ? database : shared });
      await app.ready();
      context.envs.push(env);
      context.apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of context.apps.reverse()) await app.close();
  });
  return context;
}

const sessionOf = async (app: App, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json();

/**
 * A TCP proxy to the real Redis that can stop passing calls on: a Redis that hangs, from the
 * start (`isFrozen`: it accepts connections and never answers) or mid-life (`freeze()`).
 */
async function startFreezableProxy({ isFrozen = false } = {}) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(6379, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => {
      if (!isFrozen) upstream.write(chunk);
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    freeze: () => {
      isFrozen = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

const keyPrefix = `bondhon-test:${randomBytes(6).toString('hex')}:`;
const sharedRedis = {
  REDIS_URL,
  REDIS_KEY_PREFIX: keyPrefix,
  AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
  AUTH_RATE_LIMIT_PER_IP: '1000',
  ALL_DATA_RATE_LIMIT_PER_MINUTE: '3',
};
let silentRedis: Awaited<ReturnType<typeof startFreezableProxy>> | undefined;
let proxiedRedis: Awaited<ReturnType<typeof startFreezableProxy>> | undefined;
const instances = useInstancesOnOneDatabase(async (): Promise<Record<string, string>[]> => {
  silentRedis = await startFreezableProxy({ isFrozen: true });
  proxiedRedis = await startFreezableProxy();
  return [
    sharedRedis,
    sharedRedis,
    // Port 1 on the loopback: nothing listens, connections are refused at once.
    { REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT_PER_EMAIL: '2' },
    { REDIS_URL: silentRedis.url, AUTH_RATE_LIMIT_PER_EMAIL: '2' },
    { REDIS_URL: proxiedRedis.url, REDIS_KEY_PREFIX: keyPrefix, AUTH_RATE_LIMIT_PER_EMAIL: '1' },
  ];
});
afterAll(async () => {
  await silentRedis?.close();
  await proxiedRedis?.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('two instances sharing Redis', () => {
  const pair = () => [instances.apps[0]!, instances.apps[1]!] as const;
  const env = () => instances.envs[0]!;

  it('counts sign-in attempts on one e-mail across both, so the limit holds in total', async () => {
    const email = uniqueEmail('target');
    const statuses = [];
    for (let attempt = 0; attempt < PER_EMAIL + 2; attempt++) {
      const app = pair()[attempt % 2]!;
      statuses.push((await signIn(app, env(), email, 'guess')).statusCode);
    }
    // Counted per instance, the 429 would come only after 2 × PER_EMAIL attempts.
    expect(statuses).toEqual([...Array<number>(PER_EMAIL).fill(401), 429, 429]);
  });

  it('counts the whole-table download per address across both', async () => {
    const account = await signUp(pair()[0], env());
    const statuses = [];
    for (let call = 0; call < 4; call++) {
      const response = await pair()[call % 2]!.inject({
        method: 'GET',
        url: '/api/matremony/allData',
        headers: { cookie: account.cookie },
        remoteAddress: '10.7.7.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps the rate-limit counters in Redis under the configured prefix', async () => {
    // A failed sign-in and a whole-table download of this test's own to count.
    const [first] = pair();
    expect((await signIn(first, env(), uniqueEmail('counted'), 'guess')).statusCode).toBe(401);
    const account = await signUp(first, env());
    const download = await first.inject({
      method: 'GET',
      url: '/api/matremony/allData',
      headers: { cookie: account.cookie },
      remoteAddress: '10.7.7.8',
    });
    expect(download.statusCode).toBe(200);
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${keyPrefix}rate-limit:*`);
      expect(keys.some((key) => key.includes('auth-email:'))).toBe(true);
      expect(keys.some((key) => key.includes('/api/matremony/allData'))).toBe(true);
    } finally {
      await redis.quit();
    }
  });

  it('accepts a session made on one instance on the other, and ends it there on sign-out', async () => {
    const [first, second] = pair();
    const account = await signUp(first, env());
    expect((await sessionOf(second, account.cookie))?.user.email).toBe(account.email);

    const out = await second.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: browserHeaders(env(), account.cookie),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await sessionOf(first, account.cookie)).toBeNull();
  });
});

describe.each([
  { kind: 'refuses connections', index: 2 },
  { kind: 'accepts connections but never answers', index: 3 },
])('with a Redis that $kind', ({ index }) => {
  it('still signs people up and in, letting attempts through uncounted (fail open)', async () => {
    const app = instances.apps[index]!;
    const env = instances.envs[index]!;
    const account = await signUp(app, env);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await signIn(app, env, account.email, 'guess')).statusCode);
    }
    // Above the limit of 2 and never a 429 nor a 5xx: the counters could not be kept.
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect((await signIn(app, env, account.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('the Redis settings', () => {
  it('refuses a REDIS_URL that is not a redis:// address, and a prefix with spaces', () => {
    expect(() => testEnv({ REDIS_URL: 'http://127.0.0.1:6379', REDIS_KEY_PREFIX: 'a b' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL[\s\S]*REDIS_KEY_PREFIX/,
    );
  });
});

describe('with a Redis that stops answering while connected', () => {
  it('answers sign-in within the command timeout, letting attempts through uncounted', async () => {
    const app = instances.apps[4]!;
    const env = instances.envs[4]!;
    // Counted while Redis answers: the e-mail's one allowed attempt is used up.
    const account = await signUp(app, env);
    proxiedRedis!.freeze();
    const statuses = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      statuses.push((await signIn(app, env, account.email, 'guess')).statusCode);
    }
    // Counted, these would be 429: an answer at all shows no call waited on the silent Redis.
    expect(statuses).toEqual([401, 401]);
    expect((await signIn(app, env, account.email, PASSWORD)).statusCode).toBe(200);
  });
});
