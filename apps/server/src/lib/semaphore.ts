/**
 * At most `limit` holders at once; the others wait in arrival order. `acquire` resolves with the
 * function that gives the place back (calling it twice gives back one place).
 */
export function createSemaphore(limit: number) {
  let held = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else held -= 1;
  };

  return {
    acquire(): Promise<() => void> {
      return new Promise((resolve) => {
        const grant = () => {
          let isReleased = false;
          resolve(() => {
            if (isReleased) return;
            isReleased = true;
            release();
          });
        };
        if (held < limit) {
          held += 1;
          grant();
        } else {
          waiting.push(grant);
        }
      });
    },
    /** Holders now, and callers waiting. */
    stats: () => ({ held, waiting: waiting.length }),
  };
}
