import type { IconName } from '../../components/ui/icons';
import { paths, type DashboardArea } from '../paths';

export interface DashboardMenuItem {
  labelKey: `dashboard.menu.${
    | 'adminDashboard'
    | 'manageUsers'
    | 'approvedPremium'
    | 'approvedContact'
    | 'auditLog'
    | 'reviewQueue'
    | 'reports'
    | 'favorite'
    | 'editBiodata'
    | 'contactRequest'
    | 'yourData'
    | 'matches'
    | 'account'
    | 'blocked'}`;
  to: string;
  icon: IconName;
}

/**
 * The side menus of spec §2, in the spec's order, then Suggested for you (issue 20), the audit
 * log (issue 21), account settings (issue 19) and blocked members (issue 21).
 */
export const DASHBOARD_MENUS: Record<DashboardArea, readonly DashboardMenuItem[]> = {
  admin: [
    {
      labelKey: 'dashboard.menu.adminDashboard',
      to: paths.admin.overview.href(),
      icon: 'overview',
    },
    { labelKey: 'dashboard.menu.manageUsers', to: paths.admin.manageUsers.href(), icon: 'users' },
    {
      labelKey: 'dashboard.menu.approvedPremium',
      to: paths.admin.premiumRequests.href(),
      icon: 'crown',
    },
    {
      labelKey: 'dashboard.menu.approvedContact',
      to: paths.admin.contactRequests.href(),
      icon: 'contact',
    },
    {
      labelKey: 'dashboard.menu.reviewQueue',
      to: paths.admin.reviewQueue.href(),
      icon: 'check',
    },
    { labelKey: 'dashboard.menu.reports', to: paths.admin.reports.href(), icon: 'info' },
    { labelKey: 'dashboard.menu.auditLog', to: paths.admin.auditLog.href(), icon: 'shield' },
    { labelKey: 'dashboard.menu.account', to: paths.admin.account.href(), icon: 'settings' },
  ],
  customer: [
    { labelKey: 'dashboard.menu.favorite', to: paths.customer.favorites.href(), icon: 'heart' },
    {
      labelKey: 'dashboard.menu.editBiodata',
      to: paths.customer.editBiodata.href(),
      icon: 'pencil',
    },
    {
      labelKey: 'dashboard.menu.contactRequest',
      to: paths.customer.contactRequests.href(),
      icon: 'contact',
    },
    { labelKey: 'dashboard.menu.yourData', to: paths.customer.viewBiodata.href(), icon: 'idCard' },
    { labelKey: 'dashboard.menu.matches', to: paths.customer.matches.href(), icon: 'sparkle' },
    { labelKey: 'dashboard.menu.account', to: paths.customer.account.href(), icon: 'settings' },
    { labelKey: 'dashboard.menu.blocked', to: paths.customer.blocked.href(), icon: 'ban' },
  ],
};
