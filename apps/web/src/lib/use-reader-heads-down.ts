import { startTransition, useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** How much of the place must show before what goes there is drawn unasked (a sixth of it). */
const SHOWN_SHARE = 0.16;

/** What a reader does on the way down the page: scroll, turn a wheel, touch, press a key. */
const HEADING_DOWN = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * False until the reader heads for what is under the fold: scrolls, touches or clicks, presses a
 * key, or has a screen tall enough to show a good part of `place`, the placeholder a screen tall
 * that stands in for it (a sixth of it; a sliver under the first screen is not enough). Home so
 * skips drawing its cards, counters and stories while a phone starts the page (ADR 0050).
 */
export function useReaderHeadsDown(place: RefObject<HTMLElement | null>): boolean {
  const [headsDown, setHeadsDown] = useState(false);
  useEffect(() => {
    if (headsDown) return;
    const draw = (event?: Event) => {
      // Tab moves the focus as soon as its key's event is over: drawn before that, what is under
      // the fold is where it goes next, not the footer.
      if (event instanceof KeyboardEvent && event.key === 'Tab')
        flushSync(() => setHeadsDown(true));
      else startTransition(() => setHeadsDown(true));
    };
    for (const event of HEADING_DOWN) window.addEventListener(event, draw, { passive: true });
    const element = place.current;
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.intersectionRatio >= SHOWN_SHARE)) draw();
            },
            { threshold: SHOWN_SHARE },
          )
        : undefined;
    if (element) observer?.observe(element);
    return () => {
      for (const event of HEADING_DOWN) window.removeEventListener(event, draw);
      observer?.disconnect();
    };
  }, [headsDown, place]);
  return headsDown;
}
