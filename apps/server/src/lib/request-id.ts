import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id a caller (a load balancer, a proxy) may send: short, and safe in a log line. */
const REQUEST_ID = /^[\w.:@-]{1,128}$/;

/**
 * The id of a request (issue 23): the `X-Request-Id` a load balancer or proxy sent, when it is
 * one (letters, digits, `_.:@-`, at most 128), else a new random one. Every log line of the
 * request carries it (`reqId`), and so do its answer's headers and any error it answers.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}
