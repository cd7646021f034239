import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    globalSetup: ['test/support/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
