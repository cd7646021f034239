import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { createPhotoViewerLookup, type PhotoViewer } from '../services/photos/photo-privacy';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Whose photos the request's caller may see (issue 22, ADR 0040): a visitor's without a
     * session. Answered from memory for a few seconds, as `blockedBiodatas()` is.
     */
    photoViewer(): Promise<PhotoViewer>;
  }
}

/** Gives every request `photoViewer()`, forgotten after this instance's successful writes. */
export const photoViewerPlugin = fp<{ env: Env }>(
  async (app: FastifyInstance, { env }) => {
    const lookup = createPhotoViewerLookup(app.db, {
      ttlMs: env.PUBLIC_CACHE_TTL_MS,
      adminNeedsTwoFactor: env.REQUIRE_ADMIN_2FA,
    });
    app.decorateRequest('photoViewer', function (this: FastifyRequest) {
      return lookup.of(this.sessionToken());
    });
    // An approved contact request on this instance (and any other write) counts at once.
    app.afterSuccessfulWrite(() => lookup.forget());
  },
  { name: 'photo-viewer', dependencies: ['auth', 'database', 'successful-writes'] },
);
