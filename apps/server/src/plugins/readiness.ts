import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether this instance should get new requests (issue 23): not from the moment its shutdown
     * begins (`startDraining`), so a load balancer reading GET /api/health/ready moves traffic
     * away while the instance still answers what it gets; Fastify's close then waits for the
     * requests in flight before the pool closes (its onClose hooks run after them).
     */
    readiness: {
      readonly isDraining: boolean;
      startDraining(): void;
    };
  }
}

export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    let isDraining = false;
    app.decorate('readiness', {
      get isDraining() {
        return isDraining;
      },
      startDraining() {
        isDraining = true;
      },
    });
    app.addHook('preClose', async () => {
      isDraining = true;
    });
  },
  { name: 'readiness' },
);
