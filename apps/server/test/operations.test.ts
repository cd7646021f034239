import { get } from 'node:http';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/client';
import { testEnv, useTestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

describe('request ids (issue 23)', () => {
  const lines: Record<string, unknown>[] = [];
  let app: App;
  let database: Database;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  /** Another app logging to the same lines, on a database of its own: closing an app closes its database. */
  const appLoggingToSink = async () =>
    buildApp({
      env: testEnv(),
      database: await createTestDatabase(),
      logger: pino({ level: 'info' }, sink),
    });
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ env: testEnv(), database, logger: pino({ level: 'info' }, sink) });
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives every answer an id, in its header, its error body and its one access line', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/details/00000000-0000-4000-8000-000000000000',
    });
    const id = answer.headers['x-request-id'];
    expect(typeof id === 'string' && id.length > 0).toBe(true);
    expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED', requestId: id });
    const logged = lines.filter((line) => line.reqId === id);
    expect(logged.map((line) => line.msg)).not.toContain('incoming request');
    expect(logged.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', route: '/api/details/:id' }),
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('logs a request that fails on the server with its error, then its access line', async () => {
    const failing = await appLoggingToSink();
    failing.get('/api/test-failure', () => {
      throw new Error('the disk is full');
    });
    try {
      const answer = await failing.inject({ method: 'GET', url: '/api/test-failure' });
      expect(answer.statusCode).toBe(500);
      const logged = lines.filter((line) => line.reqId === answer.headers['x-request-id']);
      expect(logged).toEqual([
        expect.objectContaining({
          msg: 'request failed',
          route: '/api/test-failure',
          err: expect.objectContaining({ message: 'the disk is full' }),
        }),
        expect.objectContaining({
          msg: 'request completed',
          req: expect.objectContaining({ route: '/api/test-failure' }),
          res: { statusCode: 500 },
        }),
      ]);
    } finally {
      await failing.close();
    }
  });

  it('logs a request the client gave up on before its answer, with the request', async () => {
    const aborting = await appLoggingToSink();
    let arrived: () => void = () => {};
    const hasArrived = new Promise<void>((resolve) => (arrived = resolve));
    let answer: () => void = () => {};
    const mayAnswer = new Promise<void>((resolve) => (answer = resolve));
    aborting.get('/api/test-slow', async () => {
      arrived();
      await mayAnswer;
      return { status: 'late' };
    });
    try {
      const base = await aborting.listen({ host: '127.0.0.1', port: 0 });
      const request = get(`${base}/api/test-slow`);
      request.on('error', () => {});
      await hasArrived;
      request.destroy();
      await expect
        .poll(() => lines.filter((line) => line.msg === 'request aborted'))
        .toEqual([
          expect.objectContaining({
            req: expect.objectContaining({ method: 'GET', route: '/api/test-slow' }),
          }),
        ]);
    } finally {
      answer();
      await aborting.close();
    }
  });

  it('keeps the id a proxy sent when it is a safe one, and makes a new one otherwise', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-7f3a.91:edge@dhaka' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.91:edge@dhaka');
    for (const hostile of [
      'a b',
      'x'.repeat(129),
      '<script>',
      'line\nbreak'.replace('\n', '%0A'),
    ]) {
      const replaced = await app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': hostile },
      });
      expect(replaced.headers['x-request-id'], hostile).not.toBe(hostile);
      expect(replaced.headers['x-request-id'], hostile).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('health, readiness and compression (issue 23)', () => {
  const ctx = useTestApp();

  it('answers liveness always, and readiness while the database answers and until shutdown begins', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok', database: 'up' }]);
    expect(ready.headers['cache-control']).toBe('no-store');

    ctx.app.readiness.startDraining();
    const draining = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([draining.statusCode, draining.json()]).toEqual([
      503,
      { status: 'draining', database: 'up' },
    ]);
    // Still alive, and still answering what it is sent.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('compresses an answer over 1 KB for a client that accepts it, and nothing else', async () => {
    const openapi = await ctx.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(openapi.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(openapi.rawPayload).toString())).toHaveProperty(
      'openapi',
    );
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never inflates a compressed request body: it is refused as it arrives', async () => {
    // A megabyte of JSON that gzips to about a kilobyte: inflated, it would pass the body limit.
    const inflated = JSON.stringify({ email: 'a@example.com', password: ' '.repeat(1024 * 1024) });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(inflated),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('metrics (issue 23)', () => {
  const TOKEN = 'a-scraper-token-of-some-length';
  const ctx = useTestApp({ env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN } });
  const scrape = (headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${ctx.app.metricsPort()}/metrics`, { headers });

  it('counts requests by route pattern and status, with their durations, after traffic', async () => {
    await ctx.app.ready();
    for (const url of [
      '/api/health',
      '/api/details/00000000-0000-4000-8000-000000000000',
      '/api/nothing-here',
    ]) {
      await ctx.app.inject({ method: 'GET', url });
    }
    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /http_requests_total\{[^}]*route="\/api\/health"[^}]*status="200"[^}]*\} 1/,
    );
    expect(text).toMatch(/http_requests_total\{[^}]*route="\/api\/details\/:id"[^}]*status="401"/);
    expect(text).toMatch(/http_requests_total\{[^}]*route="unmatched"[^}]*status="404"/);
    // The address asked for never becomes a label.
    expect(text).not.toContain('00000000-0000-4000-8000');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/health"/);
    expect(text).toMatch(/mail_outbox_messages\{[^}]*status="pending"[^}]*\} 0/);
    expect(text).toMatch(/mail_outbox_messages\{[^}]*status="failed"[^}]*\} 0/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    if (ctx.database.kind === 'postgres') {
      expect(text).toMatch(/db_pool_connections\{[^}]*state="total"/);
      expect(text).toContain('db_pool_waiting');
    }
  });

  it('serves them only on their own port, and only with the token', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer not-the-token-at-all-no' })).status).toBe(401);
    const onTheApp = await ctx.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(onTheApp.statusCode).toBe(404);
    expect(onTheApp.body).not.toContain('http_requests_total');
  });

  it('counts rate-limit refusals by route', async () => {
    // Eleven whole-table reads in a minute: the eleventh is refused (ALL_DATA_RATE_LIMIT, 10).
    for (let call = 0; call < 11; call++) {
      await ctx.app.inject({ method: 'GET', url: '/api/matremony/allData' });
    }
    const text = await (await scrape({ authorization: `Bearer ${TOKEN}` })).text();
    expect(text).toMatch(
      /http_rate_limited_total\{[^}]*route="\/api\/matremony\/allData"[^}]*\} 1/,
    );
  });
});
