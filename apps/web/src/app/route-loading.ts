import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * What the data router's `useNavigation().state` told the layout and the login guard (ADR 0018):
 * whether the next screen's code is on its way while the current screen stays on screen. The
 * router renders a navigation as a transition, so React keeps the current screen until the next
 * one's chunk is in (lazy-route.tsx); this store counts those downloads. On a first visit the
 * page fallback is on screen instead, and that says the same already.
 */
let routeLoads = 0;
let fallbacksOnScreen = 0;
const listeners = new Set<() => void>();

/**
 * Changes the counts a moment later, never inside a render: a screen starts its download as it
 * renders, and React refuses a store update from inside another component's render.
 */
function change(update: () => void) {
  queueMicrotask(() => {
    update();
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function isNavigating() {
  return routeLoads > 0 && fallbacksOnScreen === 0;
}

/** Counts a route module's download until it settles (lazy-route.tsx). */
export function trackRouteLoad(load: Promise<unknown>): void {
  change(() => routeLoads++);
  const settle = () => change(() => routeLoads--);
  load.then(settle, settle);
}

/** True while the next screen's code loads and the current screen waits on screen for it. */
export function useIsNavigating(): boolean {
  // The server (prerender.tsx) renders a page whose code is in: nothing is loading.
  return useSyncExternalStore(subscribe, isNavigating, () => false);
}

/** For the page fallback: while it is on screen, the progress bar stays away. */
export function usePageFallbackOnScreen(): void {
  useLayoutEffect(() => {
    change(() => fallbacksOnScreen++);
    return () => change(() => fallbacksOnScreen--);
  }, []);
}
