// Runs only on a PostgreSQL server (DATABASE_URL set): vitest.config.ts leaves *.postgres.test.ts
// out of the embedded run.
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { MIGRATIONS_DIR } from '../src/paths';
import { createServerDatabase } from './helpers/test-database';
import { readyUrl, startServer, type ServerProcess } from './helpers/server-process';

/** A test deployment: the test gateway and the mail log chosen explicitly, as PostgreSQL requires. */
const DEPLOYMENT = { PAYMENT_GATEWAY: 'local', MAIL_TRANSPORT: 'log' };

describe('a deployment of several instances (issue 23)', { timeout: 180_000 }, () => {
  const serverUrl = process.env.DATABASE_URL ?? '';
  const drops: (() => Promise<void>)[] = [];
  const servers: ServerProcess[] = [];

  /** A new, empty database of its own on the server. */
  async function createDatabase(): Promise<string> {
    const { url, drop } = await createServerDatabase(serverUrl, 'deploy');
    drops.push(drop);
    return url;
  }
  const start = (env: Record<string, string>) => {
    const server = startServer({ ...DEPLOYMENT, ...env });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    for (const drop of drops) await drop();
  });

  it('migrates an empty database once when three instances start at the same moment', async () => {
    const url = await createDatabase();
    const three = [
      start({ DATABASE_URL: url }),
      start({ DATABASE_URL: url }),
      start({ DATABASE_URL: url }),
    ];
    const urls = await Promise.all(three.map((server) => readyUrl(server)));
    for (const base of urls) {
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status, base).toBe(200);
    }
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number; distinct: number }>(
        'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'));
      expect(rows[0]).toEqual({ n: files.length, distinct: files.length });
    } finally {
      await client.end();
    }
    for (const server of three) {
      expect(server.output(), 'a failed migration').not.toMatch(/already exists|Failed to start/);
    }
  });

  it('with MIGRATE_ON_START=false, refuses an unmigrated database and starts on a migrated one', async () => {
    const url = await createDatabase();
    const early = start({ DATABASE_URL: url, MIGRATE_ON_START: 'false' });
    await expect(readyUrl(early)).rejects.toThrow(
      /The database is not migrated: \d+ migrations? to apply\. Run `npm run db:migrate`/,
    );
    // The operator's own step (npm run db:migrate), then the new version starts.
    const database = openDatabase({ url, poolSize: 2 });
    await database.migrate();
    await database.close();
    const server = start({ DATABASE_URL: url, MIGRATE_ON_START: 'false' });
    const base = await readyUrl(server);
    expect(server.output()).toContain('not migrating: MIGRATE_ON_START=false');
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
  });

  it('says it is not ready from the moment shutdown begins, and fails nothing it accepted', async () => {
    const url = await createDatabase();
    const server = start({ DATABASE_URL: url, SHUTDOWN_DRAIN_MS: '1500' });
    const base = await readyUrl(server);

    // Traffic from eight clients until the instance is gone: every answer it gives is a 2xx,
    // until it stops accepting connections (refused, as a load balancer sees a closed port).
    const answers: number[] = [];
    let isRunning = true;
    const clients = Array.from({ length: 8 }, async (_, index) => {
      const path = index % 2 === 0 ? '/api/biodatas/search' : '/api/health';
      while (isRunning) {
        try {
          const response = await fetch(`${base}${path}`);
          await response.arrayBuffer();
          answers.push(response.status);
        } catch {
          // Refused or reset once the instance has closed: not an answer.
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

    const exited = once(server.child, 'exit');
    server.child.kill('SIGTERM');
    const signalledAt = Date.now();
    let firstNotReady: number | null = null;
    const readiness: number[] = [];
    while (Date.now() - signalledAt < 1200) {
      try {
        const ready = await fetch(`${base}/api/health/ready`);
        readiness.push(ready.status);
        if (ready.status === 503 && firstNotReady === null)
          firstNotReady = Date.now() - signalledAt;
      } catch {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await exited;
    isRunning = false;
    await Promise.all(clients);

    expect(firstNotReady, `readiness while draining: ${readiness.join(', ')}`).not.toBeNull();
    expect(firstNotReady!).toBeLessThan(500);
    expect(readiness.at(-1)).toBe(503);
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((status) => status >= 300)).toEqual([]);
    expect(server.child.exitCode).toBe(0);
  });
});
