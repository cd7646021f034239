// The last step of the web build (`npm run build -w @bondhon/web`), after the app's build and the
// prerender build (`vite build --ssr src/prerender.tsx`, in .prerender/):
// - writes each page of BUILT_PAGES to dist/pages/ (Home rendered to HTML, the others with an
//   empty #root), with the pages.json the server reads to send them at their addresses;
// - gives every HTML file `<link rel="modulepreload">` for its first screen's code (Home's for
//   index.html, where the other visits start), and a built page preloads for the API calls its
//   largest paint waits for, so both download with the app's bundle instead of after it has run;
// - compresses what it wrote, and removes .prerender/.
process.env.NODE_ENV ??= 'production';

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompressFile } from '../build/precompress';
import type * as PrerenderEntry from '../src/prerender';

const WEB_ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const DIST = join(WEB_ROOT, 'dist');
const PRERENDER_BUILD = join(WEB_ROOT, '.prerender');
const HOME_ROUTE_MODULE = 'src/app/routes/home.tsx';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

const { BUILT_PAGES, renderPage } = (await import(
  pathToFileURL(join(PRERENDER_BUILD, 'prerender.js')).href
)) as typeof PrerenderEntry;
const manifest = JSON.parse(await readFile(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

/** A manifest entry's chunk file and, recursively, those of its static imports. */
function chunkFiles(key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry) throw new Error(`The build's manifest has no ${key}`);
  if (into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) chunkFiles(imported, into);
  return into;
}

/** Tags for a route module's code and styles, besides what the entry (index.html) loads. */
function routeModuleTags(routeModule: string): string {
  const loadedAnyway = chunkFiles('index.html');
  const scripts = [...chunkFiles(routeModule)].filter((file) => !loadedAnyway.has(file));
  const styles = manifest[routeModule]?.css ?? [];
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('');
}

function withHead(html: string, tags: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `${tags}</head>`);
}

const template = await readFile(join(DIST, 'index.html'), 'utf8');
const written: string[] = [];

await writeFile(join(DIST, 'index.html'), withHead(template, routeModuleTags(HOME_ROUTE_MODULE)));
written.push(join(DIST, 'index.html'));

await mkdir(join(DIST, 'pages'), { recursive: true });
const pages: Record<string, string> = {};
for (const page of BUILT_PAGES) {
  const { markup, title } = await renderPage(page);
  // React puts the resource hints it hoists (the first slide's preload) first: they go in the head.
  const [, hoisted = '', body = markup] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(markup) ?? [];
  if (!template.includes('<div id="root"></div>') || !template.includes('<title>')) {
    throw new Error('index.html has no empty #root or no <title>');
  }
  // Fetched as the app will fetch them (with the session cookie), so the app's call takes the
  // answer instead of asking again.
  const dataPreloads = page
    .dataUrls()
    .map(
      (url) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}">`,
    )
    .join('');
  let html = withHead(template, hoisted + dataPreloads + routeModuleTags(page.routeModule))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (page.prerender) {
    // The page shows without its code, which only makes it interactive: the stylesheet and the
    // pictures come first, the code after (fetch priority), as the browser would for any
    // deferred script it knew was not needed to paint.
    html = html
      .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
      .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  }
  const file = join(DIST, 'pages', page.file);
  await writeFile(file, html);
  written.push(file);
  pages[page.path] = page.file;
}
await writeFile(join(DIST, 'pages', 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);

for (const file of written) await precompressFile(file);
await rm(PRERENDER_BUILD, { recursive: true, force: true });
const builtList = BUILT_PAGES.map(({ path, prerender }) =>
  prerender ? `${path} (prerendered)` : path,
);
process.stdout.write(`Built pages: ${builtList.join(', ')}\n`);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
