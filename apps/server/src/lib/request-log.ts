import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { redactUrl } from './redact';

/**
 * A request as the log keeps it: the route's pattern and the address without its parameters and
 * query values (lib/redact.ts), never the raw URL nor any header (cookies, authorization).
 */
function serializeRequest(request: FastifyRequest) {
  const route = request.routeOptions?.url;
  return {
    method: request.method,
    route,
    url: redactUrl(request.url, route),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * The logger the app is given, with requests written as serializeRequest writes them: Fastify's
 * own lines ("incoming request") and any line that logs `req` use it.
 */
export function withRedactedRequests(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child({}, { serializers: { req: serializeRequest } });
}
