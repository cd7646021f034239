/**
 * The answers of POST /request-premium/{email} (DESIGN D8). Kept apart from
 * schemas/premium-requests.ts, which builds zod objects as it loads: the customer's biodata page
 * only compares an answer with one of these, and should not load zod to do it.
 */
export const PREMIUM_REQUEST_SENT_MESSAGE = 'Premium request sent!' as const;
export const PREMIUM_ALREADY_REQUESTED_MESSAGE = 'Already requested!' as const;
export const PREMIUM_ALREADY_MESSAGE = 'You are already premium.' as const;
