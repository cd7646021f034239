import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, showObserved } from '../../../test/intersection-observer';
import { formatCount, SuccessCounters } from './success-counters';

/** The number a sighted person sees next to `label` right now. */
function shownNumber(label: string) {
  const card = screen.getByText(label).parentElement!;
  return card.querySelector('[aria-hidden="true"]')?.textContent;
}

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isReduced && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Our Success Counters', () => {
  it('formats figures with "," between thousands', () => {
    expect(formatCount(2543)).toBe('2,543');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(0)).toBe('0');
  });

  it('waits at 0 until 30% of a counter is visible, then counts up to the target in 2 seconds', () => {
    render(<SuccessCounters />);

    expect(screen.getByRole('heading', { level: 2, name: 'Our Success Counters' })).toBeTruthy();
    expect(shownNumber('Girls Biodata')).toBe('0');
    expect(
      FakeIntersectionObserver.instances.map((observer) => observer.options?.threshold),
    ).toEqual([0.3, 0.3, 0.3]);

    showObserved(0.5);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const halfway = Number(shownNumber('Girls Biodata')?.replace(/,/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(2543);

    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(shownNumber('Girls Biodata')).toBe('2,543');
    expect(shownNumber('Boys Biodata')).toBe('2,768');
    expect(shownNumber('Marriages Completed')).toBe('1,349');
  });

  it('does not start while less than 30% is visible', () => {
    render(<SuccessCounters />);

    showObserved(0.2);
    act(() => {
      vi.advanceTimersByTime(3000);
    });

    expect(shownNumber('Boys Biodata')).toBe('0');
  });

  it('resets to 0 when the counters leave the screen and counts again when they return', () => {
    render(<SuccessCounters />);
    showObserved(1);
    act(() => {
      vi.advanceTimersByTime(2100);
    });
    expect(shownNumber('Marriages Completed')).toBe('1,349');

    showObserved(0);
    expect(shownNumber('Marriages Completed')).toBe('0');

    showObserved(1);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(Number(shownNumber('Marriages Completed')?.replace(/,/g, ''))).toBeLessThan(1349);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(shownNumber('Marriages Completed')).toBe('1,349');
  });

  it('gives assistive technology the final figure, never the moving one', () => {
    render(<SuccessCounters />);

    const figures = screen.getAllByRole('definition').map((figure) => figure.textContent);
    // Each figure holds the moving number (hidden from assistive technology) and the final one.
    expect(figures).toEqual(['02,543', '02,768', '01,349']);
    for (const figure of screen.getAllByRole('definition')) {
      expect(figure.querySelector('[aria-hidden="true"]')?.textContent).toBe('0');
      expect(figure.querySelector('.sr-only')?.textContent).toMatch(/^\d,\d{3}$/);
    }
  });

  it('shows the final figures at once, without moving, to people who prefer reduced motion', () => {
    stubReducedMotion(true);
    render(<SuccessCounters />);

    expect(shownNumber('Girls Biodata')).toBe('2,543');
    expect(shownNumber('Boys Biodata')).toBe('2,768');
    expect(shownNumber('Marriages Completed')).toBe('1,349');
  });
});
