import { DashboardLayout } from '../layout/dashboard-layout';
import { addStrings } from '../../lib/i18n';
import adminOverviewStrings from '../../features/admin-overview/locales/en.json';
import contactRequestStrings from '../../features/contact-requests/locales/en.json';
import favouriteStrings from '../../features/favourites/locales/en.json';
import myBiodataStrings from '../../features/my-biodata/locales/en.json';
import premiumRequestStrings from '../../features/premium-requests/locales/en.json';
import userStrings from '../../features/users/locales/en.json';
import biodataFieldStrings from '../../locales/en-biodata-fields.json';
import dashboardStrings from '../../locales/en-dashboard.json';

// The dashboard screens' strings, added as their code loads (before they render): lib/i18n.ts.
for (const strings of [
  dashboardStrings,
  biodataFieldStrings,
  myBiodataStrings,
  adminOverviewStrings,
  favouriteStrings,
  contactRequestStrings,
  premiumRequestStrings,
  userStrings,
]) {
  addStrings(strings);
}

/** The admin and customer areas' shared frame (spec §2, "Dashboard layout"). */
export function DashboardRoute() {
  return <DashboardLayout />;
}

export { DashboardRoute as Component };
