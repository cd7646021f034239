import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll } from 'vitest';

/**
 * The /api routes (`METHOD /api/pattern`) of the apps built in this test file, as Fastify
 * registers them: a subscriber to Fastify's initialization channel adds an onRoute hook to each
 * instance before any plugin or route is registered. Call it at the top of the file, before the
 * app is built; HEAD routes (Fastify's own copies of the GET routes) are left out.
 */
export function recordApiRoutes(): Set<string> {
  const routes = new Set<string>();
  const collect = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD' && route.url.startsWith('/api')) routes.add(`${method} ${route.url}`);
      }
    });
  };
  diagnostics.subscribe('fastify.initialization', collect);
  afterAll(() => {
    diagnostics.unsubscribe('fastify.initialization', collect);
  });
  return routes;
}
