import { healthResponse } from '@bondhon/shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
