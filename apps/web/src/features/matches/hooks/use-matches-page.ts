import { SEARCH_PAGE_MAX } from '@bondhon/shared/constants';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page the address names (`?page=N`), as the server's `matchesQuery` reads it, else 1. */
export function readMatchesPage(params: URLSearchParams): number {
  const raw = params.get('page');
  const page = raw === null ? NaN : Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= SEARCH_PAGE_MAX ? page : 1;
}

/**
 * The suggestions' page, kept in the address (`?page=N`) as the listing's is, so a reload, Back
 * and a shared link show the same page. `replacePage` mends the address without a history entry.
 */
export function useMatchesPage() {
  const [params, setParams] = useSearchParams();
  const page = readMatchesPage(params);
  const goToPage = useCallback((next: number) => setParams({ page: String(next) }), [setParams]);
  const replacePage = useCallback(
    (next: number) => setParams({ page: String(next) }, { replace: true }),
    [setParams],
  );
  return { page, goToPage, replacePage };
}
