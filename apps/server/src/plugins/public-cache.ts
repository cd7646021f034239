import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTtlCache } from '../lib/ttl-cache';
import type { ListingPhotoCache } from '../services/biodatas/listing-photo';
import type { PremiumMembersCache } from '../services/biodatas/premium-members';
import type { SearchCountsCache } from '../services/biodatas/search-biodatas';

export interface PublicCache {
  /** The listing's month counts per filter (about a thousand filters a day). */
  searchCounts: SearchCountsCache;
  /** The home page's premium members, in each order. */
  premiumMembers: PremiumMembersCache;
  /** The photo on the listing's first card, which its page preloads. */
  listingPhoto: ListingPhotoCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/**
 * Public answers every visitor shares, fresh for `ttlMs` (0: not kept) so the busiest reads cost
 * no query, then answered for as long again while one reload runs (lib/ttl-cache.ts). Never
 * anything per caller. Any successful state-changing call to this instance empties them before it
 * answers, so its own writes show at once; other instances' writes show within twice `ttlMs`.
 */
export const publicCachePlugin = fp<{ ttlMs: number }>(
  async (app: FastifyInstance, { ttlMs }) => {
    const cache: PublicCache = {
      searchCounts: createTtlCache({ ttlMs, maxEntries: 5000 }),
      premiumMembers: createTtlCache({ ttlMs, maxEntries: 16 }),
      listingPhoto: createTtlCache({ ttlMs, maxEntries: 1 }),
    };
    app.decorate('publicCache', cache);
    app.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      cache.searchCounts.clear();
      cache.premiumMembers.clear();
      cache.listingPhoto.clear();
    });
  },
  { name: 'public-cache' },
);
