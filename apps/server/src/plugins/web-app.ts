import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { languageOf, LANGUAGES, type Language } from '@bondhon/shared/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { TtlCache } from '../lib/ttl-cache';

type InLanguages = Record<Language, string>;

/** What the web build's renderer (dist/ssr, apps/web/src/prerender.tsx) offers the server. */
interface PageRenderer {
  renderPageWithData(
    path: string,
    language: Language,
    fetchJson: (url: string) => Promise<unknown>,
  ): Promise<{ head: string; body: string }>;
}

/** A page rendered with its data, as sent: its HTML and its compressed copies. */
export interface RenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** Where the rendered parts go in a page's shell (apps/web/scripts/prerender.ts). */
const HEAD_SLOT = '<!--page-head-->';
const BODY_SLOT = '<!--page-body-->';

/**
 * The pages the web build wrote (apps/web/scripts/prerender.ts), each in every language: Home
 * rendered ahead of time and the listing with its first data preloaded, at their own addresses;
 * the page every other address starts from. pages/pages.json names their files.
 */
function readBuiltPages(webDistDir: string): {
  pages: Map<string, InLanguages>;
  index: InLanguages;
  /** The shells of the pages rendered with their data for visitors (ADR 0033), by address. */
  shells: Map<string, InLanguages>;
  renderer: string | undefined;
} {
  const manifest = join(webDistDir, 'pages', 'pages.json');
  const index = Object.fromEntries(LANGUAGES.map((language) => [language, 'index.html']));
  if (!existsSync(manifest)) {
    return {
      pages: new Map(),
      index: index as InLanguages,
      shells: new Map(),
      renderer: undefined,
    };
  }
  const built = JSON.parse(readFileSync(manifest, 'utf8')) as {
    pages: Record<string, InLanguages>;
    index: InLanguages;
    rendered?: Record<string, InLanguages>;
    renderer?: string;
  };
  const shells = new Map(
    Object.entries(built.rendered ?? {}).map(([path, files]) => {
      const inLanguages = Object.fromEntries(
        LANGUAGES.map((language) => {
          const shell = readFileSync(join(webDistDir, files[language]), 'utf8');
          if (!shell.includes(HEAD_SLOT) || !shell.includes(BODY_SLOT)) {
            throw new Error(`${files[language]} has no ${HEAD_SLOT} or no ${BODY_SLOT}`);
          }
          return [language, shell];
        }),
      );
      return [path, inLanguages as InLanguages];
    }),
  );
  return {
    pages: new Map(Object.entries(built.pages)),
    index: built.index,
    shells,
    renderer: built.renderer,
  };
}

/**
 * How long a page waits for its Link header (a database query, usually answered from the public
 * cache): a slow or failing database must not hold the page, which is sent without it.
 */
const PAGE_LINK_WAIT_MS = 250;

/**
 * How long a page waits to be rendered with its data (answered from the public cache but for the
 * first render after a write or a start, which loads the renderer): past it, the built page goes,
 * and the render goes on for the next visitor.
 */
const PAGE_RENDER_WAIT_MS = 1000;

/** What `work` gives within `waitMs`, else null (also when it fails, which is logged). */
async function withinTime<T>(
  work: () => Promise<T>,
  waitMs: number,
  request: FastifyRequest,
  what: string,
): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([work(), timeout]);
  } catch (error) {
    request.log.debug({ err: error }, `page sent without ${what}`);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The best encoding of a rendered page the client accepts (a `q=0` refuses one). */
function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*/),
      )
      .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function sendRendered(reply: FastifyReply, page: RenderedPage, acceptEncoding?: string) {
  const encoding = encodingFor(acceptEncoding);
  reply.type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.html);
}

interface WebAppOptions {
  webDistDir: string;
  /**
   * A Link header for a built page, by its address (the listing's first photo, say), or null for
   * none. A page never waits for one longer than PAGE_LINK_WAIT_MS, nor fails for want of one.
   */
  pageLinks?: Partial<Record<string, () => Promise<string | null>>>;
  /**
   * Pages rendered with their data for visitors who are not signed in, kept by address and
   * language (the public cache's, emptied by any write). Without it no page is rendered.
   */
  renderedPages?: TtlCache<RenderedPage>;
}

