import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { json, stubApi } from '../../../test/api-stub';
import { type SaveBiodataInput, useSaveBiodata } from './save-biodata';

describe('saving one’s biodata', () => {
  it('marks the pages of cards already fetched as stale', async () => {
    stubApi({ 'PUT /api/addBioData': () => json({ _id: 'b1', addid: 7 }) });
    const queryClient = createQueryClient();
    const listingPage = [...sharedQueryKeys.biodatas, 'search', { page: 1 }];
    queryClient.setQueryData(listingPage, { items: [], total: 0 });
    const { result } = renderHook(() => useSaveBiodata(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
    expect(queryClient.getQueryState(listingPage)?.isInvalidated).toBe(false);

    await act(() =>
      result.current.mutateAsync({ email: 'rahim@example.com', values: {} as SaveBiodataInput }),
    );

    await waitFor(() => expect(queryClient.getQueryState(listingPage)?.isInvalidated).toBe(true));
  });
});
