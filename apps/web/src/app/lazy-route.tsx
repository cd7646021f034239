import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { trackRouteLoad } from './route-loading';

/** What a route module (app/routes/*.tsx) exports: its screen. */
interface RouteModule {
  Component: ComponentType;
}

/** A screen whose code is a chunk of its own, with a way to download it ahead of its render. */
export type LazyRoute = ComponentType & { preload: () => Promise<void> };

/**
 * The route table's lazily loaded screens (what `route.lazy` was in the data router, ADR 0018).
 * Until the module is in, rendering the screen suspends: the page fallback shows on a first
 * visit, and a navigation keeps the current screen meanwhile (a transition). Once it is in, the
 * screen renders at once, so a page whose modules were loaded first (main.tsx, prerender.tsx)
 * renders, and hydrates, without a fallback.
 */
export function lazyRoute(load: () => Promise<RouteModule>): LazyRoute {
  let Screen: ComponentType | null = null;
  let failure: { error: unknown } | null = null;
  let download: Promise<void> | null = null;

  function start(): Promise<void> {
    const started = load().then(
      (module) => {
        Screen = module.Component;
      },
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    );
    trackRouteLoad(started);
    return started;
  }

  function LazyRouteScreen() {
    if (Screen) return <Screen />;
    // A failed download stays failed for the renders after it: the error boundary shows it,
    // instead of a download again and again.
    if (failure) throw failure.error;
    // Suspends until the download settles, then React renders again: how React.lazy suspends.
    // Not `use()`: inside a test's act() it holds the render until the act is awaited, and the
    // tests render the app in an act they do not await (Testing Library's render, clicks).
    throw (download ??= start());
  }

  /**
   * Downloads the module ahead of the first render. A failure here is forgotten: the render
   * downloads once more, and shows the error page only if that fails too.
   */
  LazyRouteScreen.preload = async (): Promise<void> => {
    if (Screen) return;
    const started = (download ??= start());
    try {
      await started;
    } catch (error) {
      if (download === started) {
        download = null;
        failure = null;
      }
      throw error;
    }
  };

  return LazyRouteScreen;
}

function isLazyRoute(component: RouteObject['Component']): component is LazyRoute {
  return typeof component === 'function' && 'preload' in component;
}

/**
 * Downloads the lazy screens of the matched routes (a dashboard screen's frame too), so the first
 * render is the page and not its loading fallback. Rejects when one fails to download.
 */
export async function preloadRoutes(matches: readonly { route: RouteObject }[]): Promise<void> {
  await Promise.all(
    matches.map(({ route }) => (isLazyRoute(route.Component) ? route.Component.preload() : null)),
  );
}
