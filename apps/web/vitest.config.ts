import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
