import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../paths';

/**
 * A dashboard path whose role segment is neither admin nor customer (`/dashboard/foo/...`).
 * Spec §2 gives any role other than admin the customer menu, so this is the customer area: the
 * same screen under /dashboard/customer, keeping the query and hash, so every screen has one
 * address and the menu marks it.
 */
export function OtherRoleDashboard() {
  const { '*': screen = '' } = useParams();
  const { search, hash } = useLocation();
  const area = paths.customer.root.href();
  return <Navigate to={`${area}${screen ? `/${screen}` : ''}${search}${hash}`} replace />;
}
