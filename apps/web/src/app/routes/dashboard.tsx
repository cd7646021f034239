import { DashboardLayout } from '../layout/dashboard-layout';
import { addStrings } from '../../lib/i18n';
import dashboardStrings from '../../locales/en-dashboard.json';
import biodataStrings from '../../locales/en-biodata.json';

// These screens' strings, added as their code loads (before they render): lib/i18n.ts.
addStrings(dashboardStrings);
addStrings(biodataStrings);

/** The admin and customer areas' shared frame (spec §2, "Dashboard layout"). */
export function DashboardRoute() {
  return <DashboardLayout />;
}

export { DashboardRoute as Component };
