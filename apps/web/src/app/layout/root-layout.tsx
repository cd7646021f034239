import { TOAST_MS } from '@bondhon/shared/constants';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useRole } from '../../features/auth/api/get-role';
import { useSession } from '../../features/auth/hooks/use-session';
import { useAccountLanguage } from '../../features/auth/language/language-choice';
import { useIsNavigating, usePageFallbackOnScreen } from '../route-loading';
import { Navbar } from './navbar';
import { ScrollRestoration } from './scroll-restoration';

/**
 * The toaster arrives after the first paint: no screen needs it to show, and a toast raised
 * before it mounts waits in react-hot-toast's store.
 */
/**
 * The footer is below every page: its code and strings arrive after the first paint (a page the
 * server rendered shows it from the start, and hydrates it when they are in).
 */
const Footer = lazy(() => import('./footer').then(({ Footer }) => ({ default: Footer })));

const Toaster = lazy(() => import('react-hot-toast').then(({ Toaster }) => ({ default: Toaster })));

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

/** The shared layout of spec §2: skip link, sticky navbar, the page, footer; toasts on top. */
export function RootLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { role } = useRole(user?.email);
  useAccountLanguage(user);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-field bg-primary px-4 py-2 font-semibold text-primary-content focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      <Navbar user={user ? { name: user.name, image: user.image, role } : null} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Fixed at the top of the window; inside a landmark, as all content must be (axe). */}
        <NavigationProgress />
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster position="top-center" toastOptions={{ duration: TOAST_MS.standard }} />
      </Suspense>
      <ScrollRestoration />
    </div>
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
