import { healthResponse, livenessResponse } from '@bondhon/shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTimeout } from '../../lib/with-timeout';

/** How long a readiness check waits for Redis before it counts as down. */
const REDIS_PING_MS = 1000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Whether the database answers, and Redis (when configured). */
  async function dependencies() {
    const [database, redis] = await Promise.all([
      app.database.ping(),
      app.redis
        ? withTimeout(app.redis.ping(), REDIS_PING_MS).then(
            () => true,
            () => false,
          )
        : Promise.resolve(null),
    ]);
    return { database, redis };
  }

  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the server and its database answer',
        tags: ['system'],
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const isUp = await app.database.ping();
      return reply
        .status(isUp ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: isUp ? 'ok' : 'unavailable', database: isUp ? 'up' : 'down' });
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        summary: 'Whether the process answers (liveness): restart the instance when it does not',
        tags: ['system'],
        response: { 200: livenessResponse },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Whether to send this instance requests (readiness)',
        description:
          '200 while the database (and Redis, when configured) answers; 503 when one does not, ' +
          'and from the moment the instance begins to shut down, so a load balancer drains it ' +
          'before its connections close.',
        tags: ['system'],
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const { database, redis } = await dependencies();
      const isReady = !app.readiness.isDraining && database && redis !== false;
      return reply
        .status(isReady ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: isReady ? 'ok' : app.readiness.isDraining ? 'draining' : 'unavailable',
          database: database ? 'up' : 'down',
          ...(redis === null ? {} : { redis: redis ? ('up' as const) : ('down' as const) }),
        });
    },
  );
};
