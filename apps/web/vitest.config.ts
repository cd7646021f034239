import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * react-router ships CommonJS and ES module builds. Under Vitest the app's `react-router` import
 * resolved to the CommonJS one and `react-router/dom` (the RouterProvider main.tsx uses) to the
 * ES one: two copies, two sets of contexts (remix-run/react-router#12785). Both use the ES build.
 */
const reactRouterEsm = fileURLToPath(import.meta.resolve('react-router'));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [{ find: /^react-router$/, replacement: reactRouterEsm }],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A file's first test loads the lazy route modules under jsdom: about a second on an idle
    // 2-core machine, several on a busy one. Each waitFor still gives up after its own second.
    testTimeout: 15_000,
  },
});
