import { describe, expect, it } from 'vitest';
import { createSemaphore } from '../src/lib/semaphore';

describe('the semaphore', () => {
  it('lets `limit` holders in and the rest wait, in arrival order', async () => {
    const turns = createSemaphore(2);
    const order: string[] = [];
    const first = await turns.acquire();
    const second = await turns.acquire();
    const third = turns.acquire().then((release) => (order.push('third'), release));
    const fourth = turns.acquire().then((release) => (order.push('fourth'), release));
    expect(turns.stats()).toEqual({ held: 2, waiting: 2 });

    first();
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    expect(turns.stats()).toEqual({ held: 0, waiting: 0 });
  });

  it('gives a place back once, however often its release is called', async () => {
    const turns = createSemaphore(1);
    const release = await turns.acquire();
    release();
    release();
    await turns.acquire();
    expect(turns.stats()).toEqual({ held: 1, waiting: 0 });
  });
});
