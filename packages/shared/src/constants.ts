/** Business constants of spec §9, and the few product limits DESIGN.md adds. */

export const PASSWORD_MIN_LENGTH = 6;
/** The page a password-reset link opens, with `?token=` (or `?error=INVALID_TOKEN`). */
export const RESET_PASSWORD_PATH = '/reset-password';
/** The sign-in page (spec §2). */
export const SIGN_IN_PATH = '/signin';
/** The page that asks for a password-reset link. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** The page a verification link ends on, after the server has checked it (`?error=` if not). */
export const EMAIL_VERIFIED_PATH = '/email-verified';
/**
 * Where a federated sign-in of a member with two-factor sign-in on ends: the sign-in screen,
 * asking for the code (the provider's word alone does not sign them in).
 */
export const TWO_FACTOR_SIGN_IN_PATH = '/signin?twoFactor=1';

export const CAROUSEL_SLIDE_COUNT = 3;
/**
 * The widths (px) the server draws each carousel slide at as a picture (WebP), for the browser to
 * pick from by the screen: a picture is decoded off the page's main thread, where an SVG is a
 * document the page parses and styles (up to a 48 ms task for the henna slide on a slow hour).
 */
export const CAROUSEL_SLIDE_WIDTHS = [800, 1200, 1600] as const;
export const CAROUSEL_AUTOPLAY_MS = 3000;

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_IN_VIEW_THRESHOLD = 0.3;
export const COUNTER_THOUSANDS_SEPARATOR = ',';

export const PREMIUM_LIST_DEFAULT_ORDER = 'asc';
export const PREMIUM_LIST_LIMIT = 6;
export const SIMILAR_BIODATA_LIMIT = 6;

export const PAGE_SIZE = 12;
/** The listing's page (spec §2), whose built page the server sends with its first photo. */
export const LISTING_PAGE_PATH = '/matremony/allData';
/** Pages a mail or a notification links to (DESIGN's route table, spec §2). */
export const OWN_BIODATA_PATH = '/dashboard/customer/viewbioData';
export const OWN_CONTACT_REQUESTS_PATH = '/dashboard/customer/contactRequest';
/** Account settings (issue 19), where every mail's footer sends its reader. */
export const ACCOUNT_SETTINGS_PATH = '/dashboard/customer/account';
/** The listing's highest page number the API accepts. */
export const SEARCH_PAGE_MAX = 10_000_000;
/**
 * How many matches a search with "More filters" counts before it says "this many or more"
 * (ADR 0029): 100 pages. The spec's own filters are counted exactly, from the counts tables.
 */
export const SEARCH_COUNT_CAP = 1200;

/** Page-button window by screen width: the first rule whose maxWidth the width is under wins. */
export const PAGE_WINDOW_RULES = [
  { maxWidth: 500, size: 3 },
  { maxWidth: 768, size: 4 },
  { maxWidth: 1024, size: 5 },
] as const;
export const PAGE_WINDOW_DEFAULT = 7;

export function pageWindowSize(screenWidth: number): number {
  return PAGE_WINDOW_RULES.find((rule) => screenWidth < rule.maxWidth)?.size ?? PAGE_WINDOW_DEFAULT;
}

export const AGE_MIN = 18;
export const AGE_MAX = 60;
/** Bangladesh's legal minimum age of marriage, by biodata type. */
export const MARRIAGE_AGE_MIN = { Female: 18, Male: 21 } as const;
/** The ages a biodata may ask of a partner (its expected partner age range). */
export const PARTNER_AGE = { min: 18, max: 99 } as const;

/** The contact purchase: 500 cents (US$5), as the spec's payment call sends it. */
export const CONTACT_PRICE_CENTS = 500;
export const CONTACT_PRICE_CURRENCY = 'usd';

export const PAGE_CHANGE_DELAY_MS = 300;

export const TOAST_MS = { standard: 2000, userChange: 1500 } as const;

export const DIALOG_COLORS = { success: '#4f46e5', error: '#e11d48' } as const;

export const DASHBOARD_CARD_STAGGER_MS = 100;

/** TanStack Query cache behaviour of spec §9. */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_GC_MS = 5 * 60 * 1000;

export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_MS);
}

/** Home page success counters (DESIGN D11: site content, not fetched). */
export const SUCCESS_COUNTERS = [
  { key: 'girls', target: 2543 },
  { key: 'boys', target: 2768 },
  { key: 'marriages', target: 1349 },
] as const;
