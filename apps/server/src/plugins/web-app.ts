import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { languageOf, LANGUAGES, type Language } from '@bondhon/shared/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

type InLanguages = Record<Language, string>;

/**
 * The pages the web build wrote (apps/web/scripts/prerender.ts), each in every language: Home
 * rendered ahead of time and the listing with its first data preloaded, at their own addresses;
 * the page every other address starts from. pages/pages.json names their files.
 */
function readBuiltPages(webDistDir: string): {
  pages: Map<string, InLanguages>;
  index: InLanguages;
} {
  const manifest = join(webDistDir, 'pages', 'pages.json');
  const index = Object.fromEntries(LANGUAGES.map((language) => [language, 'index.html']));
  if (!existsSync(manifest)) return { pages: new Map(), index: index as InLanguages };
  const built = JSON.parse(readFileSync(manifest, 'utf8')) as {
    pages: Record<string, InLanguages>;
    index: InLanguages;
  };
  return { pages: new Map(Object.entries(built.pages)), index: built.index };
}

/**
 * How long a page waits for its Link header (a database query, usually answered from the public
 * cache): a slow or failing database must not hold the page, which is sent without it.
 */
const PAGE_LINK_WAIT_MS = 250;

async function pageLink(
  find: (() => Promise<string | null>) | undefined,
  request: FastifyRequest,
): Promise<string | null> {
  if (!find) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PAGE_LINK_WAIT_MS);
  });
  try {
    return await Promise.race([find(), timeout]);
  } catch (error) {
    request.log.debug({ err: error }, 'page sent without its Link header');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

interface WebAppOptions {
  webDistDir: string;
  /**
   * A Link header for a built page, by its address (the listing's first photo, say), or null for
   * none. A page never waits for one longer than PAGE_LINK_WAIT_MS, nor fails for want of one.
   */
  pageLinks?: Partial<Record<string, () => Promise<string | null>>>;
}

/**
 * Serves the built single-page app: hashed assets cached for a year; for a page address, the page
 * the build wrote for it when there is one and the address has no query (a query such as the
 * listing's filters changes what the page shows and needs), else index.html, where the app renders
 * the page itself (client-side routes). Unknown /api paths stay JSON 404s. The web build writes
 * brotli and gzip copies beside each text file; a client that accepts one gets it.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, { webDistDir, pageLinks = {} }) => {
    const hasBuild = existsSync(join(webDistDir, 'index.html'));
    const builtPages = readBuiltPages(webDistDir);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        // The compressed copies are only sent in place of their originals, never as themselves.
        // Built pages are sent at their own addresses only.
        globIgnore: ['**/*.br', '**/*.gz', 'pages/**'],
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
      const link = builtPage ? await pageLink(pageLinks[path], request) : null;
      if (link) reply.header('link', link);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .header('content-language', language)
        .sendFile((builtPage ?? builtPages.index)[language]);
    });
  },
);
