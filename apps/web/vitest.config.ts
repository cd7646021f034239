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
    // 2-core machine, several on a busy one, and a long form test types for seconds more. Each
    // wait still gives up after its own ten seconds (src/test/setup.ts).
    testTimeout: 60_000,
  },
});
