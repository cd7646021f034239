import { useEffect, useState, type RefObject } from 'react';

/** Whether this browser can tell when an element scrolls into view. */
export function canObserveVisibility(): boolean {
  return typeof IntersectionObserver !== 'undefined';
}

/**
 * Whether at least `threshold` (0–1) of the element is visible, updated as it scrolls in and
 * out. Always false where IntersectionObserver is missing (see `canObserveVisibility`).
 */
export function useInView(ref: RefObject<Element | null>, threshold: number): boolean {
  const [isInView, setIsInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserveVisibility()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setIsInView(entry.isIntersecting && entry.intersectionRatio >= threshold);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);

  return isInView;
}
