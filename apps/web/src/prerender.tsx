// The build's second entry (`vite build --ssr`): the pages most visits start on, written once at
// build time. Home is rendered to HTML, so the first paint needs only the page and its stylesheet,
// not the app's code; the browser then hydrates it (main.tsx). See docs/decisions/0010 and 0011.
import './lib/zod-config';
import i18n, { changeLanguage, frameStrings, loadStrings, type Language } from './lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { preloadRoutes } from './app/lazy-route';
import { paths } from './app/paths';
import { HydratesPageContext } from './app/layout/root-layout';
import { AppRoutes, routes } from './app/router';
import { sessionQueryKey, sessionUrl } from './features/auth/api/get-session';
import {
  searchBiodatasQueryOptions,
  searchBiodatasUrl,
} from './features/biodatas/api/search-biodatas';
import { readListingSearch } from './features/biodatas/hooks/use-listing-search';
import { type SeededQuery, seededQueriesElement } from './lib/seeded-queries';

/** The listing's first page of cards, as it asks for it at its address without a query. */
const listingFirstPage = readListingSearch(new URLSearchParams());

/**
 * The pages the build writes for their own addresses, where most first visits land: each one's
 * HTML names its screen's code and the API calls behind its largest paint, so they download with
 * the page instead of after the app has run (ADR 0011).
 * - Both are rendered to HTML (`prerender`), so they paint before their code arrives: Home whole,
 *   the listing as its frame with the cards loading (its first page of cards is preloaded beside
 *   its code). The listing was rendered in the browser until the app's start-up yielded to the
 *   browser (main.tsx): ADR 0010, ADR 0021.
 */
export const BUILT_PAGES = [
  {
    path: paths.home.href(),
    file: 'home.html',
    routeModule: 'src/app/routes/home.tsx',
    titleKey: 'home.title',
    prerender: true,
    data: () => [],
  },
  {
    path: paths.biodatas.href(),
    file: 'biodatas.html',
    routeModule: 'src/app/routes/biodata-listing.tsx',
    titleKey: 'biodatas.title',
    prerender: true,
    // The first page of cards, and who reads them (the navigation's account links): preloaded
    // by the built page, or in the page as sent when the server renders it for a visitor
    // (renderPageWithData), where the app then asks for neither as it takes the page over.
    data: () => [
      {
        url: searchBiodatasUrl(listingFirstPage),
        queryKey: searchBiodatasQueryOptions(listingFirstPage).queryKey,
      },
      { url: sessionUrl, queryKey: sessionQueryKey },
    ],
  },
] as const satisfies readonly {
  path: string;
  file: string;
  routeModule: string;
  titleKey: string;
  prerender: boolean;
  /** The API calls whose answers the page first shows, and the app's query for each. */
  data: () => { url: string; queryKey: readonly unknown[] }[];
}[];

export type BuiltPage = (typeof BUILT_PAGES)[number];

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * The page as a visitor who is not signed in first sees it, in a language: the document title
 * and description the page sets once it runs and, for a page to prerender, the app's markup for
 * #root (else nothing). With `queries`, their data is already there: the screen renders what it
 * shows once it has loaded it, not its loading state.
 */
export async function renderPage(
  { path, titleKey, prerender }: Pick<BuiltPage, 'path' | 'titleKey'> & { prerender: boolean },
  language: Language,
  queries: readonly SeededQuery[] = [],
): Promise<{ markup: string; title: string; description: string; appName: string }> {
  const matches = matchRoutes(routes, path) ?? [];
  if (matches.at(-1)?.route.path === paths.notFound.path) {
    throw new Error(`${path} is no page of the route table (it shows the 404 page)`);
  }
  // Its screens' code and strings first, in the page's language: they render at once, never as a
  // loading fallback.
  await Promise.all([loadStrings(frameStrings), preloadRoutes(matches)]);
  await changeLanguage(language);
  if (!i18n.exists(titleKey)) throw new Error(`No ${language} string for ${titleKey}`);
  let markup = '';
  if (prerender) {
    // Queries are not run: without data given, the page shows what it shows while its data
    // loads, as on a first visit.
    const queryClient = new QueryClient();
    for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          {/* The app hydrates this page (main.tsx): its screen renders as it will there. */}
          <HydratesPageContext value>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </HydratesPageContext>
        </QueryClientProvider>
      </StrictMode>,
      // One piece, whatever its size: React writes a larger Suspense boundary as a hidden part
      // and an inline script that moves it in (about 12.8 KB, which the page passes in Bengali,
      // three bytes a letter), and the CSP allows no inline script.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    markup = await streamToString(prelude);
  }
  return {
    markup,
    title: i18n.t('app.titleTemplate', { page: i18n.t(titleKey) }),
    description: i18n.t('app.description'),
    appName: i18n.t('app.name'),
  };
}

/** React puts the resource hints it hoists (a first photo's preload) first: they go in the head. */
export function splitHoisted(markup: string): { hoisted: string; body: string } {
  const [, hoisted = '', body = markup] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(markup) ?? [];
  return { hoisted, body };
}

/** Renders run one at a time: each sets the language of the one i18next instance. */
let renderQueue: Promise<unknown> = Promise.resolve();

/**
 * A built page as the server sends it to a visitor who is not signed in, with its data (ADR
 * 0033): `fetchJson` answers each of the page's API calls as the API would answer a visitor. The
 * markup (`body`, for #root) shows that data; `head` carries the data for the app to start from,
 * so that it hydrates the same markup, and React's hoisted resource hints (`<link>`s).
 */
export function renderPageWithData(
  path: string,
  language: Language,
  fetchJson: (url: string) => Promise<unknown>,
): Promise<{ head: string; body: string }> {
  const page = BUILT_PAGES.find((built) => built.path === path);
  if (!page?.prerender) return Promise.reject(new Error(`${path} is no prerendered page`));
  const render = renderQueue.then(async () => {
    const queries = await Promise.all(
      page.data().map(async ({ url, queryKey }) => ({ queryKey, data: await fetchJson(url) })),
    );
    const { hoisted, body } = splitHoisted((await renderPage(page, language, queries)).markup);
    return { head: hoisted + seededQueriesElement(queries), body };
  });
  renderQueue = render.catch(() => undefined);
  return render;
}
