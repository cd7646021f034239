/**
 * Query key roots that more than one feature uses: one feature reads the list, another changes
 * what is in it (Add Favorite on Details, a paid contact request) and marks it stale. A
 * feature's own keys start with the same root, so marking a shared key stale reaches them.
 */
export const sharedQueryKeys = {
  /** The caller's favourites (My Favourite Biodatas). */
  favourites: ['favourites'],
  /** Contact requests: the caller's own, and the admins' list. */
  contactRequests: ['contact-requests'],
  /** One biodata's details (a payment makes its contact visible to the payer). */
  biodataDetails: (id: string) => ['biodatas', 'details', id] as const,
} as const;
