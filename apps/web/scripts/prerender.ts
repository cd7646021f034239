// The last step of the web build (`npm run build -w @bondhon/web`), after the app's build and the
// prerender build (`vite build --ssr src/prerender.tsx`, in .prerender/):
// - writes each page of BUILT_PAGES in each language to dist/pages/ (Home rendered to HTML, the
//   others with an empty #root), and index.html's page in each language (where the other visits
//   start), with the pages.json the server reads to send them at their addresses;
// - gives every HTML file `<link rel="modulepreload">` for its first screen's code and for its
//   language's strings (Home's for the index page), and a built page preloads for the API calls
//   its largest paint waits for, so they download with the app's bundle instead of after it has
//   run;
// - writes, for a page the server renders with its data for visitors (ADR 0033), a shell per
//   language with slots for the rendered head and #root;
// - compresses what it wrote, and keeps the prerender build as dist/ssr/ for the server.
process.env.NODE_ENV ??= 'production';

import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, type Language, TEXT_DIRECTION } from '@bondhon/shared/languages';
import { precompressFile } from '../build/precompress';
import type * as PrerenderEntry from '../src/prerender';

const WEB_ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const DIST = join(WEB_ROOT, 'dist');
const PRERENDER_BUILD = join(WEB_ROOT, '.prerender');
const HOME_ROUTE_MODULE = 'src/app/routes/home.tsx';
/** The prerender build's entry, as the server finds it in dist/. */
const SSR_MODULE = 'ssr/prerender.js';

type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

const { BUILT_PAGES, renderPage, splitHoisted } = (await import(
  pathToFileURL(join(PRERENDER_BUILD, 'prerender.js')).href
)) as typeof PrerenderEntry;
const manifest = JSON.parse(await readFile(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const template = await readFile(join(DIST, 'index.html'), 'utf8');

/** The manifest keys of the chunks index.html loads itself (its module scripts). */
const entryKeys = [...template.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map(
  ([, file]) => {
    const key = Object.keys(manifest).find((name) => manifest[name]?.file === file);
    if (!key) throw new Error(`index.html loads ${file}, which the build's manifest does not list`);
    return key;
  },
);
if (entryKeys.length === 0) throw new Error('index.html loads no module script');

/** Manifest entries' keys and, recursively, those of their static imports. */
function chunkKeys(keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const entry = manifest[key];
    if (!entry) throw new Error(`The build's manifest has no ${key}`);
    if (into.has(key)) continue;
    into.add(key);
    chunkKeys(entry.imports ?? [], into);
  }
  return into;
}
const fileOf = (key: string) => manifest[key]?.file ?? '';

/**
 * The strings in a language that these chunks load before they render: the catalogues they import
 * (locales/<language>.json, locales/<language>-<part>.json), with what those import.
 */
function catalogueKeys(keys: Set<string>, language: Language): Set<string> {
  const catalogue = new RegExp(`(^|/)locales/${language}(-[\\w-]+)?\\.json$`);
  const catalogues = [...keys].flatMap((key) =>
    (manifest[key]?.dynamicImports ?? []).filter((imported) => catalogue.test(imported)),
  );
  return chunkKeys(catalogues);
}

/** Tags for a route module's code, styles and strings, besides what index.html loads itself. */
function pageTags(routeModule: string, language: Language): string {
  const loadedAnyway = new Set([...chunkKeys(entryKeys)].map(fileOf));
  const code = chunkKeys([...entryKeys, routeModule]);
  const scripts = [...code, ...catalogueKeys(code, language)]
    .map(fileOf)
    .filter((file) => !loadedAnyway.has(file));
  const styles = manifest[routeModule]?.css ?? [];
  return [
    ...[...new Set(scripts)].map(
      (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
    ),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('');
}

/** The Unicode block of each language written in a script of its own, as @font-face names it. */
const SCRIPT_RANGES: Partial<Record<Language, string>> = { bn: 'U+980-9FE' };

/**
 * Preloads for the faces that draw a language's own script (the Bengali fonts, ADR 0020), read
 * from the stylesheets index.html links: a page in that language shows its text in them at once,
 * and a font found only once the stylesheet has been applied and the text laid out would arrive
 * late, 117 KB behind everything else on a slow link (ADR 0021). None for English: its text is in
 * the system fonts.
 */
async function fontPreloads(language: Language): Promise<string> {
  const range = SCRIPT_RANGES[language];
  if (!range) return '';
  const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)];
  const fonts = new Set<string>();
  for (const [, file] of stylesheets) {
    const css = await readFile(join(DIST, file ?? ''), 'utf8');
    for (const [face = ''] of css.matchAll(/@font-face\{[^}]*\}/g)) {
      if (!face.includes(`unicode-range:${range}`) && !face.includes(`,${range}`)) continue;
      const url = /url\(([^)]+\.woff2)\)/.exec(face)?.[1];
      if (url) fonts.add(url.replace(/^["']|["']$/g, ''));
    }
  }
  if (fonts.size === 0) throw new Error(`No @font-face for ${language} (${range}) in the styles`);
  return [...fonts]
    .map(
      (url) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(url)}">`,
    )
    .join('');
}

const MODULE_SCRIPT = /<script type="module"[^>]* src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]* href="([^"]+)">/g;

