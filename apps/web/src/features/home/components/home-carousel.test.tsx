import { CAROUSEL_AUTOPLAY_MS } from '@bondhon/shared/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeCarousel } from './home-carousel';

/** The number of the slide shown, as its dot says (1-based). */
function shownSlide(): number {
  const dots = screen.getAllByRole('button', { name: /^Go to slide/ });
  const current = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
  return current + 1;
}

/** The slides a screen reader is given: only the one shown. */
function readableSlides(): string[] {
  return screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label') ?? '');
}

/** Time passes. */
function pass(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** The first picture comes in, and the frame showing it is painted. */
function showFirstPicture() {
  fireEvent.load(screen.getByRole('img', { name: /couple holding hands/ }));
  pass(50);
}

/** Whether a screen reader announces each slide that comes up. */
function announcement(): string | null {
  return screen.getByRole('group').parentElement?.getAttribute('aria-live') ?? null;
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** A system that asks for reduced motion (or not). */
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('HomeCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('advances every three seconds once the first picture is shown, and loops to the first', () => {
    const onFirstPictureShown = vi.fn();
    render(<HomeCarousel onFirstPictureShown={onFirstPictureShown} />);
    expect(shownSlide()).toBe(1);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    pass(CAROUSEL_AUTOPLAY_MS);
    expect(shownSlide()).toBe(1);

    showFirstPicture();
    expect(onFirstPictureShown).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(3);
    expect(shownSlide()).toBe(1);

    pass(CAROUSEL_AUTOPLAY_MS);
    expect(shownSlide()).toBe(2);
    expect(readableSlides()).toEqual(['2 of 3']);
    pass(CAROUSEL_AUTOPLAY_MS);
    expect(shownSlide()).toBe(3);
    pass(CAROUSEL_AUTOPLAY_MS);
    expect(shownSlide()).toBe(1);
  });

  it('goes back and forth with the arrows and the dots, looping both ways', () => {
    render(<HomeCarousel />);
    press('Previous slide');
    expect(shownSlide()).toBe(3);
    press('Next slide');
    expect(shownSlide()).toBe(1);
    press('Go to slide 3');
    expect(shownSlide()).toBe(3);
    press('Next slide');
    expect(shownSlide()).toBe(1);
    press('Go to slide 2');
    expect(shownSlide()).toBe(2);
    expect(readableSlides()).toEqual(['2 of 3']);
  });

  it('keeps advancing after a control is pressed, three seconds after it', () => {
    render(<HomeCarousel />);
    showFirstPicture();
    pass(CAROUSEL_AUTOPLAY_MS - 1_000);
    press('Next slide');
    expect(shownSlide()).toBe(2);

    pass(CAROUSEL_AUTOPLAY_MS - 1);
    expect(shownSlide()).toBe(2);
    pass(1);
    expect(shownSlide()).toBe(3);
  });

  it('stays on its slide once paused, and advances again when played', () => {
    render(<HomeCarousel />);
    showFirstPicture();
    press('Pause slideshow');
    pass(CAROUSEL_AUTOPLAY_MS * 3);
    expect(shownSlide()).toBe(1);
    // Paused, a screen reader hears the slide that comes up.
    expect(announcement()).toBe('polite');

    press('Play slideshow');
    pass(CAROUSEL_AUTOPLAY_MS);
    expect(shownSlide()).toBe(2);
    expect(announcement()).toBe('off');
  });

  it('starts paused for someone who asked for reduced motion', () => {
    prefersReducedMotion(true);
    render(<HomeCarousel />);
    showFirstPicture();
    pass(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shownSlide()).toBe(1);
    expect(screen.getAllByRole('button', { name: 'Play slideshow' })).toHaveLength(1);

    press('Next slide');
    expect(shownSlide()).toBe(2);
  });
});
