import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the positions wait across a reload or a visit to another site (sessionStorage). */
const STORAGE_KEY = 'bondhon-scroll-positions';

/** How far down each history entry (`location.key`) was last scrolled. */
let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
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
 * where the visitor scrolled a prerendered page before it hydrated), unless it is one to restore.
 * A component of its own, so a navigation re-renders it and not the whole layout.
 */
export function ScrollRestoration(): null {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  /** The entry on screen; null before the first page. */
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    const saved = savedPositions();
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (shownKey.current !== null) saved[shownKey.current] = window.scrollY;
    };
    const onPageHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
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

    const saved = navigationType === 'POP' ? savedPositions()[key] : undefined;
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
