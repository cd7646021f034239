import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
} from '@bondhon/shared/languages';

const gzip = promisify(gzipCallback);

export interface SizePair {
  raw: number;
  gzip: number;
} // bytes

export interface RouteBundle {
  route: string; // the SPA path, e.g. '/', '/matremony/allData', '/details/:id'
  js: SizePair; // all JS needed to render that route on a first visit
  css: SizePair; // likewise CSS
  files: string[]; // the asset files counted
}

/**
 * Each SPA route and the lazy route modules (Vite manifest `src` keys, relative to apps/web) it
 * needs on a first visit, parents first: a dashboard page also loads the dashboard layout. Keep
 * in step with apps/web/src/app/router.tsx; a module missing from the manifest is an error.
 */
const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/app/routes/home.tsx'],
  '/signup': ['src/app/routes/sign-up.tsx'],
  '/signin': ['src/app/routes/sign-in.tsx'],
  '/matremony/allData': ['src/app/routes/biodata-listing.tsx'],
  '/details/:id': ['src/app/routes/biodata-details.tsx'],
  '/dashboard/admin/adminDashBoard': [
    'src/app/routes/dashboard.tsx',
    'src/app/routes/admin-overview.tsx',
  ],
  '/dashboard/admin/manageUsers': [
    'src/app/routes/dashboard.tsx',
    'src/app/routes/manage-users.tsx',
  ],
  '/dashboard/admin/approvedContactRequest': [
    'src/app/routes/dashboard.tsx',
    'src/app/routes/approve-contact-requests.tsx',
  ],
  '/dashboard/admin/approvedPremium': [
    'src/app/routes/dashboard.tsx',
    'src/app/routes/approve-premium-requests.tsx',
  ],
  '/dashboard/admin/reviewQueue': [
    'src/app/routes/dashboard.tsx',
    'src/app/routes/review-queue.tsx',
  ],
  '/dashboard/admin/reports': ['src/app/routes/dashboard.tsx', 'src/app/routes/admin-reports.tsx'],
  '/dashboard/customer/viewbioData': [
    'src/app/routes/dashboard.tsx',
    'src/app/routes/view-biodata.tsx',
  ],
  '/dashboard/customer/contactRequest': [
    'src/app/routes/dashboard.tsx',
    'src/app/routes/contact-requests.tsx',
  ],
  '/dashboard/customer/favorites': ['src/app/routes/dashboard.tsx', 'src/app/routes/favorites.tsx'],
  '/dashboard/customer/editBioData': [
    'src/app/routes/dashboard.tsx',
    'src/app/routes/edit-biodata.tsx',
  ],
  '/dashboard/customer/matches': ['src/app/routes/dashboard.tsx', 'src/app/routes/matches.tsx'],
  '/dashboard/customer/blocked': [
    'src/app/routes/dashboard.tsx',
    'src/app/routes/blocked-members.tsx',
  ],
  '/dashboard/customer/notifications': [
    'src/app/routes/dashboard.tsx',
    'src/app/routes/notifications.tsx',
  ],
  '/dashboard/customer/account': [
    'src/app/routes/dashboard.tsx',
    'src/app/routes/account-settings.tsx',
  ],
  '/dashboard/admin/auditLog': ['src/app/routes/dashboard.tsx', 'src/app/routes/audit-log.tsx'],
  '/forgot-password': ['src/app/routes/forgot-password.tsx'],
  '/reset-password': ['src/app/routes/reset-password.tsx'],
  '/email-verified': ['src/app/routes/email-verified.tsx'],
  '*': ['src/app/routes/not-found.tsx'],
};

/**
 * Catalogues the app loads once the page is idle after its first paint (apps/web/src/main.tsx),
 * not before it renders: the words of refusals' error codes.
 */
const AFTER_PAINT_CATALOGUES = /(^|\/)locales\/\w+-error-codes\.json$/;

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What each route downloads on a first visit: the entry chunk with its static imports, plus the
 * route's lazy modules with theirs (transitively), JS and CSS, raw and gzip (level 9). Lazy
 * imports inside those modules (a slider, dialogs, a payment form) are not counted: they load
 * only when needed.
 */
