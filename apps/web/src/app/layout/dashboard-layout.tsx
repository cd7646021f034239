import { TOAST_MS } from '@bondhon/shared/constants';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { useSignOut } from '../../features/auth/api/sign-out';
import { AdminTwoFactorGate } from '../../features/auth/components/admin-two-factor-gate';
import { EmailVerificationNotice } from '../../features/auth/components/email-verification-notice';
import { toast } from '../../lib/toast';
import { dashboardAreaOf, paths } from '../paths';
import { DASHBOARD_MENUS } from './dashboard-menu';
import { errorText } from '../../lib/error-text';

/** Pills that wrap below `lg`; a vertical side menu from `lg` up. */
const itemBase =
  'flex items-center gap-2 rounded-full border px-3.5 py-2 font-medium whitespace-nowrap lg:gap-3 lg:rounded-field lg:px-3 lg:py-2.5';
const itemIdle =
  'border-base-300 bg-base-100 text-base-content hover:bg-base-300 lg:border-transparent lg:bg-transparent';
const itemCurrent = 'border-primary bg-primary text-primary-content';

function menuLinkClass({ isActive }: { isActive: boolean }) {
  return `${itemBase} ${isActive ? itemCurrent : itemIdle}`;
}

/**
 * The dashboard frame of spec §2: a side menu chosen by the role segment of the path (admin, or
 * the customer menu for anything else), a Logout button, and the screen beside it.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const area = dashboardAreaOf(pathname);
  const signOut = useSignOut({
    onSignedOut: () => {
      toast.success(t('dashboard.logoutSuccess'), { duration: TOAST_MS.standard });
      // Before the session ends (useSignOut): the guards see this navigation waiting for the
      // sign-in screen and wait with it, instead of sending the person to /signin as a visitor.
      void navigate(paths.signIn.href(), { replace: true });
    },
  });

  const onLogout = () => {
    signOut.mutate(undefined, {
      onError: (error) => {
        toast.error(t('dashboard.logoutFailed', { message: errorText(error) }), {
          duration: TOAST_MS.standard,
        });
      },
    });
  };

  return (
    <div className="page-container grid gap-6 py-6 sm:py-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10 lg:py-10">
      <div className="h-fit rounded-box border border-base-300 bg-base-200 p-3 lg:sticky lg:top-24">
        <p className="px-3 pt-1 pb-3 text-sm font-semibold text-muted">
          {area === 'admin' ? t('dashboard.adminArea') : t('dashboard.customerArea')}
        </p>
        <nav aria-label={t('dashboard.menuLabel')}>
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {DASHBOARD_MENUS[area].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={menuLinkClass}>
                  <Icon name={item.icon} className="size-5 shrink-0" />
                  <span>{t(item.labelKey)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3 border-t border-base-300 pt-3">
          <button
            type="button"
            className={`${itemBase} ${itemIdle} cursor-pointer disabled:cursor-wait disabled:opacity-70 lg:w-full`}
            disabled={signOut.isPending}
            aria-busy={signOut.isPending}
            onClick={onLogout}
          >
            <Icon name="logout" className="size-5 shrink-0" />
            {t('dashboard.logout')}
          </button>
        </div>
      </div>

      <div className="min-w-0">
        <EmailVerificationNotice />
        {area === 'admin' ? (
          <AdminTwoFactorGate
            accountHref={paths.admin.account.href()}
            isAccountPage={pathname === paths.admin.account.href()}
          >
            <Outlet />
          </AdminTwoFactorGate>
        ) : (
          <Outlet />
        )}
      </div>
    </div>
  );
}
