import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Tests of a deployment on a PostgreSQL server run in the PostgreSQL pass only (npm test with
    // DATABASE_URL set); the embedded pass leaves them out rather than skipping them.
    exclude: process.env.DATABASE_URL ? [] : ['test/**/*.postgres.test.ts'],
    environment: 'node',
    pool: 'forks',
    globalSetup: ['test/support/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
