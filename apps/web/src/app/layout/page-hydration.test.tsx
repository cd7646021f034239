import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { sessionEndpoints, stubApi } from '../../test/api-stub';
import { lazyRoute } from '../lazy-route';
import { inAppFrame } from '../router';
import { HydratesPageContext } from './root-layout';

/** What has run its effects, in order: the screen's, and the app's once it has committed. */
let committed: string[] = [];

function Screen() {
  useEffect(() => {
    committed.push('screen');
  }, []);
  return <h1>Prerendered, then hydrated</h1>;
}

const frame = inAppFrame([
  { path: '/', Component: lazyRoute(() => Promise.resolve({ Component: Screen })) },
]);

function Frame() {
  return useRoutes(frame);
}

/** What main.tsx's mark of a page taken over (`<html data-hydrated>`) stands for. */
function CommittedMark() {
  useEffect(() => {
    committed.push('app');
  }, []);
  return null;
}

/** The app at '/', as prerender.tsx renders it and main.tsx hydrates it. */
function App() {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <HydratesPageContext value>
        <MemoryRouter initialEntries={['/']}>
          <Frame />
        </MemoryRouter>
      </HydratesPageContext>
      <CommittedMark />
    </QueryClientProvider>
  );
}

/**
 * The page as the server sends it. Rendered once in the browser first, so that the screen's and
 * the footer's code (lazy) is in and the server renders them whole, as prerender.tsx does.
 */
async function serverHtml(): Promise<string> {
  const element = document.body.appendChild(document.createElement('div'));
  const scratch = createRoot(element);
  startTransition(() => scratch.render(<App />));
  await screen.findByRole('contentinfo');
  scratch.unmount();
  element.remove();
  return renderToString(<App />);
}

/** React's switch for act() (Testing Library turns it on). */
const reactGlobals = globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('a page the server rendered', () => {
  let root: Root | null = null;
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;

  beforeEach(() => {
    // React's own scheduling, as in the browser: act() would finish every pass at once, and the
    // order of the passes is what this is about.
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    stubApi(sessionEndpoints(null));
  });

  afterEach(() => {
    root?.unmount();
    root = null;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('hydrates its screen in the same commit as the frame, so the app is never live around a screen still to hydrate', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = await serverHtml();
    expect(container.querySelector('h1')?.textContent).toBe('Prerendered, then hydrated');
    committed = [];

    const hydrationErrors: unknown[] = [];
    startTransition(() => {
      root = hydrateRoot(container, <App />, {
        onRecoverableError: (error) => hydrationErrors.push(error),
      });
    });

    await waitFor(() => expect(committed).toContain('app'));
    expect(committed).toEqual(['screen', 'app']);
    expect(hydrationErrors).toEqual([]);
  });
});
