import { AGE_MAX, AGE_MIN, SEARCH_PAGE_MAX } from '@bondhon/shared/constants';
import { BIODATA_TYPES, DIVISIONS, FILTER_ALL } from '@bondhon/shared/options';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BiodataSearch } from '../api/search-biodatas';

export type ListingFilters = Omit<BiodataSearch, 'page'>;

export const BIODATA_TYPE_FILTERS = [FILTER_ALL, ...BIODATA_TYPES] as const;
export const DIVISION_FILTERS = [FILTER_ALL, ...DIVISIONS] as const;

/**
 * A whole number from the address within [min, max], or the fallback. The rules of the shared
 * `biodataSearchQuery` the server applies to the same values, read here without zod (which
 * would load with the listing only for this): use-listing-search.test.ts holds them together.
 */
function readWholeNumber(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** One of `options`, or the first of them (FILTER_ALL). */
function readOption<T extends string>(raw: string | null, options: readonly [T, ...T[]]): T {
  return options.find((option) => option === raw) ?? options[0];
}

/** The listing's filters and page as the address holds them (spec §2, §5), defaults filled in. */
export function readListingSearch(params: URLSearchParams): BiodataSearch {
  return {
    maxAge: readWholeNumber(params.get('maxAge'), AGE_MIN, AGE_MAX, AGE_MAX),
    type: readOption(params.get('type'), BIODATA_TYPE_FILTERS),
    division: readOption(params.get('division'), DIVISION_FILTERS),
    page: readWholeNumber(params.get('page'), 1, SEARCH_PAGE_MAX, 1),
  };
}

/** The address's search part for a listing page. */
export function listingSearchParams(search: BiodataSearch): URLSearchParams {
  return new URLSearchParams({
    maxAge: String(search.maxAge),
    type: search.type,
    division: search.division,
    page: String(search.page),
  });
}

/**
 * The listing's state, kept in the address (maxAge, type, division, page), so a reload,
 * back/forward and a shared link show the same page. Applying filters starts at page 1.
 */
export function useListingSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readListingSearch(params), [params]);

  const applyFilters = useCallback(
    (filters: ListingFilters) => setParams(listingSearchParams({ ...filters, page: 1 })),
    [setParams],
  );

  const goToPage = useCallback(
    (page: number) =>
      setParams((current) => listingSearchParams({ ...readListingSearch(current), page })),
    [setParams],
  );

  const replacePage = useCallback(
    (page: number) =>
      setParams((current) => listingSearchParams({ ...readListingSearch(current), page }), {
        replace: true,
      }),
    [setParams],
  );

  return { search, applyFilters, goToPage, replacePage };
}
