import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type WriteListener = (request: FastifyRequest) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Calls `listener` before the answer to each successful state-changing call to this instance
     * (any method but GET and HEAD, not refused) leaves: what makes the instance's kept answers
     * (the public cache, the session check, the blocked biodatas, the photo viewers) stale.
     */
    afterSuccessfulWrite(listener: WriteListener): void;
  }
}

function isSuccessfulWrite(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
}

/**
 * One hook for every cache that a write makes stale, instead of one each: a read, which is nearly
 * every request, pays for a single method check.
 */
export const successfulWritesPlugin = fp(
  async (app: FastifyInstance) => {
    const listeners: WriteListener[] = [];
    app.decorate('afterSuccessfulWrite', (listener: WriteListener) => {
      listeners.push(listener);
    });
    // In the callback form: an async hook costs every request a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isSuccessfulWrite(request, reply)) for (const listener of listeners) listener(request);
      done(null, payload);
    });
  },
  { name: 'successful-writes' },
);
