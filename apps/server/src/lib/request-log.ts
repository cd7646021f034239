import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
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
 * status and its time; at the same level and with the same fields when the answer failed on its
 * way out. Fastify's own two lines a request ("incoming request", then "request completed"
 * without the request) cost about 10% of a cheap call's server time (ADR 0047). Its other lines
 * (404s, stream errors) are its own; a request the client gives up on is logAbortedRequests'.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * A request the client gave up on before its answer went has no access line (Fastify calls
 * requestCompleted only when an answer finishes or fails): this writes one for it.
 */
export function logAbortedRequests(app: FastifyInstance): void {
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info({ req: request }, 'request aborted');
    done();
  });
}
