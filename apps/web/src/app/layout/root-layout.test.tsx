import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { sessionEndpoints, stubApi } from '../../test/api-stub';
import { lazyRoute } from '../lazy-route';
import { inAppFrame } from '../router';

/** A screen's code whose download the test finishes (or fails) when it chooses. */
function controlledScreen(heading: string) {
  let finish: (outcome: 'loaded' | 'failed') => void = () => {};
  const Screen = lazyRoute(
    () =>
      new Promise((resolve, reject) => {
        finish = (outcome) =>
          outcome === 'loaded'
            ? resolve({ Component: () => <h1>{heading}</h1> })
            : reject(new Error('chunk failed to download'));
      }),
  );
  return { Screen, finish: (outcome: 'loaded' | 'failed') => finish(outcome) };
}

function FirstScreen() {
  return (
    <>
      <h1>First screen</h1>
      <Link to="/slow">To the slow screen</Link>
      <Link to="/broken">To the broken screen</Link>
      <Link to="/long">To the long screen</Link>
    </>
  );
}

function BrokenScreen(): never {
  throw new Error('a bug in the screen');
}

function LongScreen() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Long screen</h1>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function App({ screens }: { screens: RouteObject[] }) {
  return useRoutes(inAppFrame(screens));
}

function renderFrame(path: string, slowScreen = controlledScreen('Slow screen').Screen) {
  stubApi(sessionEndpoints(null));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <App
          screens={[
            { path: '/', Component: FirstScreen },
            { path: '/slow', Component: slowScreen },
            { path: '/broken', Component: BrokenScreen },
            { path: '/long', Component: LongScreen },
          ]}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function expectLayoutAround(heading: string) {
  const main = screen.getByRole('main');
  expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(heading);
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  // The footer's code arrives after the first paint (root-layout.tsx).
  expect(await screen.findByRole('contentinfo')).toBeTruthy();
}

describe('the layout around a screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows the page fallback inside the layout while a first visit's screen loads, without the progress bar", async () => {
    const slow = controlledScreen('Slow screen');
    renderFrame('/slow', slow.Screen);
    // The download is counted a moment after it starts: let that moment pass.
    await act(async () => {});

    const main = screen.getByRole('main');
    expect(within(main).getByRole('status').textContent).toBe('Loading…');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    slow.finish('loaded');

    await screen.findByRole('heading', { level: 1, name: 'Slow screen' });
    await expectLayoutAround('Slow screen');
  });

  it('keeps the current screen with the progress bar while the next one loads', async () => {
    const slow = controlledScreen('Slow screen');
    const user = renderFrame('/', slow.Screen);

    await user.click(screen.getByRole('link', { name: 'To the slow screen' }));

    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    await expectLayoutAround('First screen');

    slow.finish('loaded');

    await screen.findByRole('heading', { level: 1, name: 'Slow screen' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('shows the error page inside the layout when a screen throws, and clears it on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderFrame('/broken');

    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    await expectLayoutAround('Something went wrong');

    await user.click(screen.getByRole('link', { name: 'Back to home' }));

    await screen.findByRole('heading', { level: 1, name: 'First screen' });
    await expectLayoutAround('First screen');
  });

  it('shows the error page inside the layout when a screen’s code fails to download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const slow = controlledScreen('Slow screen');
    renderFrame('/slow', slow.Screen);

    slow.finish('failed');

    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    await expectLayoutAround('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });

  it('starts a new page at the top, and Back returns to where the page was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => {
      const y = typeof args[1] === 'number' ? args[1] : 0;
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    const user = renderFrame('/');
    await screen.findByRole('heading', { level: 1, name: 'First screen' });
    // The visitor scrolls down the first page.
    window.scrollTo(0, 640);
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'To the long screen' }));
    await screen.findByRole('heading', { level: 1, name: 'Long screen' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'First screen' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