export async function measureRouteBundles(webDistDir: string): Promise<RouteBundle[]> {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(
      `Cannot read the Vite manifest at ${manifestPath} (build.manifest in apps/web/vite.config.ts; run \`npm run build\`).`,
      { cause: error },
    );
  }

  // The chunks index.html loads itself: its module scripts (the build's entry, split in groups).
  const indexHtml = await readFile(join(webDistDir, 'index.html'), 'utf8');
  const entryKeys = [...indexHtml.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map(
    ([, file]) => {
      const key = Object.keys(manifest).find((name) => manifest[name]?.file === file);
      if (!key) throw new Error(`index.html loads ${file}, which ${manifestPath} does not list`);
      return key;
    },
  );
  if (entryKeys.length === 0) throw new Error(`${webDistDir}/index.html loads no module script.`);
  const missing = [...new Set(Object.values(ROUTE_MODULES).flat())].filter(
    (source) => !manifest[source],
  );
  if (missing.length > 0) {
    throw new Error(
      `Route modules missing from the Vite manifest (${manifestPath}): ${missing.join(', ')}. ` +
        'Update ROUTE_MODULES in bench/src/frontend.ts to match apps/web/src/app/router.tsx.',
    );
  }

  const sizes = new Map<string, Promise<SizePair>>();
  const sizeOf = (file: string): Promise<SizePair> => {
    let size = sizes.get(file);
    if (!size) {
      size = readFile(join(webDistDir, file)).then(async (content) => ({
        raw: content.byteLength,
        gzip: (await gzip(content, { level: zlibConstants.Z_BEST_COMPRESSION })).byteLength,
      }));
      sizes.set(file, size);
    }
    return size;
  };

  const bundles: RouteBundle[] = [];
  for (const language of LANGUAGES) {
    // A language's strings: its catalogues (locales/<language>.json, locales/<language>-*.json),
    // which the code loads before it renders; but for those it loads once the page is idle after
    // its first paint (AFTER_PAINT_CATALOGUES).
    const catalogue = new RegExp(`(^|/)locales/${language}(-[\\w-]+)?\\.json$`);
    for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
      const files = new Set<string>();
      const visited = new Set<string>();
      const visit = (key: string) => {
        if (visited.has(key)) return;
        visited.add(key);
        const chunk = manifest[key];
        if (!chunk) throw new Error(`The Vite manifest names a chunk it does not list: ${key}`);
        files.add(chunk.file);
        for (const css of chunk.css ?? []) files.add(css);
        for (const imported of chunk.imports ?? []) visit(imported);
        for (const imported of chunk.dynamicImports ?? []) {
          if (catalogue.test(imported) && !AFTER_PAINT_CATALOGUES.test(imported)) visit(imported);
        }
      };
      for (const key of [...entryKeys, ...modules]) visit(key);

      const js: SizePair = { raw: 0, gzip: 0 };
      const css: SizePair = { raw: 0, gzip: 0 };
      const counted = [...files].filter((file) => file.endsWith('.js') || file.endsWith('.css'));
      for (const file of counted) {
        const size = await sizeOf(file);
        const total = file.endsWith('.css') ? css : js;
        total.raw += size.raw;
        total.gzip += size.gzip;
      }
      bundles.push({ route: pageLabel(route, language), js, css, files: counted.sort() });
    }
  }
  return bundles;
}

/** A font file of the build. */
export interface FontFile {
  file: string;
  bytes: number;
}

/** The build's font files (dist/assets/*.woff2) and their sizes. */
export async function measureFonts(webDistDir: string): Promise<FontFile[]> {
  const assets = await readdir(join(webDistDir, 'assets'));
  const fonts = assets.filter((file) => file.endsWith('.woff2')).sort();
  return Promise.all(
    fonts.map(async (file) => ({
      file: `assets/${file}`,
      bytes: (await stat(join(webDistDir, 'assets', file))).size,
    })),
  );
}

/** A page or route in a language as the report names it: `/`, `/ [bn]`. */
export function pageLabel(path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? path : `${path} [${language}]`;
}

/** `/ [bn]` → the path and the language. */
export function parsePageLabel(label: string): { path: string; language: Language } {
  const match = /^(\S+)(?: \[(\w+)\])?$/.exec(label.trim());
  const language = (match?.[2] ?? DEFAULT_LANGUAGE) as Language;
  if (!match?.[1] || !LANGUAGES.includes(language)) {
    throw new Error(`Not a page: ${label} (a path, then optionally [${LANGUAGES.join('|')}])`);
  }
  return { path: match[1], language };
}

/** One Lighthouse run on one page. */
export interface LighthouseRun {
  url: string;
  /** The language the page was asked for in (the language cookie). */
  language: Language;
  performance: number;
  accessibility: number;
  bestPractices: number; // 0-100
  metrics: {
    fcpMs: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    speedIndexMs: number;
    /** Main-thread work (audit mainthread-work-breakdown): the CPU time the page costs. */
    mainThreadMs: number;
  };
  /**
   * Lighthouse's measure of how fast this machine was when it ran (lhr.environment): runs on a
   * busier hour score lower, and this says so.
   */
  benchmarkIndex: number;
  /** titles of failed audits with score < 0.9 in those three categories, for diagnosis */
  failedAudits: string[];
}

/**
 * A page's Lighthouse figures over several runs: each figure the median of its runs, taken
 * separately (medianOfLighthouseRuns in report.ts), with every run's judged figures kept.
 */
export interface LighthouseResult extends LighthouseRun {
  runs: Array<{
    performance: number;
    tbtMs: number;
    mainThreadMs: number;
    benchmarkIndex: number;
  }>;
  benchmarkIndexRange: { min: number; max: number };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** Flags that let Chromium run headless as root in a container. */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/**
 * One Lighthouse 12 run with its default configuration (mobile emulation, simulated
 * throttling) on the performance, accessibility and best-practices categories.
 */
export async function runLighthouse(options: {
  url: string;
  language: Language;
  chromiumPath: string;
}): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: options.chromiumPath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(options.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // The reader's choice, as the switch leaves it: the server sends the page in it.
      extraHeaders: { Cookie: `${LANGUAGE_COOKIE}=${options.language}` },
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${options.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${options.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }

    const categoryScore = (id: (typeof CATEGORIES)[number]): number => {
      const score = lhr.categories[id]?.score;
      if (score === null || score === undefined) {
        throw new Error(`Lighthouse gave no ${id} score for ${options.url}`);
      }
      return Math.round(score * 100);
    };
    const metric = (id: string): number => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse gave no ${id} value for ${options.url}`);
      return value;
    };

    const failedAudits = new Set<string>();
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (audit && audit.score !== null && audit.score < 0.9) failedAudits.add(audit.title);
      }
    }

    return {
      url: lhr.finalDisplayedUrl,
      language: options.language,
      performance: categoryScore('performance'),
      accessibility: categoryScore('accessibility'),
      bestPractices: categoryScore('best-practices'),
      metrics: {
        fcpMs: Math.round(metric('first-contentful-paint')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
        speedIndexMs: Math.round(metric('speed-index')),
        mainThreadMs: Math.round(metric('mainthread-work-breakdown')),
      },
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failedAudits: [...failedAudits],
    };
  } finally {
    chrome.kill();
  }
}
