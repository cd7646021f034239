import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRole } from '../../features/auth/api/get-role';
import { useSaveSignedInUser } from '../../features/auth/hooks/use-save-signed-in-user';
import { useSession } from '../../features/auth/hooks/use-session';
import { paths } from '../paths';
import type { GuardState } from './login-guard';

/** The guarded address the login guard remembered, when it is one of ours. */
function guardedFrom(state: unknown): string | null {
  const from = (state as Partial<GuardState> | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return null;
  if (from.pathname.startsWith('//')) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Register and Sign In (spec §2, §4): once someone is signed in, whether by the form, on return
 * from the federated provider or already before, saves them on the server once and, when the
 * role is known, goes to /dashboard/{role}; or back where the login guard found them.
 */
export function useSignedInRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const { role } = useRole(user?.email);
  const { isSettled: isSaved } = useSaveSignedInUser(user);
  const from = guardedFrom(location.state);

  useEffect(() => {
    if (!user || !isSaved || !role) return;
    void navigate(from ?? paths.dashboard.href(role), { replace: true });
  }, [user, isSaved, role, from, navigate]);
}
