import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks and styles each module needs (bench/src/frontend.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Zod with our setting for it (src/lib/zod-config.ts) in one chunk: every schema is
            // built after that chunk has run, so none is built before the setting applies.
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-config\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
