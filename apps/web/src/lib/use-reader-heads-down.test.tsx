import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver, showObserved } from '../test/intersection-observer';
import { useReaderHeadsDown } from './use-reader-heads-down';

/** A page's fold: a placeholder until the reader heads down, then what goes under it. */
function Fold() {
  const place = useRef<HTMLDivElement>(null);
  const headsDown = useReaderHeadsDown(place);
  return headsDown ? <p>Premium Members</p> : <div ref={place} data-testid="place" />;
}

const isDrawn = () => screen.queryByText('Premium Members') !== null;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

describe('what is under the fold', () => {
  it('waits while the reader does nothing and the screen shows a sliver of its place', () => {
    render(<Fold />);
    showObserved(0.09);
    expect(isDrawn()).toBe(false);
    expect(FakeIntersectionObserver.instances[0]?.targets).toEqual([screen.getByTestId('place')]);
  });

  it('is drawn unasked when the screen shows a sixth of its place', () => {
    render(<Fold />);
    showObserved(0.2);
    expect(isDrawn()).toBe(true);
  });

  it.each([
    ['a scroll', () => new Event('scroll')],
    ['a turn of the wheel', () => new WheelEvent('wheel', { deltaY: 100 })],
    ['a touch', () => new Event('touchstart')],
    ['a click', () => new Event('pointerdown')],
    ['a key', () => new KeyboardEvent('keydown', { key: 'ArrowDown' })],
  ])('is drawn on %s', (_, event) => {
    render(<Fold />);
    act(() => {
      window.dispatchEvent(event());
    });
    expect(isDrawn()).toBe(true);
  });

  it('is drawn within the Tab key’s event, before the browser moves the focus', () => {
    render(<Fold />);
    let drawnDuringTheKey = false;
    // After the hook's own listener, still inside the event: where the focus would go next.
    const lastListener = () => (drawnDuringTheKey = isDrawn());
    act(() => {
      window.addEventListener('keydown', lastListener);
    });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.removeEventListener('keydown', lastListener);
    expect(drawnDuringTheKey).toBe(true);
  });

  it('stops listening once drawn', () => {
    render(<Fold />);
    const removed = vi.spyOn(window, 'removeEventListener');
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(removed.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown']),
    );
    expect(FakeIntersectionObserver.instances[0]?.targets).toEqual([]);
  });
});
