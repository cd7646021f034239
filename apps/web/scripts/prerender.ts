// The last step of the web build (`npm run build -w @bondhon/web`), after the app's build and the
// prerender build (`vite build --ssr src/prerender.tsx`, in .prerender/):
// - writes each page of BUILT_PAGES in each language to dist/pages/ (Home rendered to HTML, the
//   others with an empty #root), and index.html's page in each language (where the other visits
//   start), with the pages.json the server reads to send them at their addresses;
// - gives every HTML file `<link rel="modulepreload">` for its first screen's code and for its
//   language's strings (Home's for the index page), and a built page preloads for the API calls
//   its largest paint waits for, so they download with the app's bundle instead of after it has
//   run;
// - compresses what it wrote, and removes .prerender/.
process.env.NODE_ENV ??= 'production';

import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '@bondhon/shared/languages';
import { precompressFile } from '../build/precompress';
import type * as PrerenderEntry from '../src/prerender';

const WEB_ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const DIST = join(WEB_ROOT, 'dist');
const PRERENDER_BUILD = join(WEB_ROOT, '.prerender');
const HOME_ROUTE_MODULE = 'src/app/routes/home.tsx';

type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

const { BUILT_PAGES, renderPage } = (await import(
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

function withHead(html: string, tags: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `${tags}</head>`);
}

/** The template in a language: `<html lang>`, title and description. */
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
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
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
/** pages.json: each built page's file per language, and index.html's page per language. */
const pages: { pages: Record<string, Record<Language, string>>; index: Record<Language, string> } =
  { pages: {}, index: {} as Record<Language, string> };

for (const language of LANGUAGES) {
  const fonts = await fontPreloads(language);
  for (const page of BUILT_PAGES) {
    const { markup, title, description } = await renderPage(page, language);
    // React puts the resource hints it hoists (the first slide's preload) first: they go in the head.
    const [, hoisted = '', body = markup] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(markup) ?? [];
    // The CSP runs no inline script: a page that needs one would be broken in the browser.
    if (/<script(?![^>]*\bsrc=)[^>]*>/.test(body)) {
      throw new Error(`The ${language} ${page.path} page was rendered with an inline script`);
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
    let html = withHead(
      inLanguage(template, language, { title, description }),
      hoisted + fonts + dataPreloads + pageTags(page.routeModule, language),
    ).replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    if (page.prerender) {
      // The page shows without its code, which only makes it interactive: the stylesheet and the
      // pictures come first, the code after (fetch priority), as the browser would for any
      // deferred script it knew was not needed to paint.
      html = html
        .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
        .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
    }
    const file = `pages/${page.file.replace(/\.html$/, `.${language}.html`)}`;
    await writeFile(join(DIST, file), html);
    written.push(join(DIST, file));
    pages.pages[page.path] = { ...pages.pages[page.path], [language]: file } as Record<
      Language,
      string
    >;
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
  await writeFile(join(DIST, indexFile), index);
  written.push(join(DIST, indexFile));
  pages.index[language] = indexFile;
}
await writeFile(join(DIST, 'pages', 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);

for (const file of written) await precompressFile(file);
await rm(PRERENDER_BUILD, { recursive: true, force: true });
const builtList = BUILT_PAGES.map(({ path, prerender }) =>
  prerender ? `${path} (prerendered)` : path,
);
process.stdout.write(`Built pages, in ${LANGUAGES.join(' and ')}: ${builtList.join(', ')}\n`);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
