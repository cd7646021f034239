import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { useRole } from '../../features/auth/api/get-role';
import { useSession } from '../../features/auth/hooks/use-session';
import { paths } from '../paths';
import { useIsNavigating } from '../route-loading';

/** Where the login guard came from, for the sign-in page to send the person back. */
export interface GuardState {
  from: { pathname: string; search: string; hash: string };
}

function GuardLoading() {
  const { t } = useTranslation();
  return <LoadingIndicator label={t('app.checkingSignIn')} className="page-container py-24" />;
}

/**
 * The login guard of spec §2 around /details/:id and every dashboard route: a loading indicator
 * while the signed-in state resolves, then the screen, or /signin for a visitor (remembering
 * where they were going). When the session ends here (Logout), /signin starts afresh.
 */
export function LoginGuard() {
  const location = useLocation();
  const isNavigating = useIsNavigating();
  const { user, isLoading } = useSession();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  // Signing out starts the navigation to /signin first, then forgets the user: while that
  // navigation waits for the sign-in screen's code, wait rather than redirect.
  if (isLoading || (!user && isNavigating)) return <GuardLoading />;
  if (!user) {
    if (wasSignedIn) return <Navigate to={paths.signIn.href()} replace />;
    const state: GuardState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.signIn.href()} state={state} replace />;
  }
  return <Outlet />;
}

/**
 * The admin area's guard, inside the login guard: admins pass; anyone else (spec §3: the role
 * lookup's customer, or no role at all) is sent to their own dashboard.
 */
export function AdminGuard() {
  const { user } = useSession();
  const { role, isLoading } = useRole(user?.email);

  if (isLoading) return <GuardLoading />;
  if (role === null || role === 'customer') {
    return <Navigate to={paths.customer.root.href()} replace />;
  }
  return <Outlet />;
}
