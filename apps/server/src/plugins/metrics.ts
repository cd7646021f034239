import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Env } from '../config/env';
import { mailOutbox } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics (issue 23): what GET /metrics on METRICS_PORT answers. */
    metrics: Registry;
    /** The port the metrics are served on once the app is ready; null without METRICS_PORT. */
    metricsPort(): number | null;
  }
}

/** Request durations' buckets, in seconds: a cached read is milliseconds, a photo a second. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Whether `given` is the Authorization header for `token` (compared in constant time). */
function isAuthorized(given: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Prometheus metrics (issue 23): requests by route pattern, method and status with their
 * durations, rate-limit refusals, the database pool in use and waiting, the mail outbox's queue
 * and failures, and the process (memory, CPU, event-loop lag, garbage collection). Served on a
 * port of their own (METRICS_PORT, on METRICS_HOST), never on the public one, and only with the
 * bearer token METRICS_TOKEN when one is set. Routes are labelled by their pattern
 * (`/api/details/:id`), never the address asked for, so the series stay few and hold no data.
 */
export const metricsPlugin = fp<{ env: Env }>(
  async (app: FastifyInstance, { env }) => {
    const registry = new Registry();
    registry.setDefaultLabels({ app: 'bondhon' });
    collectDefaultMetrics({ register: registry });
    app.decorate('metrics', registry);

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and method',
      labelNames: ['route', 'method'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    const refusals = new Counter({
      name: 'http_rate_limited_total',
      help: 'Requests refused by a rate limit (429), by route pattern',
      labelNames: ['route'] as const,
      registers: [registry],
    });
    // In the callback form: an async hook costs every request a promise.
    app.addHook('onResponse', (request, reply, done) => {
      // A request no route took (a 404) is one series, whatever was asked for.
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.statusCode);
      requests.inc({ route, method: request.method, status });
      durations.observe({ route, method: request.method }, reply.elapsedTime / 1000);
      if (reply.statusCode === 429) refusals.inc({ route });
      done();
    });

    const client = (app.db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      const pool = client;
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database connections of this instance, by state',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        },
      });
      new Gauge({
        name: 'db_pool_waiting',
        help: 'Queries waiting for a database connection of this instance',
        registers: [registry],
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }
    new Gauge({
      name: 'mail_outbox_messages',
      help: 'Mail in the outbox (every instance shares it), by status: pending is the queue',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const rows = await app.db
          .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(sql`${mailOutbox.status} in ('pending', 'failed')`)
          .groupBy(mailOutbox.status);
        this.reset();
        for (const status of ['pending', 'failed'] as const) {
          this.set({ status }, rows.find((row) => row.status === status)?.n ?? 0);
        }
      },
    });

    let port: number | null = null;
    app.decorate('metricsPort', () => port);
    if (env.METRICS_PORT === undefined) return;
    const server: Server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      if (!isAuthorized(request.headers.authorization, env.METRICS_TOKEN)) {
        response.writeHead(401, { 'content-type': 'text/plain' }).end('Unauthorized\n');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Unavailable\n');
        },
      );
    });
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(env.METRICS_PORT, env.METRICS_HOST, () => resolve());
      });
      const address = server.address();
      port = typeof address === 'object' && address ? address.port : null;
      app.log.info({ port }, 'metrics served');
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