/**
 * Serves the built single-page app: hashed assets cached for a year; for a page address, the page
 * the build wrote for it when there is one and the address has no query (a query such as the
 * listing's filters changes what the page shows and needs), else index.html, where the app renders
 * the page itself (client-side routes). Unknown /api paths stay JSON 404s. The web build writes
 * brotli and gzip copies beside each text file; a client that accepts one gets it.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { webDistDir, pageLinks = {}, renderedPages }) => {
    const hasBuild = existsSync(join(webDistDir, 'index.html'));
    const builtPages = readBuiltPages(webDistDir);
    const { renderer: rendererFile } = builtPages;

    // The renderer (React and the app's screens) loads with the first page it renders.
    let renderer: Promise<PageRenderer> | undefined;
    const loadRenderer = () =>
      (renderer ??= import(pathToFileURL(join(webDistDir, rendererFile ?? '')).href).then(
        (module: PageRenderer) => module,
      ));

    /** A page's data as the API answers a visitor: what the rendered page shows. */
    async function fetchJson(url: string): Promise<unknown> {
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) {
        throw new Error(`GET ${url} answered ${response.statusCode} while rendering a page`);
      }
      return response.json();
    }

    async function renderPage(path: string, language: Language): Promise<RenderedPage> {
      const shell = builtPages.shells.get(path)?.[language];
      if (!shell) throw new Error(`${path} has no shell in ${language}`);
      const { head, body } = await (
        await loadRenderer()
      ).renderPageWithData(path, language, fetchJson);
      // Functions as replacements: `$` in the data is kept as it is.
      const html = shell.replace(HEAD_SLOT, () => head).replace(BODY_SLOT, () => body);
      const [br, gzip] = await Promise.all([
        brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
        gzipped(html),
      ]);
      return { html, br, gzip };
    }
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The compressed copies are only sent in place of their originals, never as themselves.
        // Built pages are sent at their own addresses only.
        // The server's renderer (ssr/) is code for the server, never sent.
        globIgnore: ['**/*.br', '**/*.gz', 'pages/**', 'ssr/**'],
        // @fastify/static 10 passes the Fastify reply here.
        setHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
          reply.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const [path = '/', query] = request.url.split('?', 2);
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        path !== '/api' &&
        !path.startsWith('/api/');
      if (!wantsPage) throw AppError.notFound(`No such API route: ${request.method} ${path}`);
      if (!hasBuild) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build`.');
      }
      // The reader's choice (the switch's cookie), else the browser's languages (DESIGN D16): the
      // page arrives in it, so its first paint is never in the other language.
      const language = languageOf(request.headers.cookie, request.headers['accept-language']);
      const builtPage = query === undefined ? builtPages.pages.get(path) : undefined;
      const findLink = pageLinks[path];
      const link =
        builtPage && findLink
          ? await withinTime(findLink, PAGE_LINK_WAIT_MS, request, 'its Link header')
          : null;
      if (link) reply.header('link', link);
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
        .header('content-language', language);
      // A visitor who is not signed in gets the page with its data in it (ADR 0033); a member's
      // may differ from a visitor's, and comes from the API as the app runs.
      const rendersPage =
        builtPage &&
        renderedPages &&
        rendererFile &&
        request.method === 'GET' &&
        builtPages.shells.has(path) &&
        request.sessionToken() === null;
      if (rendersPage) {
        const rendered = await withinTime(
          () => renderedPages.get(`${language} ${path}`, () => renderPage(path, language)),
          PAGE_RENDER_WAIT_MS,
          request,
          'its data',
        );
        if (rendered) return sendRendered(reply, rendered, request.headers['accept-encoding']);
      }
      return reply.sendFile((builtPage ?? builtPages.index)[language]);
    });
  },
);
