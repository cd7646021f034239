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

/**
 * Adds `<link rel="modulepreload">` for some lazy route modules (their chunk and that chunk's
 * imports) to index.html. Without it the browser asks for the first screen's code only once the
 * app's bundle has run; with it both download at once. For Home, where most visits start (a
 * first visit elsewhere downloads its few KB without using them).
 */
function preloadRouteModules(sources: readonly string[]): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'bondhon:preload-route-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const importsOf = (fileName: string) =>
          chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [];
        const withImports = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of importsOf(fileName)) withImports(imported, into);
        };
        // The entry and its static imports: Vite preloads those itself.
        const loadedAnyway = new Set<string>();
        withImports(entry.fileName, loadedAnyway);
        const files = new Set<string>();
        for (const source of sources) {
          const routeChunk = chunks.find((chunk) => chunk.facadeModuleId === resolve(root, source));
          if (!routeChunk) throw new Error(`No chunk for the route module ${source}`);
          withImports(routeChunk.fileName, files);
        }
        return [...files]
          .filter((file) => !loadedAnyway.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
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
  plugins: [
    react(),
    tailwindcss(),
    preloadRouteModules(['src/app/routes/home.tsx']),
    precompress(),
  ],
  resolve: { alias: command === 'build' ? reactRouterProductionAliases() : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks and styles each module needs (bench/src/frontend.ts).
    manifest: true,
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
