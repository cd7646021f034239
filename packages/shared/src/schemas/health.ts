import { z } from 'zod';

/** GET /api/health and /api/health/ready: the instance, and what it depends on. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable', 'draining']),
  database: z.enum(['up', 'down']),
  /** Only when the instance is configured with Redis (REDIS_URL). */
  redis: z.enum(['up', 'down']).optional(),
});

/** GET /api/health/live: the process answers. */
export const livenessResponse = z.object({ status: z.literal('ok') });
