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
  /** The admins' list of reported biodatas (an admin's decision takes a biodata off it). */
  reportedBiodatas: ['admin-reports'],
  /** The admins' review queue (a removal takes a biodata off it). */
  reviewQueue: ['admin-review-queue'],
  /** Manage Users' list (a suspension shows there). */
  users: ['users'],
  /** Every list of biodatas and every biodata's details (a biodata saved or deleted). */
  biodatas: ['biodatas'],
  /** One biodata's details (a payment makes its contact visible to the payer). */
  biodataDetails: (id: string) => ['biodatas', 'details', id] as const,
} as const;
