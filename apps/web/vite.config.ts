import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { COMPRESSIBLE, precompressFile } from './build/precompress';

/** The API server that `npm run dev` starts beside Vite (apps/server, default port 3000). */
const API_ORIGIN = 'http://localhost:3000';

const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/media': { target: API_ORIGIN, changeOrigin: false },
};

/**
 * react-router's package exports name only its development build (no `production` condition),
 * so a build would ship its dev warnings and checks. The build takes `dist/production` instead;
 * `vite dev` and the tests keep the development build and its warnings.
 */
function reactRouterProductionAliases() {
  const packageDir = dirname(fileURLToPath(import.meta.resolve('react-router/package.json')));
  const replacement = join(packageDir, 'dist', 'production', 'index.mjs');
  if (!existsSync(replacement)) {
    throw new Error(`react-router's production build is not where expected: ${replacement}`);
  }
  return [{ find: /^react-router$/, replacement }];
}

/** Compressed copies of every text file of the build (build/precompress.ts). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bondhon:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // The prerender build (--ssr) writes code for Node, not files to serve.
      if (!existsSync(join(outDir, 'index.html'))) return;
      const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((file) => !file.startsWith(join(outDir, '.vite')));
      for (const file of files) await precompressFile(file);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProductionAliases() : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks and styles each module needs (bench/src/frontend.ts).
    manifest: true,
    // Source maps only when asked for (`WEB_SOURCEMAP=true npm run build`): for reading a trace
    // by our sources (npm run bench:tasks); a build to serve has none.
    sourcemap: process.env.WEB_SOURCEMAP === 'true',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every first visit runs, in two files instead of one per shared module: the
          // libraries (vendor), and the app's own code in the entry chunk. Fewer requests, and
          // gzip sees more at once (3 KB less for the home page). Code only lazy screens use
          // stays in their chunks.
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
