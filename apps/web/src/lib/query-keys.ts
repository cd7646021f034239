/**
 * Query key roots that more than one feature uses: one feature reads the list, another changes
 * what is in it (Add Favorite on Details, a paid contact request) and marks it stale.
 */
export const sharedQueryKeys = {
  /** The caller's favourites (My Favourite Biodatas). */
  favourites: ['favourites'],
  /** Contact requests: the caller's own, and the admins' list. */
  contactRequests: ['contact-requests'],
} as const;
