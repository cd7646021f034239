import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import {
  createBlockedBiodatasLookup,
  type BlockedBiodatas,
} from '../services/biodatas/blocked-biodatas';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The listed biodatas hidden from the request's member by a block, either way (ADR 0037):
     * none without a session, and none for an admin acting as one. Answered from memory for a few
     * seconds (createBlockedBiodatasLookup), so a busy read pays no query; reads that name a
     * single biodata check the blocks in their own query instead.
     */
    blockedBiodatas(): Promise<BlockedBiodatas>;
  }
}

/** Gives every request `blockedBiodatas()`, forgotten after this instance's successful writes. */
export const blockedBiodatasPlugin = fp<{ env: Env }>(
  async (app: FastifyInstance, { env }) => {
    const lookup = createBlockedBiodatasLookup(app.db, {
      ttlMs: env.PUBLIC_CACHE_TTL_MS,
      adminNeedsTwoFactor: env.REQUIRE_ADMIN_2FA,
    });
    app.decorateRequest('blockedBiodatas', function (this: FastifyRequest) {
      return lookup.of(this.sessionToken());
    });
    // A block or an unblock on this instance (and any other write) counts at once.
    app.afterSuccessfulWrite(() => lookup.forget());
  },
  { name: 'blocked-biodatas', dependencies: ['auth', 'database', 'successful-writes'] },
);
