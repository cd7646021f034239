import { AGE_MAX, AGE_MIN, SEARCH_PAGE_MAX } from '@bondhon/shared/constants';
import { DISTRICTS, isDistrictOf } from '@bondhon/shared/districts';
import {
  BIODATA_TYPES,
  DIVISIONS,
  EDUCATION_LEVELS,
  FILTER_ALL,
  HEIGHTS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  RELIGIONS,
} from '@bondhon/shared/options';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { querySearchParams } from '../../../lib/api-client';
import { searchQuery, type BiodataSearch } from '../api/search-biodatas';

export type ListingFilters = Omit<BiodataSearch, 'page'>;

export const BIODATA_TYPE_FILTERS = [FILTER_ALL, ...BIODATA_TYPES] as const;
export const DIVISION_FILTERS = [FILTER_ALL, ...DIVISIONS] as const;

/**
 * Issue 20's "More filters": every listing filter beyond the spec's maxAge, type and division,
 * and beyond "Verified only" (issue 21), which everyone may use.
 */
export type MoreFilters = Omit<ListingFilters, 'maxAge' | 'type' | 'division' | 'verified'>;

/** The "More filters" unset: none of them narrows the search. */
export const NO_MORE_FILTERS: MoreFilters = {
  minAge: AGE_MIN,
  district: undefined,
  presentDivision: FILTER_ALL,
  maritalStatus: undefined,
  religion: undefined,
  minEducation: undefined,
  occupation: [],
  minHeight: undefined,
  maxHeight: undefined,
};

/**
 * The search a signed-out visitor may make: the server answers More filters only to members
 * (ADR 0029), all but the lower age, which only moves the age range.
 */
export function visitorSearch(search: BiodataSearch): BiodataSearch {
  return { ...search, ...NO_MORE_FILTERS, minAge: search.minAge };
}

/** How many of the "More filters" narrow the search (the height range counts once). */
export function countMoreFilters(filters: MoreFilters): number {
  return [
    filters.minAge !== AGE_MIN,
    filters.district !== undefined,
    filters.presentDivision !== FILTER_ALL,
    filters.maritalStatus !== undefined,
    filters.religion !== undefined,
    filters.minEducation !== undefined,
    filters.occupation.length > 0,
    filters.minHeight !== undefined || filters.maxHeight !== undefined,
  ].filter(Boolean).length;
}

// Each reader applies the rules of the shared `biodataSearchQuery` the server applies to the same
// value, without zod (which would load with the listing only for this): a value the server would
// refuse reads as unset. use-listing-search.test.ts holds the two together.

/** A whole number from the address within [min, max], or the fallback. */
function readWholeNumber(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** One of `options`, or the first of them (FILTER_ALL). */
function readOption<T extends string>(raw: string | null, options: readonly [T, ...T[]]): T {
  return options.find((option) => option === raw) ?? options[0];
}

/** One of `options`, or unset. */
function readOptional<T extends string>(raw: string | null, options: readonly T[]): T | undefined {
  return options.find((option) => option === raw);
}

/** A repeated parameter: every value one of `options` (at most as many as there are), or none. */
function readList<T extends string>(raw: string[], options: readonly T[]): T[] {
  const isOption = (value: string): value is T => (options as readonly string[]).includes(value);
  return raw.length <= options.length && raw.every(isOption) ? raw : [];
}

/**
 * The listing's filters and page as the address holds them (spec §2, §5; issue 20), defaults
 * filled in. Of two values that contradict each other, the one the server's schema names goes:
 * a lower age above the upper one, a lower height above the upper one, a district outside the
 * chosen division.
 */
export function readListingSearch(params: URLSearchParams): BiodataSearch {
  const maxAge = readWholeNumber(params.get('maxAge'), AGE_MIN, AGE_MAX, AGE_MAX);
  const minAge = readWholeNumber(params.get('minAge'), AGE_MIN, AGE_MAX, AGE_MIN);
  const division = readOption(params.get('division'), DIVISION_FILTERS);
  const district = readOptional(params.get('district'), DISTRICTS);
  const minHeight = readOptional(params.get('minHeight'), HEIGHTS);
  const maxHeight = readOptional(params.get('maxHeight'), HEIGHTS);
  const isHeightRange =
    !minHeight || !maxHeight || HEIGHTS.indexOf(minHeight) <= HEIGHTS.indexOf(maxHeight);
  return {
    minAge: minAge <= maxAge ? minAge : AGE_MIN,
    maxAge,
    type: readOption(params.get('type'), BIODATA_TYPE_FILTERS),
    division,
    district:
      district && (division === FILTER_ALL || isDistrictOf(division, district))
        ? district
        : undefined,
    presentDivision: readOption(params.get('presentDivision'), DIVISION_FILTERS),
    maritalStatus: readOptional(params.get('maritalStatus'), MARITAL_STATUSES),
    religion: readOptional(params.get('religion'), RELIGIONS),
    minEducation: readOptional(params.get('minEducation'), EDUCATION_LEVELS),
    occupation: readList(params.getAll('occupation'), OCCUPATIONS),
    minHeight: isHeightRange ? minHeight : undefined,
    maxHeight,
    verified: params.get('verified') === 'true',
    page: readWholeNumber(params.get('page'), 1, SEARCH_PAGE_MAX, 1),
  };
}

/**
 * The address's search part for a listing page: the spec's filters and page as always, each of
 * the "More filters" only when set (the search call's own parameters).
 */
export function listingSearchParams(search: BiodataSearch): URLSearchParams {
  return querySearchParams(searchQuery(search));
}

/**
 * The listing's state, kept in the address (maxAge, type, division, page and the "More filters"
 * set), so a reload, back/forward and a shared link show the same page. Applying filters starts
 * at page 1.
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
