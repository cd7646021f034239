import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server that `npm run dev` starts beside Vite (apps/server, default port 3000). */
const API_ORIGIN = 'http://localhost:3000';

const proxy = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/media': { target: API_ORIGIN, changeOrigin: false },
};

/**
 * react-router's package exports name only its development build (no `production` condition),
 * so a build would ship its dev warnings and checks. The build takes `dist/production` instead;
 * `vite dev` and the tests keep the development build and its warnings. Both entry points
 * import the same shared chunks there, so the app still gets one copy of the router.
 */
function reactRouterProductionAliases() {
  const packageDir = dirname(fileURLToPath(import.meta.resolve('react-router/package.json')));
  return [
    { find: /^react-router$/, file: 'index.mjs' },
    { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
  ].map(({ find, file }) => {
    const replacement = join(packageDir, 'dist', 'production', file);
    if (!existsSync(replacement)) {
      throw new Error(`react-router's production build is not where expected: ${replacement}`);
    }
    return { find, replacement };
  });
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a gzip (.gz) and a brotli (.br) copy beside every text file of the build, at the
 * strongest settings, so the server sends them compressed without compressing per request
 * (@fastify/static `preCompressed`). A copy that would not be smaller is left out.
 */
function precompress(): Plugin {
  let outDir = '';
  const gzipAsync = promisify(gzip);
  const brotliAsync = promisify(brotliCompress);

  async function filesIn(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !file.startsWith(join(dir, '.vite')));
  }

  return {
    name: 'bondhon:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await filesIn(outDir)) {
        const content = await readFile(file);
        const [gzipped, brotli] = await Promise.all([
          gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
          brotliAsync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
            },
          }),
        ]);
        if (gzipped.byteLength < content.byteLength) await writeFile(`${file}.gz`, gzipped);
        if (brotli.byteLength < content.byteLength) await writeFile(`${file}.br`, brotli);
      }
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
  },
  server: { proxy },
  preview: { proxy },
}));
