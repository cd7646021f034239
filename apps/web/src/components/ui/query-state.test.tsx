import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from './query-state';

/** A record's name, from `load`, through QueryState. */
function RecordName({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['record'], queryFn: load });
  return (
    <QueryState
      query={query}
      pending={<p>Loading the record</p>}
      error={(error, retry) => (
        <div role="alert">
          {error.message}
          <button type="button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
    >
      {(name) => <h1>{name}</h1>}
    </QueryState>
  );
}

function renderRecordName(load: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RecordName load={load} />
    </QueryClientProvider>,
  );
}

describe('QueryState', () => {
  it('shows what it is given for pending while the record loads', () => {
    renderRecordName(() => new Promise(() => {}));

    expect(screen.getByText('Loading the record')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('renders the record once it has loaded', async () => {
    renderRecordName(() => Promise.resolve('Amina'));

    expect(await screen.findByRole('heading', { name: 'Amina' })).toBeTruthy();
    expect(screen.queryByText('Loading the record')).toBeNull();
  });

  it('shows the error, and its retry loads the record again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Server unavailable.'))
      .mockResolvedValueOnce('Amina');
    renderRecordName(load);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Server unavailable.');
    expect(screen.queryByRole('heading')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Amina' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
