import {
  ACCOUNT_SETTINGS_PATH,
  EMAIL_VERIFIED_PATH,
  FORGOT_PASSWORD_PATH,
  LISTING_PAGE_PATH,
  OWN_BIODATA_PATH,
  OWN_CONTACT_REQUESTS_PATH,
  RESET_PASSWORD_PATH,
} from '@bondhon/shared/constants';
import type { Role } from '@bondhon/shared/options';

/**
 * Every route of spec §2, in one table. `path` is the route pattern the router matches;
 * `href()` builds a link to it. Components link through `href()`, never through literals.
 */
function staticRoute<const P extends string>(path: P) {
  return { path, href: (): P => path };
}

export const paths = {
  home: staticRoute('/'),
  signUp: staticRoute('/signup'),
  signIn: staticRoute('/signin'),
  forgotPassword: staticRoute(FORGOT_PASSWORD_PATH),
  resetPassword: staticRoute(RESET_PASSWORD_PATH),
  emailVerified: staticRoute(EMAIL_VERIFIED_PATH),
  biodatas: staticRoute(LISTING_PAGE_PATH),
  biodataDetails: {
    path: '/details/:id',
    href: (id: string | number) => `/details/${encodeURIComponent(String(id))}`,
  },
  /**
   * A role's dashboard area (the mobile menu's Dashboard link, spec §2). `path` matches any role
   * segment and any screen below it; admin and customer have their own, more specific routes.
   */
  dashboard: {
    path: '/dashboard/:role/*',
    href: (role: string) => `/dashboard/${encodeURIComponent(role)}`,
  },
  admin: {
    root: staticRoute('/dashboard/admin'),
    overview: staticRoute('/dashboard/admin/adminDashBoard'),
    manageUsers: staticRoute('/dashboard/admin/manageUsers'),
    contactRequests: staticRoute('/dashboard/admin/approvedContactRequest'),
    premiumRequests: staticRoute('/dashboard/admin/approvedPremium'),
    /** The audit log (issue 21, beyond the spec's menus). */
    auditLog: staticRoute('/dashboard/admin/auditLog'),
    /** Biodatas waiting for review (issue 21, beyond the spec's menus). */
    reviewQueue: staticRoute('/dashboard/admin/reviewQueue'),
    /** Reports of biodatas (issue 21, beyond the spec's menus). */
    reports: staticRoute('/dashboard/admin/reports'),
    /** Account settings (issue 19, beyond the spec's menus). */
    account: staticRoute('/dashboard/admin/account'),
    notifications: staticRoute('/dashboard/admin/notifications'),
    /** A path below the admin area that names no screen. */
    unknown: staticRoute('/dashboard/admin/*'),
  },
  customer: {
    root: staticRoute('/dashboard/customer'),
    viewBiodata: staticRoute(OWN_BIODATA_PATH),
    contactRequests: staticRoute(OWN_CONTACT_REQUESTS_PATH),
    favorites: staticRoute('/dashboard/customer/favorites'),
    editBiodata: staticRoute('/dashboard/customer/editBioData'),
    /** Suggested for you (issue 20, beyond the spec's menus). */
    matches: staticRoute('/dashboard/customer/matches'),
    /** Account settings (issue 19, beyond the spec's menus). */
    account: staticRoute(ACCOUNT_SETTINGS_PATH),
    notifications: staticRoute('/dashboard/customer/notifications'),
    /** A path below the customer area that names no screen. */
    unknown: staticRoute('/dashboard/customer/*'),
    /** Blocked members (issue 21, beyond the spec's menus). */
    blocked: staticRoute('/dashboard/customer/blocked'),
  },
  notFound: staticRoute('*'),
} as const;

/**
 * The navbar's Dashboard link (spec §2): a customer's own biodata, or for any other role
 * that role's overview.
 */
export function dashboardHomeHref(role: Role): string {
  return role === 'customer' ? paths.customer.viewBiodata.href() : paths.admin.overview.href();
}

export type DashboardArea = 'admin' | 'customer';

/**
 * Which side menu a dashboard path gets (spec §2): the segment after /dashboard/ decides,
 * and anything other than `admin` gets the customer menu.
 */
export function dashboardAreaOf(pathname: string): DashboardArea {
  const [first, second] = pathname.split('/').filter(Boolean);
  return first === 'dashboard' && second === 'admin' ? 'admin' : 'customer';
}

/** The notifications page of the member's own dashboard area (the navigation's bell). */
export function notificationsHref(role: Role | null | undefined): string {
  return role === 'admin' ? paths.admin.notifications.href() : paths.customer.notifications.href();
}
