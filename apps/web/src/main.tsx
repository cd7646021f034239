import './lib/zod-config';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { preloadRoutes } from './app/lazy-route';
import { HydratesPageContext } from './app/layout/root-layout';
import { AppRoutes, routes } from './app/router';
import { frameStrings, loadStrings } from './lib/i18n';
import { errorCodeStrings } from './locales/error-codes';
import { whenIdle } from './lib/idle';
import { queryClient } from './lib/query-client';
import { seedQueries } from './lib/seeded-queries';

/**
 * Loads the lazy route modules the current address needs before the first render, so that render
 * is the page and not its loading fallback: that is what a prerendered page's HTML shows
 * (prerender.tsx), and hydration needs the same. Any other page saves a render, and its HTML has
 * usually named those modules already (scripts/prerender.ts). False when one fails to load: the
 * screen then loads it again as it renders, and shows the error page if it fails again.
 */
async function preloadMatchedRoutes(): Promise<boolean> {
  try {
    await preloadRoutes(matchRoutes(routes, window.location) ?? []);
    return true;
  } catch {
    return false;
  }
}

/**
 * Lets the browser run what is waiting (input, a paint) before the next step of start-up: the
 * module scripts have just been evaluated in one task, and the steps after it each stay short.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Marks the page once the app has taken it over (`<html data-hydrated>`), its screen included (a
 * prerendered page's frame and screen hydrate in one pass: HydratesPageContext): a click before
 * then is the browser's own (a link loads its page), and one while a prerendered page hydrates
 * makes React render it again. The end-to-end tests wait for it before they click.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const isPrerendered = container.hasChildNodes();
  // A page the server rendered with its data holds that data: the first render shows the same.
  seedQueries(queryClient, document);
  await yieldToBrowser();
  const [isPageLoaded] = await Promise.all([preloadMatchedRoutes(), loadStrings(frameStrings)]);

  // Without its modules a prerendered page cannot hydrate: it is rendered again instead.
  const hydrates = isPrerendered && isPageLoaded;
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HydratesPageContext value={hydrates}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </HydratesPageContext>
        <HydratedMark />
      </QueryClientProvider>
    </StrictMode>
  );
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread until it is done (a prerendered page is already on screen and
  // scrollable meanwhile).
  startTransition(() => {
    if (hydrates) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // The words of refusals' codes, once the page is idle (lib/error-text.ts).
  whenIdle(() => void loadStrings(errorCodeStrings).catch(() => undefined));
}

void start();
