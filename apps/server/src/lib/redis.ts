import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a rate-limit check may wait for Redis before it is skipped (fail open). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How often at most an unreachable Redis is logged while it stays unreachable. */
const WARNING_INTERVAL_MS = 60_000;

/**
 * The Redis client the rate limiter keeps its counters in, connected (or given up on) before it is
 * answered. Tuned so that an unreachable or stuck Redis never holds a request: while it is not
 * connected a command fails at once (no offline queue; the caller then skips the check), a
 * connected Redis that stops answering costs at most REDIS_COMMAND_TIMEOUT_MS, and reconnection is
 * tried at most a second apart. Connection errors are logged as warnings, at most once a minute
 * while they last, and the recovery once.
 */
export async function connectRedisClient(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  });
  let lastWarningAt = 0;
  let isFailing = false;
  redis.on('error', (error: Error) => {
    isFailing = true;
    if (Date.now() - lastWarningAt < WARNING_INTERVAL_MS) return;
    lastWarningAt = Date.now();
    log.warn(
      { err: error },
      'Redis is unreachable: rate limits are not counted until it is back (requests are let through)',
    );
  });
  redis.on('ready', () => {
    if (!isFailing) return;
    isFailing = false;
    lastWarningAt = 0;
    log.info('Redis is reachable again: rate limits are counted again');
  });
  // The first answer: connected, refused, or no answer within the connect timeout.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 1000);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return redis;
}

/** Closes the client: politely when connected, at once (no more reconnecting) otherwise. */
export async function closeRedisClient(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Fall through to a hard disconnect.
    }
  }
  redis.disconnect();
}
