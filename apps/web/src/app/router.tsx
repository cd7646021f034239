import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './error-boundary';
import { AdminGuard, LoginGuard } from './guards/login-guard';
import { PageArea, RootLayout } from './layout/root-layout';
import { lazyRoute } from './lazy-route';
import { paths } from './paths';
import { OtherRoleDashboard } from './routes/other-role-dashboard';
import { RootErrorPage, RouteErrorPage } from './routes/route-error';

// One per route module, each its own chunk; the dashboard frame and the 404 page serve several
// routes, and download once.
const Home = lazyRoute(() => import('./routes/home'));
const SignUp = lazyRoute(() => import('./routes/sign-up'));
const SignIn = lazyRoute(() => import('./routes/sign-in'));
const ForgotPassword = lazyRoute(() => import('./routes/forgot-password'));
const ResetPassword = lazyRoute(() => import('./routes/reset-password'));
const EmailVerified = lazyRoute(() => import('./routes/email-verified'));
const BiodataListing = lazyRoute(() => import('./routes/biodata-listing'));
const BiodataDetails = lazyRoute(() => import('./routes/biodata-details'));
const Dashboard = lazyRoute(() => import('./routes/dashboard'));
const AdminOverview = lazyRoute(() => import('./routes/admin-overview'));
const ManageUsers = lazyRoute(() => import('./routes/manage-users'));
const AuditLog = lazyRoute(() => import('./routes/audit-log'));
const AdminReports = lazyRoute(() => import('./routes/admin-reports'));
const ReviewQueue = lazyRoute(() => import('./routes/review-queue'));
const ApproveContactRequests = lazyRoute(() => import('./routes/approve-contact-requests'));
const ApprovePremiumRequests = lazyRoute(() => import('./routes/approve-premium-requests'));
const ViewBiodata = lazyRoute(() => import('./routes/view-biodata'));
const ContactRequests = lazyRoute(() => import('./routes/contact-requests'));
const Favorites = lazyRoute(() => import('./routes/favorites'));
const EditBiodata = lazyRoute(() => import('./routes/edit-biodata'));
const Matches = lazyRoute(() => import('./routes/matches'));
const AccountSettings = lazyRoute(() => import('./routes/account-settings'));
const Notifications = lazyRoute(() => import('./routes/notifications'));
const BlockedMembers = lazyRoute(() => import('./routes/blocked-members'));
const NotFound = lazyRoute(() => import('./routes/not-found'));

/**
 * The frame every screen renders in: the layout, with the page fallback while a screen's code
 * loads on the first visit and the error page when a screen fails, both inside the layout so
 * navbar and footer stay on screen; the root error page when the layout itself fails. A later
 * navigation keeps the current screen until the next one's code is in (the layout's progress
 * bar). Both error pages clear on the next navigation.
 */
export function inAppFrame(screens: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary fallback={<RootErrorPage />}>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        {
          element: (
            <RouteErrorBoundary fallback={<RouteErrorPage />}>
              <PageArea />
            </RouteErrorBoundary>
          ),
          children: screens,
        },
      ],
    },
  ];
}

/**
 * The route table of spec §2, rendered by `AppRoutes` (react-router's declarative mode, ADR 0018)
 * and matched by main.tsx and prerender.tsx to load a page's screens before its first render.
 * Each screen is lazily loaded, so it ships as its own chunk. The login guard wraps the details
 * page and every dashboard route (DESIGN D1); the admin area also needs the admin role.
 */
export const routes: RouteObject[] = inAppFrame([
  { path: paths.home.path, Component: Home },
  { path: paths.signUp.path, Component: SignUp },
  { path: paths.signIn.path, Component: SignIn },
  { path: paths.forgotPassword.path, Component: ForgotPassword },
  { path: paths.resetPassword.path, Component: ResetPassword },
  { path: paths.emailVerified.path, Component: EmailVerified },
  { path: paths.biodatas.path, Component: BiodataListing },
  {
    Component: LoginGuard,
    children: [
      {
        path: paths.biodataDetails.path,
        Component: BiodataDetails,
      },
      {
        Component: AdminGuard,
        children: [
          {
            path: paths.admin.root.path,
            Component: Dashboard,
            children: [
              {
                index: true,
                element: <Navigate to={paths.admin.overview.href()} replace />,
              },
              {
                path: paths.admin.overview.path,
                Component: AdminOverview,
              },
              {
                path: paths.admin.manageUsers.path,
                Component: ManageUsers,
              },
              {
                path: paths.admin.contactRequests.path,
                Component: ApproveContactRequests,
              },
              {
                path: paths.admin.premiumRequests.path,
                Component: ApprovePremiumRequests,
              },
              {
                path: paths.admin.reviewQueue.path,
                Component: ReviewQueue,
              },
              {
                path: paths.admin.reports.path,
                Component: AdminReports,
              },
              {
                path: paths.admin.auditLog.path,
                Component: AuditLog,
              },
              {
                path: paths.admin.account.path,
                Component: AccountSettings,
              },
              {
                path: paths.admin.notifications.path,
                Component: Notifications,
              },
              {
                path: paths.admin.unknown.path,
                Component: NotFound,
              },
            ],
          },
        ],
      },
      {
        path: paths.customer.root.path,
        Component: Dashboard,
        children: [
          {
            index: true,
            element: <Navigate to={paths.customer.viewBiodata.href()} replace />,
          },
          {
            path: paths.customer.viewBiodata.path,
            Component: ViewBiodata,
          },
          {
            path: paths.customer.contactRequests.path,
            Component: ContactRequests,
          },
          {
            path: paths.customer.favorites.path,
            Component: Favorites,
          },
          {
            path: paths.customer.account.path,
            Component: AccountSettings,
          },
          {
            path: paths.customer.notifications.path,
            Component: Notifications,
          },
          {
            path: paths.customer.editBiodata.path,
            Component: EditBiodata,
          },
          {
            path: paths.customer.matches.path,
            Component: Matches,
          },
          {
            path: paths.customer.blocked.path,
            Component: BlockedMembers,
          },
          {
            path: paths.customer.unknown.path,
            Component: NotFound,
          },
        ],
      },
      {
        // Spec §2: any role segment other than admin gets the customer area.
        path: paths.dashboard.path,
        Component: OtherRoleDashboard,
      },
    ],
  },
  { path: paths.notFound.path, Component: NotFound },
]);

/** The app's screens at the router's location (BrowserRouter, StaticRouter, MemoryRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
