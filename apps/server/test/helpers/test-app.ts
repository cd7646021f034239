import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { parseEnv, type Env } from '../../src/config/env';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './test-database';

export interface TestContext {
  app: App;
  database: Database;
  env: Env;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides });
}

/**
 * Builds the real app on a fresh migrated database for this test file, and closes both after.
 * The payment reconciler runs on its own only with `reconcileEveryMs` (tests call it directly).
 */
export function useTestApp(
  options: {
    env?: Record<string, string>;
    webDistDir?: string;
    reconcileEveryMs?: number;
    mailRetryBaseMs?: number;
  } = {},
) {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.env = testEnv(options.env);
    context.database = await createTestDatabase();
    context.app = await buildApp({
      env: context.env,
      database: context.database,
      ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
      ...(options.reconcileEveryMs ? { reconcileEveryMs: options.reconcileEveryMs } : {}),
      ...(options.mailRetryBaseMs !== undefined
        ? { mailRetryBaseMs: options.mailRetryBaseMs }
        : {}),
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
  });
  return context;
}
