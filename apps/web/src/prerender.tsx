// The build's second entry (`vite build --ssr`): renders the screens most visits start on to
// HTML once, at build time, so the first paint needs only the page and its stylesheet, not the
// app's code. The browser then hydrates that HTML (main.tsx). See docs/decisions/0010.
import './lib/zod-config';
import i18n from './lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { paths } from './app/paths';
import { routes } from './app/router';

/**
 * The pages rendered ahead of time: Home, where most first visits land. The listing is not: its
 * cards come from the API anyway, and hydrating its frame earlier moved the app's start-up into
 * the time Lighthouse counts as blocking (77–94 measured, against 88–92 rendered in the browser).
 */
export const PRERENDERED_PAGES = [
  {
    path: paths.home.href(),
    file: 'home.html',
    routeModule: 'src/app/routes/home.tsx',
    titleKey: 'home.title',
  },
] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * The page as a visitor who is not signed in first sees it: the app's markup for #root, and the
 * document title the page sets once it runs.
 */
export async function prerenderPage({
  path,
  titleKey,
}: PrerenderedPage): Promise<{ markup: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect, not a page`);
  if (context.statusCode !== 200) throw new Error(`${path} is not a page (${context.statusCode})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Queries are not run: the page shows what it shows while its data loads, as on a first visit.
  const queryClient = new QueryClient();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  if (!i18n.exists(titleKey)) throw new Error(`No string for ${titleKey}`);
  return {
    markup: await streamToString(prelude),
    // The route's strings are in now: its module loaded during the query.
    title: i18n.t('app.titleTemplate', { page: i18n.t(titleKey) }),
  };
}
