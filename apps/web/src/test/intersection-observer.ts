import { act } from '@testing-library/react';

/**
 * A stand-in for the browser's IntersectionObserver (jsdom has no layout): the test says how much
 * of the observed elements shows (`showObserved`).
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  unobserve() {}

  disconnect() {
    this.targets.length = 0;
  }

  takeRecords() {
    return [];
  }
}

/** Shows `ratio` of every observed element (0 = off screen). */
export function showObserved(ratio: number) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.targets.map(
        (target) =>
          ({
            target,
            isIntersecting: ratio > 0,
            intersectionRatio: ratio,
          }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) {
        observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    }
  });
}
