import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves a core for itself, which on a 2-core machine (CI's) runs the files
    // one at a time; most of a file's time is spent waiting on its database, so two at a time
    // halve the run (about 500 s to 250 s on PGlite).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/shared', 'apps/server', 'apps/web', 'bench'],
  },
});
