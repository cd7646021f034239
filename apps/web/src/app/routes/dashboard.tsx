import { DashboardLayout } from '../layout/dashboard-layout';

/** The admin and customer areas' shared frame (spec §2, "Dashboard layout"). */
export function DashboardRoute() {
  return <DashboardLayout />;
}

export { DashboardRoute as Component };
