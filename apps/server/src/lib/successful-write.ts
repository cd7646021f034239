import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether an answer is about to confirm a state-changing call (any method but GET and HEAD, not
 * refused): what makes the instance's kept answers (the public cache, the session check) stale.
 */
export function isSuccessfulWrite(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
}
