import type { Redis } from 'ioredis';

export interface Limit {
  key: string;
  /** How many the counter may reach. */
  max: number;
  /** The window a counter starts at its first count, in milliseconds; it vanishes at its end. */
  windowMs: number;
}

/**
 * Counters with a window each, kept in Redis when the app has one (every instance counts
 * together), else in memory. Each call is atomic, so parallel requests cannot slip past a limit
 * between a check and a count. A store that cannot answer answers null (or changes nothing): the
 * caller lets the request through uncounted (ADR 0009).
 */
export interface AttemptCounters {
  /**
   * Counts one on every counter, unless one of them is at its limit: then counts nothing and
   * says how long until the last such counter's window ends.
   */
  countUnlessFull(limits: readonly Limit[]): Promise<{ isCounted: boolean; waitMs: number } | null>;
  /** Takes one back from each counter that has any. */
  uncount(keys: readonly string[]): Promise<void>;
  clear(keys: readonly string[]): Promise<void>;
}

/** At most this many counters in memory; the oldest go first beyond it. */
const MEMORY_CAPACITY = 10_000;

export function createMemoryCounters(now: () => number = Date.now): AttemptCounters {
  const counters = new Map<string, { count: number; endsAt: number }>();
  const alive = (key: string) => {
    const counter = counters.get(key);
    if (counter && counter.endsAt > now()) return counter;
    counters.delete(key);
    return undefined;
  };
  return {
    async countUnlessFull(limits) {
      let waitMs = 0;
      for (const { key, max } of limits) {
        const counter = alive(key);
        if (counter && counter.count >= max) waitMs = Math.max(waitMs, counter.endsAt - now());
      }
      if (waitMs > 0) return { isCounted: false, waitMs };
      for (const { key, windowMs } of limits) {
        const counter = alive(key) ?? { count: 0, endsAt: now() + windowMs };
        counter.count += 1;
        counters.set(key, counter);
      }
      for (const key of counters.keys()) {
        if (counters.size <= MEMORY_CAPACITY) break;
        counters.delete(key);
      }
      return { isCounted: true, waitMs: 0 };
    },
    async uncount(keys) {
      for (const key of keys) {
        const counter = alive(key);
        if (counter) counter.count = Math.max(0, counter.count - 1);
      }
    },
    async clear(keys) {
      for (const key of keys) counters.delete(key);
    },
  };
}

/** KEYS: the counters; ARGV: each one's window (ms) and limit, in turn. */
const COUNT_UNLESS_FULL = `
local wait = 0
for index, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[index * 2]) then
    wait = math.max(wait, redis.call('PTTL', key))
  end
end
if wait > 0 then return {0, wait} end
for index, key in ipairs(KEYS) do
  redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[index * 2 - 1]) end
end
return {1, 0}`;

const UNCOUNT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

/** The counters in Redis under `prefix` (the rate limiter's own), on the rate limiter's client. */
export function createRedisCounters(redis: Redis, prefix: string): AttemptCounters {
  const keysOf = (keys: readonly string[]) => keys.map((key) => `${prefix}${key}`);
  return {
    async countUnlessFull(limits) {
      const keys = keysOf(limits.map((limit) => limit.key));
      const windowsAndMaxima = limits.flatMap((limit) => [limit.windowMs, limit.max]);
      try {
        const reply = await redis.eval(
          COUNT_UNLESS_FULL,
          keys.length,
          ...keys,
          ...windowsAndMaxima,
        );
        const [isCounted, waitMs] = (reply as number[]).map(Number);
        return { isCounted: isCounted === 1, waitMs: waitMs ?? 0 };
      } catch {
        return null;
      }
    },
    async uncount(keys) {
      try {
        await redis.eval(UNCOUNT, keys.length, ...keysOf(keys));
      } catch {
        // Left to end with its window.
      }
    },
    async clear(keys) {
      try {
        await redis.del(...keysOf(keys));
      } catch {
        // Left to end with their window.
      }
    },
  };
}
