import { useEffect, useState } from 'react';

/** Fast at first, gently settling on the target. */
function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * A number counting from 0 up to `target` over `durationMs` while `isRunning`, one step per
 * animation frame, ending exactly on the target; back to 0 as soon as it stops running.
 */
export function useCountUp({
  target,
  durationMs,
  isRunning,
}: {
  target: number;
  durationMs: number;
  isRunning: boolean;
}): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!isRunning) return;
    let frame = 0;
    let startedAt: number | null = null;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = durationMs > 0 ? Math.min(1, (now - startedAt) / durationMs) : 1;
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      setValue(0);
    };
  }, [target, durationMs, isRunning]);

  return isRunning ? value : 0;
}
