import { DashboardLayout } from '../layout/dashboard-layout';
import { loadStrings } from '../../lib/i18n';
import { dashboardStrings } from '../../locales/dashboard';

// The frame's strings (menus, notices); each screen loads its own with its code: lib/i18n.ts.
await loadStrings(dashboardStrings);

/** The admin and customer areas' shared frame (spec §2, "Dashboard layout"). */
export function DashboardRoute() {
  return <DashboardLayout />;
}

export { DashboardRoute as Component };
