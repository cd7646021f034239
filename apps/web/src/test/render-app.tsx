import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  matchRoutes,
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type To,
} from 'react-router';
import { preloadRoutes } from '../app/lazy-route';
import { AppRoutes, routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** Where the app is and how to move it, as a test reads them: `router.state.location`. */
interface TestRouter {
  readonly state: { readonly location: Location };
  /** Navigates as a link (a path) or the browser's Back and Forward (a number) would. */
  navigate: (to: To | number) => Promise<void>;
}

/** Reports the location on screen, and the router's navigate, after each commit. */
function RouterProbe({
  onCommit,
}: {
  onCommit: (location: Location, navigate: NavigateFunction) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onCommit(location, navigate), [location, navigate, onCommit]);
  return null;
}

/**
 * The whole app (layout, guards, screens) at `path`, with a fresh cache. As in main.tsx, the
 * page's route modules start downloading together at once; the first render does not wait for
 * them (it shows the page fallback until they are in).
 */
export function renderApp(path: string) {
  preloadRoutes(matchRoutes(routes, path) ?? []).catch(() => {
    // The screen downloads again as it renders, and shows its error then.
  });
  let location: Location | null = null;
  let navigateTo: NavigateFunction | null = null;
  const onCommit = (shown: Location, navigate: NavigateFunction) => {
    location = shown;
    navigateTo = navigate;
  };
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe onCommit={onCommit} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const router: TestRouter = {
    state: {
      get location() {
        if (!location) throw new Error('The app has not rendered yet');
        return location;
      },
    },
    navigate: async (to) => {
      const navigate = navigateTo;
      if (!navigate) throw new Error('The app has not rendered yet');
      await act(async () => {
        if (typeof to === 'number') await navigate(to);
        else await navigate(to);
      });
    },
  };
  return { router, queryClient };
}
