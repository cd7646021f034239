import { CAROUSEL_AUTOPLAY_MS } from '@bondhon/shared/constants';
import {
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  type RefObject,
  useRef,
  useState,
} from 'react';

/** How long a slide takes to cross the whole width. */
const SLIDE_SPEED_MS = 700;
/** The shortest slide, for the rest of a swipe that was nearly done. */
const SHORTEST_SLIDE_MS = 150;
/** How far a finger moves before it is a swipe rather than a tap or a scroll. */
const SWIPE_START_PX = 8;
/** How far a swipe goes to turn the slide rather than spring back: a fifth, at most 80 px. */
const SWIPE_TURN_SHARE = 0.2;
const SWIPE_TURN_MAX_PX = 80;

/** +1: the next slide comes in from the right; -1: the previous one from the left. */
type Direction = 1 | -1;

/** A change of slide still to be drawn: from where the outgoing slide stands, in pixels. */
interface Move {
  from: number;
  to: number;
  direction: Direction;
  offsetPx: number;
}

/** A swipe under way: where it began and how far it has gone. */
interface Swipe {
  pointerId: number;
  startX: number;
  startY: number;
  offsetPx: number;
  isSwiping: boolean;
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

function translate(px: number): string {
  return `translateX(${px}px)`;
}

/** The slides: the viewport's children, in order. */
function slidesOf(viewport: HTMLElement | null): HTMLElement[] {
  return [...(viewport?.children ?? [])].filter((child) => child instanceof HTMLElement);
}

/** Stops what is moving; every slide goes back to where its state puts it. */
function settle(viewport: HTMLElement | null, running: Animation[]) {
  for (const animation of running.splice(0)) animation.cancel();
  for (const slide of slidesOf(viewport)) {
    slide.style.transform = '';
    slide.style.visibility = '';
  }
}

/** Slides `element` from `fromPx` to `toPx`, visible the whole way; its own style after. */
function slideAcross(
  element: HTMLElement | undefined,
  { fromPx, toPx, durationMs }: { fromPx: number; toPx: number; durationMs: number },
  running: Animation[],
) {
  if (!element || typeof element.animate !== 'function') return;
  const keyframes = [
    { transform: translate(fromPx), visibility: 'visible' },
    { transform: translate(toPx), visibility: 'visible' },
  ];
  running.push(
    element.animate(keyframes, { duration: durationMs, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' }),
  );
}

/** The time for a slide to cover `distancePx` of a `fullPx` crossing. */
function durationFor(distancePx: number, fullPx: number): number {
  return fullPx === 0
    ? 0
    : Math.max(SHORTEST_SLIDE_MS, Math.round((SLIDE_SPEED_MS * Math.abs(distancePx)) / fullPx));
}

/** A slide and its neighbour on the `direction` side: the neighbour stands a width beyond it. */
interface Pair {
  index: number;
  neighbour: number;
  direction: Direction;
}

/**
 * Moves a pair as one, the slide from `fromPx` to `toPx` and its neighbour beside it: a move
 * (the outgoing slide and the incoming one) or a swipe springing back.
 */
function slidePair(
  viewport: HTMLElement,
  { index, neighbour, direction }: Pair,
  { fromPx, toPx }: { fromPx: number; toPx: number },
  running: Animation[],
) {
  const fullPx = viewport.clientWidth;
  const besidePx = direction * fullPx;
  const durationMs = durationFor(toPx - fromPx, fullPx);
  const slides = slidesOf(viewport);
  slideAcross(slides[index], { fromPx, toPx, durationMs }, running);
  slideAcross(
    slides[neighbour],
    { fromPx: fromPx + besidePx, toPx: toPx + besidePx, durationMs },
    running,
  );
}

/**
 * The slides of a carousel that loops (spec §2): which one shows, the previous/next/go-to
 * moves, autoplay every CAROUSEL_AUTOPLAY_MS that carries on after any move (the spec's
 * "without stopping on interaction"; only the pause button stops it), and swiping with a
 * finger or the mouse. Every slide stands in the same place and only the one shown is visible;
 * a move slides the outgoing and the incoming one across with the Web Animations API, so
 * nothing re-renders while they move and the third slide never needs a copy for the loop.
 * With `isInstant` (reduced motion) slides change without moving. The slides are the
 * children of `viewportRef`'s element, in order; it takes `swipeHandlers`.
 */
export function useSlides({
  viewportRef,
  count,
  isPlaying,
  isInstant,
  canAutoplay,
}: {
  viewportRef: RefObject<HTMLElement | null>;
  count: number;
  isPlaying: boolean;
  isInstant: boolean;
  /** False until the page is ready for the next slide to come in. */
  canAutoplay: boolean;
}) {
  const [activeIndex, setActiveIndex] = useState(0);
  const [isSwiping, setIsSwiping] = useState(false);
  const pendingMove = useRef<Move | null>(null);
  const runningAnimations = useRef<Animation[]>([]);
  const swipe = useRef<Swipe | null>(null);

  const width = () => viewportRef.current?.clientWidth ?? 0;

  const goTo = (target: number, direction: Direction, offsetPx = 0) => {
    const to = wrap(target, count);
    if (to === activeIndex) return;
    pendingMove.current = { from: activeIndex, to, direction, offsetPx };
    setActiveIndex(to);
  };

  // Draws a move once its slide is the shown one, before the browser paints that frame.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const move = pendingMove.current;
    pendingMove.current = null;
    settle(viewport, runningAnimations.current);
    if (!move || isInstant || !viewport) return;
    slidePair(
      viewport,
      { index: move.from, neighbour: move.to, direction: move.direction },
      { fromPx: move.offsetPx, toPx: -move.direction * viewport.clientWidth },
      runningAnimations.current,
    );
  }, [viewportRef, activeIndex, isInstant]);

  const advance = useEffectEvent(() => goTo(activeIndex + 1, 1));
  useEffect(() => {
    if (!isPlaying || !canAutoplay || isSwiping) return;
    const timer = setTimeout(advance, CAROUSEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [isPlaying, canAutoplay, isSwiping, activeIndex]);

  /** The slide shown and the one a swipe of `offsetPx` brings in beside it. */
  const pairFor = (offsetPx: number): Pair => {
    const direction: Direction = offsetPx < 0 ? 1 : -1;
    return { index: activeIndex, neighbour: wrap(activeIndex + direction, count), direction };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (!event.isPrimary || event.button !== 0 || count < 2) return;
    swipe.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      offsetPx: 0,
      isSwiping: false,
    };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const offsetPx = event.clientX - current.startX;
    if (!current.isSwiping) {
      const offsetYPx = event.clientY - current.startY;
      if (Math.abs(offsetPx) < SWIPE_START_PX) return;
      // Mostly downwards or upwards: the page is being scrolled, not the slides.
      if (Math.abs(offsetYPx) > Math.abs(offsetPx)) {
        swipe.current = null;
        return;
      }
      current.isSwiping = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      settle(viewportRef.current, runningAnimations.current);
      setIsSwiping(true);
    }
    current.offsetPx = offsetPx;
    const pair = pairFor(offsetPx);
    const besidePx = pair.direction * width();
    slidesOf(viewportRef.current).forEach((element, index) => {
      const isActive = index === pair.index;
      const isNeighbour = index === pair.neighbour;
      element.style.transform = isActive
        ? translate(offsetPx)
        : isNeighbour
          ? translate(offsetPx + besidePx)
          : '';
      element.style.visibility = isActive || isNeighbour ? 'visible' : '';
    });
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLElement>) => {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    swipe.current = null;
    if (!current.isSwiping) return;
    setIsSwiping(false);
    const { offsetPx } = current;
    const pair = pairFor(offsetPx);
    const isTurn =
      event.type === 'pointerup' &&
      Math.abs(offsetPx) >= Math.min(width() * SWIPE_TURN_SHARE, SWIPE_TURN_MAX_PX);
    if (isTurn) {
      goTo(pair.neighbour, pair.direction, offsetPx);
      return;
    }
    // Not far enough: both slides spring back.
    const viewport = viewportRef.current;
    settle(viewport, runningAnimations.current);
    if (isInstant || !viewport) return;
    slidePair(viewport, pair, { fromPx: offsetPx, toPx: 0 }, runningAnimations.current);
  };

  return {
    activeIndex,
    previous: () => goTo(activeIndex - 1, -1),
    next: () => goTo(activeIndex + 1, 1),
    /** To slide `index`, moving the way that index lies. */
    show: (index: number) => goTo(index, index > activeIndex ? 1 : -1),
    swipeHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
