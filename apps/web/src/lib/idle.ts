import { useEffect, useState } from 'react';

const IDLE_AT_THE_LATEST_MS = 2000;

/**
 * Runs `callback` once the browser is idle, or after `timeout` ms at the latest when given (in
 * Safari, which has no requestIdleCallback, at the next task), and answers how to call it off.
 */
export function whenIdle(callback: () => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, timeout ? { timeout } : undefined);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}

/**
 * Starts `preload` (a dynamic import the screen will want after a click) once the browser is
 * idle after the component mounts: the code stays out of the first load, and is there by the
 * time someone acts. A failed preload is not shown: the import is tried again when it is needed.
 */
export function useIdlePreload(preload: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => void preload().catch(() => undefined)), [preload]);
}

/**
 * False until the browser has been idle once after the component mounted, or two seconds have
 * passed: for what the page need not do while it starts (and false on a page rendered on the
 * server, so hydration matches).
 */
export function useHasBeenIdle(): boolean {
  const [hasBeenIdle, setHasBeenIdle] = useState(false);
  useEffect(() => whenIdle(() => setHasBeenIdle(true), IDLE_AT_THE_LATEST_MS), []);
  return hasBeenIdle;
}
