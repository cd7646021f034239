import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, NavLink, useLocation } from 'react-router';
import type { Role } from '@bondhon/shared/options';
import { Avatar } from '../../components/ui/avatar';
import { Icon } from '../../components/ui/icons';
import { LogoMark } from '../../components/ui/logo-mark';
import { LanguageSwitch } from '../../features/auth/language/language-switch';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { dashboardHomeHref, notificationsHref, paths } from '../paths';

/** The signed-in person as the navigation shows them (spec §2: display name and photo). */
export interface NavbarUser {
  name: string;
  image: string | null | undefined;
  /** Null while the role lookup resolves, or when it failed (spec §4): no Dashboard link yet. */
  role: Role | null;
}

/** The collapsible menu's id; the toggle's aria-controls points at it. */
export const MOBILE_MENU_ID = 'mobile-menu';

interface NavItem {
  key: 'home' | 'biodatas' | 'login' | 'dashboard';
  to: string;
  /** The route pattern of the section the link stands for, when wider than its target. */
  section?: string;
}

/** The links of spec §2 for the session at hand; `variant` picks the Dashboard target. */
function navItems(user: NavbarUser | null, variant: 'desktop' | 'mobile'): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', to: paths.home.href() },
    { key: 'biodatas', to: paths.biodatas.href() },
  ];
  if (!user) {
    items.push({ key: 'login', to: paths.signIn.href() });
  } else if (user.role) {
    items.push({
      key: 'dashboard',
      to: variant === 'desktop' ? dashboardHomeHref(user.role) : paths.dashboard.href(user.role),
      // Every dashboard screen, not only the one the link opens.
      section: paths.dashboard.path,
    });
  }
  return items;
}

function linkClass({ isActive }: { isActive: boolean }) {
  return [
    'rounded-field px-3 py-2 font-medium hover:bg-base-200',
    isActive ? 'bg-base-200 text-primary' : 'text-base-content',
  ].join(' ');
}

/**
 * One link of the bar, marked as the current page (aria-current and colour) on its own address,
 * or anywhere in its section when it has one.
 */
function NavItemLink({
  item,
  className = '',
  onClick,
}: {
  item: NavItem;
  className?: string;
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = t(`nav.${item.key}`);
  if (item.section) {
    const isActive = matchPath(item.section, pathname) !== null;
    return (
      <Link
        to={item.to}
        aria-current={isActive ? 'page' : undefined}
        className={`${linkClass({ isActive })} ${className}`.trim()}
        onClick={onClick}
      >
        {label}
      </Link>
    );
  }
  return (
    <NavLink
      to={item.to}
      end={item.key === 'home'}
      className={(state) => `${linkClass(state)} ${className}`.trim()}
      onClick={onClick}
    >
      {label}
    </NavLink>
  );
}

function UserBadge({ user }: { user: NavbarUser }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2" title={t('nav.signedInAs', { name: user.name })}>
      <Avatar name={user.name} image={user.image} alt={user.name} />
      <span className="max-w-40 truncate text-sm font-medium">{user.name}</span>
    </span>
  );
}

/**
 * The sticky top bar of spec §2. From `md` up the links sit inline; below it a toggle button
 * opens a collapsible menu, which closes when a link is chosen or on Escape. Memoised: the layout
 * renders again when the session arrives, which for a visitor changes nothing here, and that
 * render is a synchronous one (a query's answer), which cannot give way to the browser.
 */
export const Navbar = memo(function Navbar({ user }: { user: NavbarUser | null }) {
  const { t } = useTranslation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const onCloseMenu = () => setIsMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100 shadow-sm">
      <nav aria-label={t('nav.label')} className="page-container">
        <div className="flex h-16 items-center justify-between gap-4">
          <Link
            to={paths.home.href()}
            className="flex items-center gap-2 rounded-field font-display text-2xl font-bold text-primary"
          >
            <LogoMark className="size-9" />
            <span>{t('nav.brandHome')}</span>
          </Link>

          <div className="hidden items-center gap-4 md:flex">
            <ul className="flex items-center gap-1">
              {navItems(user, 'desktop').map((item) => (
                <li key={item.key}>
                  <NavItemLink item={item} />
                </li>
              ))}
            </ul>
            <LanguageSwitch isSignedIn={user !== null} />
            {user ? <NotificationBell to={notificationsHref(user.role)} /> : null}
            {user ? <UserBadge user={user} /> : null}
          </div>

          <div className="flex items-center gap-2 md:hidden">
            <LanguageSwitch isSignedIn={user !== null} />
            {user ? <NotificationBell to={notificationsHref(user.role)} /> : null}
            <button
              ref={toggleRef}
              type="button"
              className="btn btn-square btn-ghost md:hidden"
              aria-expanded={isMenuOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              <Icon name={isMenuOpen ? 'close' : 'menu'} />
            </button>
          </div>
        </div>

        <div
          id={MOBILE_MENU_ID}
          hidden={!isMenuOpen}
          className="border-t border-base-300 py-3 md:hidden"
        >
          {user ? (
            <div className="px-3 pb-3">
              <UserBadge user={user} />
            </div>
          ) : null}
          <ul className="flex flex-col gap-1">
            {navItems(user, 'mobile').map((item) => (
              <li key={item.key}>
                <NavItemLink item={item} className="block" onClick={onCloseMenu} />
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
});
