import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the positions wait across a reload or a visit to another site (sessionStorage). */
const STORAGE_KEY = 'bondhon-scroll-positions';

/**
 * How far down each history entry (`location.key`) was scrolled: those of earlier documents of
 * this tab (sessionStorage, read when first needed: a synchronous call to the browser that a page's
 * start-up need not wait for), and this document's, which win.
 */
let stored: Record<string, number> | null = null;
const scrolled: Record<string, number> = {};

function storedPositions(): Record<string, number> {
  if (!stored) {
    try {
      stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      stored = {};
    }
  }
  return stored;
}

function savedPosition(key: string): number | undefined {
  return scrolled[key] ?? storedPositions()[key];
}

/**
 * Whether this document was reached by a reload or by Back/Forward, the only ways its first
 * entry can have a position saved: a link or an address typed opens a new entry at the top.
 */
function isReturnToDocument(): boolean {
  if (typeof performance.getEntriesByType !== 'function') return false;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** The element a `#hash` names, if there is one. */
function hashTarget(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null; // not a decodable id
  }
}

/**
 * What the data router's `<ScrollRestoration />` did (ADR 0018): a new page starts at the top, or
 * at the element its #hash names; Back and Forward return to where that page was left, after a
 * reload too. The browser's own restoration is off meanwhile: it would scroll before the page it
 * restores has rendered. The first page is left where the browser put it (the top, its #hash, or
 * where the visitor scrolled a prerendered page before it hydrated), unless it was reloaded or
 * reached by Back or Forward and has a position saved.
 * A component of its own, so a navigation re-renders it and not the whole layout.
 */
export function ScrollRestoration(): null {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  /** The entry on screen; null before the first page. */
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (shownKey.current !== null) scrolled[shownKey.current] = window.scrollY;
    };
    const onPageHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...storedPositions(), ...scrolled }));
      } catch {
        // Storage refused (full, or private browsing): positions last as long as this document.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Before the paint: the new page never shows at the old page's position.
  useLayoutEffect(() => {
    if (shownKey.current === key) return;
    const isFirstPage = shownKey.current === null;
    shownKey.current = key;

    const isReturn = navigationType === 'POP' && (!isFirstPage || isReturnToDocument());
    const saved = isReturn ? savedPosition(key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (isFirstPage) return;
    const target = hashTarget(hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
