import { DashboardLayout } from '../layout/dashboard-layout';
import { adminOverviewStrings } from '../../features/admin-overview/locales';
import { contactRequestStrings } from '../../features/contact-requests/locales';
import { favouriteStrings } from '../../features/favourites/locales';
import { myBiodataStrings } from '../../features/my-biodata/locales';
import { premiumRequestStrings } from '../../features/premium-requests/locales';
import { userStrings } from '../../features/users/locales';
import { loadStrings } from '../../lib/i18n';
import { biodataFieldStrings, dashboardStrings } from '../../locales';

// The dashboard screens' strings, loaded with their code (before they render): lib/i18n.ts.
await loadStrings(
  dashboardStrings,
  biodataFieldStrings,
  myBiodataStrings,
  adminOverviewStrings,
  favouriteStrings,
  contactRequestStrings,
  premiumRequestStrings,
  userStrings,
);

/** The admin and customer areas' shared frame (spec §2, "Dashboard layout"). */
export function DashboardRoute() {
  return <DashboardLayout />;
}

export { DashboardRoute as Component };
