import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { LogoMark } from '../../components/ui/logo-mark';
import type { SessionUser } from '../../features/auth/hooks/use-session';
import { dashboardHomeHref, paths } from '../paths';

/** The collapsible menu's id; the toggle's aria-controls points at it. */
export const MOBILE_MENU_ID = 'mobile-menu';

interface NavItem {
  key: 'home' | 'biodatas' | 'login' | 'dashboard';
  to: string;
}

/** The links of spec §2 for the session at hand; `variant` picks the Dashboard target. */
function navItems(session: SessionUser | null, variant: 'desktop' | 'mobile'): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', to: paths.home.href() },
    { key: 'biodatas', to: paths.biodatas.href() },
  ];
  if (!session) {
    items.push({ key: 'login', to: paths.signIn.href() });
  } else if (session.role) {
    items.push({
      key: 'dashboard',
      to:
        variant === 'desktop'
          ? dashboardHomeHref(session.role)
          : paths.dashboard.href(session.role),
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

function UserBadge({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const initial = user.displayName.trim().charAt(0).toUpperCase();
  return (
    <span
      className="flex items-center gap-2"
      title={t('nav.signedInAs', { name: user.displayName })}
    >
      {user.photoURL ? (
        <img
          src={user.photoURL}
          alt=""
          width={32}
          height={32}
          referrerPolicy="no-referrer"
          className="size-8 rounded-full object-cover ring-2 ring-accent"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-content"
        >
          {initial}
        </span>
      )}
      <span className="max-w-40 truncate text-sm font-medium">{user.displayName}</span>
    </span>
  );
}

/**
 * The sticky top bar of spec §2. From `md` up the links sit inline; below it a toggle button
 * opens a collapsible menu, which closes when a link is chosen or on Escape.
 */
export function Navbar({ session }: { session: SessionUser | null }) {
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
              {navItems(session, 'desktop').map((item) => (
                <li key={item.key}>
                  <NavLink to={item.to} end={item.key === 'home'} className={linkClass}>
                    {t(`nav.${item.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
            {session ? <UserBadge user={session} /> : null}
          </div>

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

        <div
          id={MOBILE_MENU_ID}
          hidden={!isMenuOpen}
          className="border-t border-base-300 py-3 md:hidden"
        >
          {session ? (
            <div className="px-3 pb-3">
              <UserBadge user={session} />
            </div>
          ) : null}
          <ul className="flex flex-col gap-1">
            {navItems(session, 'mobile').map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  end={item.key === 'home'}
                  className={(state) => `${linkClass(state)} block`}
                  onClick={onCloseMenu}
                >
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