/**
 * A rendered page's code, started once the page has painted (ADR 0033): its HTML already shows
 * what the visitor came for, so the image it shows and the stylesheet get the connection to
 * themselves, and the code follows, to make the page interactive. A boot script (assets/, named
 * by its content) stands for the page's module scripts and preloads; the browser runs it after
 * parsing the page, and it asks for the code once the page's first text or picture is painted (a
 * Bengali page's waits for its fonts; the next frame did not), or after a second, for a page in a
 * tab that does not paint: the module scripts first, then each preload, one a task. Starting a
 * download can wait on the browser's other processes, busy with the page's pictures and fonts
 * just then (4–16 ms for one `<link>` of twenty, seen on this machine): twenty in one task made it
 * the longest of a slow hour's start-up.
 */
async function withCodeAfterPaint(html: string, name: string): Promise<string> {
  const modules = [...html.matchAll(MODULE_SCRIPT)].map(([, src]) => src);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  if (modules.length === 0) throw new Error(`The ${name} page has no module script`);
  // The module scripts in the order the page would run them: the runtime and the libraries, then
  // the app's entry, which imports them.
  const entry = modules.at(-1);
  const libraries = modules.slice(0, -1);
  const code =
    `// The page's code, once it has painted (ADR 0033): one download started a task, and the\n` +
    `// libraries run in a task of their own before the app.\n` +
    `const libraries = ${JSON.stringify(libraries)};\n` +
    `const entry = ${JSON.stringify(entry)};\n` +
    `const preloads = ${JSON.stringify([entry, ...preloads])};\n` +
    `function preload(href) {\n` +
    `  const link = document.createElement('link');\n` +
    `  link.rel = 'modulepreload';\n` +
    `  link.crossOrigin = '';\n` +
    `  link.href = href;\n` +
    `  document.head.append(link);\n` +
    `}\n` +
    `let librariesRun = Promise.resolve();\n` +
    `const steps = [\n` +
    `  () => void (librariesRun = Promise.allSettled(libraries.map((src) => import(src)))),\n` +
    `  ...preloads.map((href) => () => preload(href)),\n` +
    `];\n` +
    `// A message to itself: a task of its own each, without setTimeout's 4 ms from the fifth on.\n` +
    `// Then the app, its code preloaded, once the libraries have run.\n` +
    `const channel = new MessageChannel();\n` +
    `channel.port1.onmessage = () => {\n` +
    `  steps.shift()?.();\n` +
    `  if (steps.length > 0) channel.port2.postMessage(null);\n` +
    `  else void librariesRun.then(() => setTimeout(() => import(entry), 0));\n` +
    `};\n` +
    `let isStarted = false;\n` +
    `function start() {\n` +
    `  if (isStarted) return;\n` +
    `  isStarted = true;\n` +
    `  channel.port2.postMessage(null);\n` +
    `}\n` +
    `// After the first contentful paint (a Bengali page's waits for its fonts), where the browser\n` +
    `// reports it; else at the next frame.\n` +
    `if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {\n` +
    `  new PerformanceObserver((entries, observer) => {\n` +
    `    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;\n` +
    `    observer.disconnect();\n` +
    `    setTimeout(start, 0);\n` +
    `  }).observe({ type: 'paint', buffered: true });\n` +
    `} else {\n` +
    `  requestAnimationFrame(() => setTimeout(start, 0));\n` +
    `}\n` +
    `setTimeout(start, 1000);\n`;
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const file = `assets/boot-${name}-${hash}.js`;
  await writeOutput(file, code);
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `<script type="module" crossorigin src="/${file}"></script></body>`);
}

function withHead(html: string, tags: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `${tags}</head>`);
}

/**
 * The template in a language: `<html lang dir>`, title and description. The direction comes with
 * the page: set by the app instead (lib/i18n.ts), it restyled every element of a page already
 * drawn (a 28 ms task on the listing, on a slow hour's host).
 */
function inLanguage(
  html: string,
  language: Language,
  { title, description }: { title: string; description: string },
): string {
  if (
    !/<html lang="[^"]*">/.test(html) ||
    !/<meta\s+name="description"\s+content="[^"]*"/.test(html)
  ) {
    throw new Error('index.html has no <html lang> or no description');
  }
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${language}" dir="${TEXT_DIRECTION[language]}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/,
      (_match, start: string) => `${start}${escapeHtml(description)}"`,
    );
}

