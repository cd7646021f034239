import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHasBeenIdle, whenIdle } from './idle';

/** A browser's requestIdleCallback, run by hand: `idle()` is the moment the browser is idle. */
function fakeIdleCallbacks() {
  const waiting = new Map<number, { callback: () => void; timeout: number | undefined }>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => {
    waiting.set(next, { callback, timeout: options?.timeout });
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return {
    waiting,
    idle: () => {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const { callback } of callbacks) callback();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs the callback once the browser is idle, not before', () => {
    const browser = fakeIdleCallbacks();
    const callback = vi.fn();
    whenIdle(callback, 2000);
    expect(callback).not.toHaveBeenCalled();
    expect([...browser.waiting.values()][0]?.timeout).toBe(2000);
    browser.idle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once called off', () => {
    const browser = fakeIdleCallbacks();
    const callback = vi.fn();
    const callOff = whenIdle(callback);
    callOff();
    browser.idle();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('useHasBeenIdle', () => {
  it('is false as the component first renders and true once the browser has been idle', () => {
    const browser = fakeIdleCallbacks();
    const { result, unmount } = renderHook(() => useHasBeenIdle());
    expect(result.current).toBe(false);
    act(() => browser.idle());
    expect(result.current).toBe(true);
    unmount();
  });
});
