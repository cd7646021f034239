import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The /api reads whose answer is the same for every caller (they never read the session), which
 * keep whatever caching they set themselves. A route joins this list only if that stays true.
 */
const PUBLIC_API_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/health',
  'GET /api/config',
  'GET /api/biodatas/search',
  'GET /api/premium-members',
  'GET /api/success-stories',
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
]);

const isApiPath = (url: string) => url === '/api' || /^\/api[/?]/.test(url);

/** Whether this answer may keep its own caching: a public read, answered well, to no session. */
function isShareable(request: FastifyRequest, statusCode: number): boolean {
  if (statusCode >= 400 || request.headers.cookie !== undefined) return false;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return PUBLIC_API_ROUTES.has(`${method} ${request.routeOptions.url ?? ''}`);
}

/**
 * `Cache-Control: no-store` on every /api answer (Better Auth's, errors and unknown addresses
 * included), so that no browser or shared cache keeps an answer that depends on the caller,
 * except a public read's success to a request carrying no cookie (any cookie may be a session: the
 * answer is then not kept either, whatever the route). Media and the web app's files, outside
 * /api, read no session and keep their own caching.
 */
export const cacheControlPlugin = fp(
  async (app: FastifyInstance) => {
    // In the callback form: an async hook costs every request a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApiPath(request.url) && !isShareable(request, reply.statusCode)) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'cache-control' },
);
