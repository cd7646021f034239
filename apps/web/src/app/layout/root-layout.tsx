import { TOAST_MS } from '@bondhon/shared/constants';
import { createContext, lazy, memo, Suspense, use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useRole } from '../../features/auth/api/get-role';
import { useSession } from '../../features/auth/hooks/use-session';
import { useAccountLanguage } from '../../features/auth/language/language-choice';
import { useHasBeenIdle } from '../../lib/idle';
import { useIsNavigating, usePageFallbackOnScreen } from '../route-loading';
import { Navbar } from './navbar';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The footer is below every page: its code and strings arrive after the first paint (a page the
 * server rendered shows it from the start, and hydrates it when they are in).
 */
const Footer = lazy(() => import('./footer').then(({ Footer }) => ({ default: Footer })));

const Toaster = lazy(() => import('react-hot-toast').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The toaster, once the page has first been idle: no screen needs it to show, and a toast raised
 * before it mounts waits in react-hot-toast's store. Never in a page the server renders, so never
 * hydrated (a toast raised before a hydrated toaster's code was in would have made it differ from
 * the page's HTML); nor while a page starts: its code's download, and the preloads of its
 * modules, were a long part of the hydration's effects.
 */
function BrowserToaster() {
  const hasBeenIdle = useHasBeenIdle();
  if (!hasBeenIdle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" toastOptions={{ duration: TOAST_MS.standard }} />
    </Suspense>
  );
}

/** A thin bar across the top while the next screen's code loads. */
function NavigationProgress() {
  const { t } = useTranslation();
  const isNavigating = useIsNavigating();
  if (!isNavigating) return null;
  return (
    <progress
      aria-label={t('app.pageLoading')}
      className="progress fixed inset-x-0 top-0 z-50 h-1 w-full rounded-none progress-accent"
    />
  );
}

/**
 * The footer in its own boundary. A new language makes it anew: until its code is in, the
 * server's footer is not yet hydrated, and hydrating it in another language would not match that
 * HTML. Memoised: the layout renders again when the session arrives, and a boundary that gets an
 * update before it has hydrated is rendered by the client instead, so the server's footer was
 * taken off the page until the footer's code came (and rendered anew, in a long task).
 */
const FooterArea = memo(function FooterArea({ language }: { language: string }) {
  return (
    <Suspense key={language} fallback={null}>
      <Footer />
    </Suspense>
  );
});

/** The shared layout of spec §2: skip link, sticky navbar, the page, footer; toasts on top. */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { role } = useRole(user?.email);
  useAccountLanguage(user);
  const navbarUser = useMemo(
    () => (user ? { name: user.name, image: user.image, role } : null),
    [user, role],
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-field bg-primary px-4 py-2 font-semibold text-primary-content focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      <Navbar user={navbarUser} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Fixed at the top of the window; inside a landmark, as all content must be (axe). */}
        <NavigationProgress />
        <Outlet />
      </main>
      <FooterArea language={i18n.language} />
      <BrowserToaster />
      <ScrollRestoration />
    </div>
  );
}

/**
 * True, for the app's whole life, when it took over a page the server rendered: main.tsx hydrates
 * it, and prerender.tsx renders it so.
 */
export const HydratesPageContext = createContext(false);

/**
 * Where a screen renders. In an app that rendered the page itself: inside a boundary that shows
 * the page fallback while the first screen's code loads. In one that hydrates a server-rendered
 * page: without one. React hydrates a boundary's content only after the rest of the page has
 * committed, and the navbar is live by then: a click on it in between made React hydrate the next
 * screen against this one's HTML (React error 418). The page's screen code is in before it
 * hydrates (main.tsx), and a later navigation is a transition, which keeps the current screen until
 * the next one's code is in: neither needs the fallback.
 */
export function PageArea() {
  if (use(HydratesPageContext)) return <Outlet />;
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * What a screen's area shows while its code chunk loads on the first visit: at least a screen
 * tall, so the footer starts below the fold instead of jumping down when the screen arrives.
 */
export function PageFallback() {
  const { t } = useTranslation();
  usePageFallbackOnScreen();
  return (
    <div className="page-container flex min-h-dvh justify-center py-24">
      <span className="loading loading-lg loading-spinner text-primary" role="status">
        <span className="sr-only">{t('app.loading')}</span>
      </span>
    </div>
  );
}