if (!template.includes('<div id="root"></div>') || !template.includes('<title>')) {
  throw new Error('index.html has no empty #root or no <title>');
}
await mkdir(join(DIST, 'pages'), { recursive: true });
const written: string[] = [];
/**
 * pages.json: each built page's file per language; index.html's page per language; for a page the
 * server renders with its data for visitors (ADR 0033), its shell per language, and the module
 * that renders it (the prerender build, kept in dist/ssr, which is never served).
 */
const pages: {
  pages: Record<string, Record<Language, string>>;
  index: Record<Language, string>;
  rendered: Record<string, Record<Language, string>>;
  renderer: string;
} = { pages: {}, index: {} as Record<Language, string>, rendered: {}, renderer: SSR_MODULE };

/** Where a rendered page's parts go in its shell (apps/server/src/plugins/web-app.ts). */
const HEAD_SLOT = '<!--page-head-->';
const BODY_SLOT = '<!--page-body-->';

async function writeOutput(file: string, html: string) {
  await writeFile(join(DIST, file), html);
  written.push(join(DIST, file));
}

const inPageFiles = (into: Record<string, Record<Language, string>>, path: string) =>
  (into[path] ??= {} as Record<Language, string>);

for (const language of LANGUAGES) {
  const fonts = await fontPreloads(language);
  for (const page of BUILT_PAGES) {
    const { markup, title, description } = await renderPage(page, language);
    const { hoisted, body } = splitHoisted(markup);
    // The CSP runs no inline script: a page that needs one would be broken in the browser.
    if (/<script(?![^>]*\bsrc=)[^>]*>/.test(body)) {
      throw new Error(`The ${language} ${page.path} page was rendered with an inline script`);
    }
    // Fetched as the app will fetch them (with the session cookie), so the app's call takes the
    // answer instead of asking again.
    const data = page.data();
    const dataPreloads = data
      .map(
        ({ url }) =>
          `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}">`,
      )
      .join('');
    const pageHtml = (head: string, root: string) => {
      let html = withHead(
        inLanguage(template, language, { title, description }),
        head + fonts + pageTags(page.routeModule, language),
      ).replace('<div id="root"></div>', `<div id="root">${root}</div>`);
      if (page.prerender) {
        // The page shows without its code, which only makes it interactive: the stylesheet and
        // the pictures come first, the code after (fetch priority), as the browser would for any
        // deferred script it knew was not needed to paint.
        html = html
          .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
          .replaceAll(
            '<link rel="modulepreload" ',
            '<link rel="modulepreload" fetchpriority="low" ',
          );
      }
      return html;
    };
    const name = `${page.file.replace(/\.html$/, '')}-${language}`;
    const file = `pages/${page.file.replace(/\.html$/, `.${language}.html`)}`;
    const built = pageHtml(hoisted + dataPreloads, body);
    // A page whose HTML is all it shows (Home) paints without its code; the listing's built page
    // waits for its code to draw its cards.
    const isWhole = page.prerender && data.length === 0;
    await writeOutput(file, isWhole ? await withCodeAfterPaint(built, name) : built);
    inPageFiles(pages.pages, page.path)[language] = file;
    if (page.prerender && data.length > 0) {
      // The data comes in the page: no preload of it, and React's hints come with the markup.
      const shell = `pages/${page.file.replace(/\.html$/, `.${language}.shell.html`)}`;
      await writeOutput(shell, await withCodeAfterPaint(pageHtml(HEAD_SLOT, BODY_SLOT), name));
      inPageFiles(pages.rendered, page.path)[language] = shell;
    }
  }

  // Where every other address starts: Home's code is the likeliest next screen.
  const home = BUILT_PAGES.find((page) => page.routeModule === HOME_ROUTE_MODULE);
  if (!home) throw new Error('BUILT_PAGES has no home page');
  const { appName, description } = await renderPage({ ...home, prerender: false }, language);
  const index = withHead(
    inLanguage(template, language, { title: appName, description }),
    fonts + pageTags(HOME_ROUTE_MODULE, language),
  );
  const indexFile = `pages/index.${language}.html`;
  await writeOutput(indexFile, index);
  pages.index[language] = indexFile;
}
await writeFile(join(DIST, 'pages', 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);

// Shells are filled in for each request, never sent as they are: no compressed copies.
for (const file of written.filter((path) => !path.endsWith('.shell.html'))) {
  await precompressFile(file);
}
await rm(join(DIST, SSR_MODULE, '..'), { recursive: true, force: true });
await rename(PRERENDER_BUILD, join(DIST, SSR_MODULE, '..'));
const builtList = BUILT_PAGES.map(({ path, prerender }) =>
  prerender ? `${path} (prerendered)` : path,
);
process.stdout.write(`Built pages, in ${LANGUAGES.join(' and ')}: ${builtList.join(', ')}\n`);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
