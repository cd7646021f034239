import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route';

const screenModule = { Component: () => <h1>The screen</h1> };

class ShowError extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Error: {this.state.error.message}</p> : this.props.children;
  }
}

function renderInBoundaries(Screen: ReturnType<typeof lazyRoute>) {
  render(
    <ShowError>
      <Suspense fallback={<p>Fallback</p>}>
        <Screen />
      </Suspense>
    </ShowError>,
  );
}

describe('lazyRoute', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders a preloaded screen in the first render, as hydration needs', async () => {
    const Screen = lazyRoute(() => Promise.resolve(screenModule));
    await Screen.preload();

    const html = renderToString(
      <Suspense fallback={<p>Fallback</p>}>
        <Screen />
      </Suspense>,
    );

    expect(html).toContain('<h1>The screen</h1>');
    expect(html).not.toContain('Fallback');
  });

  it('shows the fallback until the module is in, downloading it once', async () => {
    const load = vi.fn(() => Promise.resolve(screenModule));
    const Screen = lazyRoute(load);

    renderInBoundaries(Screen);

    expect(screen.getByText('Fallback')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so the render downloads once more', async () => {
    const load = vi
      .fn<() => Promise<typeof screenModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(screenModule);
    const Screen = lazyRoute(load);

    await expect(Screen.preload()).rejects.toThrow('offline');
    renderInBoundaries(Screen);

    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throws a download that fails while rendering to the error boundary, once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('chunk is gone')));
    const Screen = lazyRoute(load);

    renderInBoundaries(Screen);

    expect(await screen.findByText('Error: chunk is gone')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
