import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { testEnv, useTestApp } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-database';

const webDistDir = mkdtempSync(join(tmpdir(), 'bondhon-web-'));
writeFileSync(
  join(webDistDir, 'index.html'),
  '<!doctype html><title>Bondhon</title><div id="root"></div>',
);

describe('the app shell', () => {
  const ctx = useTestApp({ webDistDir });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('answers an unknown /api path with another method with a JSON 404 too', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('serves the single-page app for client-side routes', async () => {
    for (const url of [
      '/',
      '/matremony/allData',
      '/details/abc',
      '/dashboard/customer/favorites',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends security headers with a content security policy on pages and API calls', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toContain('stripe');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses).toHaveProperty('200');
    expect(document.paths['/api/health'].get.responses).toHaveProperty('503');
  });

  it('serves a browsable API reference at /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});

describe('the error handler', () => {
  const ctx = {} as { app: Awaited<ReturnType<typeof buildApp>> };
  beforeAll(async () => {
    ctx.app = await buildApp({ env: testEnv(), database: await createTestDatabase() });
    ctx.app.get('/api/test-explodes', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/src/thing.ts:12');
    });
    ctx.app.post(
      '/api/test-echo',
      { schema: { body: z.object({ name: z.string().min(1), age: z.number().int() }) } },
      async (request) => request.body,
    );
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  it('hides internals of a server error behind a generic message and code', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test-explodes' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: expect.not.stringMatching(/secret_table|thing\.ts/),
      requestId: response.headers['x-request-id'],
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('answers invalid fields with a 400 naming each field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: '', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['age', 'name']);
  });

  it('answers a body over the size limit with a 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { name: 'x'.repeat(300 * 1024), age: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503 with the database down', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ env: testEnv(), database });
    try {
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await app.close().catch(() => {});
    }
  });
});
