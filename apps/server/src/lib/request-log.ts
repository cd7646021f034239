import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
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
 * The logger the app is given, with requests written as serializeRequest writes them: the access
 * line below and any line that logs `req` use it.
 */
export function withRedactedRequests(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child({}, { serializers: { req: serializeRequest } });
}

/**
 * One access line a request, written when its answer has gone: the request (redacted, above), its
 * status and its time. Fastify's own two lines a request ("incoming request", then "request
 * completed" without the request) cost about 15% of a cheap call's throughput (ADR 0047); every
 * other line Fastify writes (errors, 404s, stream errors) is its own.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // An answer that failed on its way out (after its headers): Fastify's own error line.
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    reply.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
