import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminGuard, LoginGuard } from './guards/login-guard';
import { PageFallback, RootLayout } from './layout/root-layout';
import { paths } from './paths';
import { OtherRoleDashboard } from './routes/other-role-dashboard';
import { RootErrorPage, RouteErrorPage } from './routes/route-error';

/**
 * The route table of spec §2. Each screen is lazily loaded, so it ships as its own chunk.
 * The login guard wraps the details page and every dashboard route (DESIGN D1); the
 * admin area also needs the admin role.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        // Pathless: renders the fallback inside the layout while the first screen loads, and
        // keeps navbar and footer on screen when a screen fails.
        HydrateFallback: PageFallback,
        ErrorBoundary: RouteErrorPage,
        children: [
          { path: paths.home.path, lazy: () => import('./routes/home') },
          { path: paths.signUp.path, lazy: () => import('./routes/sign-up') },
          { path: paths.signIn.path, lazy: () => import('./routes/sign-in') },
          { path: paths.biodatas.path, lazy: () => import('./routes/biodata-listing') },
          {
            Component: LoginGuard,
            children: [
              {
                path: paths.biodataDetails.path,
                lazy: () => import('./routes/biodata-details'),
              },
              {
                Component: AdminGuard,
                children: [
                  {
                    path: paths.admin.root.path,
                    lazy: () => import('./routes/dashboard'),
                    children: [
                      {
                        index: true,
                        element: <Navigate to={paths.admin.overview.href()} replace />,
                      },
                      {
                        path: paths.admin.overview.path,
                        lazy: () => import('./routes/admin-overview'),
                      },
                      {
                        path: paths.admin.manageUsers.path,
                        lazy: () => import('./routes/manage-users'),
                      },
                      {
                        path: paths.admin.contactRequests.path,
                        lazy: () => import('./routes/approve-contact-requests'),
                      },
                      {
                        path: paths.admin.premiumRequests.path,
                        lazy: () => import('./routes/approve-premium-requests'),
                      },
                      {
                        path: paths.admin.unknown.path,
                        lazy: () => import('./routes/not-found'),
                      },
                    ],
                  },
                ],
              },
              {
                path: paths.customer.root.path,
                lazy: () => import('./routes/dashboard'),
                children: [
                  {
                    index: true,
                    element: <Navigate to={paths.customer.viewBiodata.href()} replace />,
                  },
                  {
                    path: paths.customer.viewBiodata.path,
                    lazy: () => import('./routes/view-biodata'),
                  },
                  {
                    path: paths.customer.contactRequests.path,
                    lazy: () => import('./routes/contact-requests'),
                  },
                  {
                    path: paths.customer.favorites.path,
                    lazy: () => import('./routes/favorites'),
                  },
                  {
                    path: paths.customer.editBiodata.path,
                    lazy: () => import('./routes/edit-biodata'),
                  },
                  {
                    path: paths.customer.unknown.path,
                    lazy: () => import('./routes/not-found'),
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
          { path: paths.notFound.path, lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
