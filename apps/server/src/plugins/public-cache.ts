import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTtlCache, type TtlCache } from '../lib/ttl-cache';
import type { FilteredMatchesCache } from '../services/biodatas/filtered-search';
import type { MatchesCache } from '../services/biodatas/matches';
import type { ListingPhotoCache } from '../services/biodatas/listing-photo';
import type { PremiumMembersCache } from '../services/biodatas/premium-members';
import {
  createSearchCountsCache,
  type SearchCountsCache,
  type SearchPagesCache,
} from '../services/biodatas/search-biodatas';
import type { SuccessStoriesCache } from '../services/success-stories';
import type { RenderedPage } from './web-app';

export interface PublicCache {
  /** The listing's month counts per filter (about a thousand filters a day). */
  searchCounts: SearchCountsCache;
  /** Whole pages of searches with More filters, by search and page (each about 2.6 KB). */
  searchPages: SearchPagesCache;
  /** A search with More filters: its matches' Biodata IDs, at most 1,201 (ADR 0029). */
  searchMatches: FilteredMatchesCache;
  /**
   * Each member's suggestions (Suggested for you), keyed by the member and their biodata as last
   * saved: public Biodata IDs, answered only to that member. Kept thirty times as long (a minute
   * by default): ranking reads a hundred thousand index entries, paging reads twelve cards.
   */
  memberMatches: MatchesCache;
  /** The home page's premium members, in each order. */
  premiumMembers: PremiumMembersCache;
  /** The photo on the listing's first card, which its page preloads. */
  listingPhoto: ListingPhotoCache;
  /** Pages rendered with their data for visitors (the listing's), by language and address. */
  renderedPages: TtlCache<RenderedPage>;
  /** The home page's success stories (issue 21). */
  successStories: SuccessStoriesCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /**
     * A state-changing call that writes nothing a public answer or a member's suggestions read
     * (a draft, a favourite): the shared caches stay as they are.
     */
    keepsPublicCache?: boolean;
  }
}

/**
 * Public answers every visitor shares (and each member's suggestions), fresh for `ttlMs` (0: not
 * kept) so the busiest reads cost no query, then answered for as long again while one reload runs
 * (lib/ttl-cache.ts). Never anything per caller. Any successful state-changing call to this
 * instance (but one whose route says it `keepsPublicCache`) empties them before it answers, so its
 * own writes show at once; other instances' writes show within twice `ttlMs`. A call that
 * writes only what is its caller's own (a favourite, a draft, a notification read) says so, so
 * that it does not make every member's suggestions be ranked again.
 */
export const publicCachePlugin = fp<{ ttlMs: number }>(
  async (app: FastifyInstance, { ttlMs }) => {
    const cache: PublicCache = {
      searchCounts: createSearchCountsCache(ttlMs),
      // About 5 MB when full.
      searchPages: createTtlCache({ ttlMs, maxEntries: 2000 }),
      // At most 4.8 KB each: about 5 MB when full. Kept five times as long: reading a search's
      // matches costs a hundred times what a page of cards does, and other instances' new
      // biodatas may take ten seconds to appear in a filtered search (this instance's, none).
      searchMatches: createTtlCache({ ttlMs: ttlMs * 5, maxEntries: 1000 }),
      // At most 6 KB each: about 3 MB when full.
      memberMatches: createTtlCache({ ttlMs: ttlMs * 30, maxEntries: 500 }),
      premiumMembers: createTtlCache({ ttlMs, maxEntries: 16 }),
      listingPhoto: createTtlCache({ ttlMs, maxEntries: 1 }),
      // About 60 KB each with their compressed copies.
      renderedPages: createTtlCache({ ttlMs, maxEntries: 8 }),
      successStories: createTtlCache({ ttlMs, maxEntries: 1 }),
    };
    app.decorate('publicCache', cache);
    app.afterSuccessfulWrite((request) => {
      if (request.routeOptions.config.keepsPublicCache) return;
      cache.searchCounts.clear();
      cache.searchPages.clear();
      cache.searchMatches.clear();
      cache.memberMatches.clear();
      cache.premiumMembers.clear();
      cache.listingPhoto.clear();
      cache.renderedPages.clear();
      cache.successStories.clear();
    });
  },
  { name: 'public-cache', dependencies: ['successful-writes'] },
);
