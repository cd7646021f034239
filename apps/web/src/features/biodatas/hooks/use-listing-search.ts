import { biodataSearchQuery } from '@bondhon/shared/schemas/biodata';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BiodataSearch } from '../api/search-biodatas';

export type ListingFilters = Omit<BiodataSearch, 'page'>;

const fields = biodataSearchQuery.shape;

/** A value read from the address, or the field's default when it is missing or not valid. */
function readField<K extends keyof BiodataSearch>(
  key: K,
  params: URLSearchParams,
): BiodataSearch[K] {
  const raw = params.get(key) ?? undefined;
  const parsed = fields[key].safeParse(raw);
  return (parsed.success ? parsed.data : fields[key].parse(undefined)) as BiodataSearch[K];
}

/** The listing's filters and page as the address holds them (spec §2, §5), defaults filled in. */
export function readListingSearch(params: URLSearchParams): BiodataSearch {
  return {
    maxAge: readField('maxAge', params),
    type: readField('type', params),
    division: readField('division', params),
    page: readField('page', params),
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
