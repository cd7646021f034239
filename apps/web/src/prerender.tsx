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
import { AppRoutes, routes } from './app/router';
import { searchBiodatasUrl } from './features/biodatas/api/search-biodatas';
import { readListingSearch } from './features/biodatas/hooks/use-listing-search';

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
    dataUrls: () => [],
  },
  {
    path: paths.biodatas.href(),
    file: 'biodatas.html',
    routeModule: 'src/app/routes/biodata-listing.tsx',
    titleKey: 'biodatas.title',
    prerender: true,
    // The first page of cards, as the listing asks for it at an address without a query.
    dataUrls: () => [searchBiodatasUrl(readListingSearch(new URLSearchParams()))],
  },
] as const satisfies readonly {
  path: string;
  file: string;
  routeModule: string;
  titleKey: string;
  prerender: boolean;
  dataUrls: () => string[];
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
 * #root (else nothing).
 */
export async function renderPage(
  { path, titleKey, prerender }: Pick<BuiltPage, 'path' | 'titleKey'> & { prerender: boolean },
  language: Language,
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
    // Queries are not run: the page shows what it shows while its data loads, as on a first visit.
    const queryClient = new QueryClient();
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
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
