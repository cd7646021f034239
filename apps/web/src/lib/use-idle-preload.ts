import { useEffect } from 'react';

/**
 * Starts `preload` (a dynamic import the screen will want after a click) once the browser is
 * idle after the component mounts: the code stays out of the first load, and is there by the
 * time someone acts. A failed preload is not shown: the import is tried again when it is needed.
 */
export function useIdlePreload(preload: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => void preload().catch(() => undefined);
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }, [preload]);
}
