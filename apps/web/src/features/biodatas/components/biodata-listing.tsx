import { AGE_MAX, AGE_MIN, PAGE_CHANGE_DELAY_MS } from '@bondhon/shared/constants';
import { FILTER_ALL } from '@bondhon/shared/options';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BiodataCard } from '../../../components/ui/biodata-card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { Pagination } from '../../../components/ui/pagination';
import { optionLabel } from '../../../lib/option-labels';
import { useResultsPaging } from '../../../lib/use-results-paging';
import { useSearchBiodatas } from '../api/search-biodatas';
import {
  countMoreFilters,
  listingSearchParams,
  useListingSearch,
  visitorSearch,
  type ListingFilters,
} from '../hooks/use-listing-search';
import { useRecentChange } from '../hooks/use-recent-change';
import { FindByBiodataId } from './find-by-biodata-id';
import { ListingFiltersForm } from './listing-filters';

/**
 * Cards in the grid's first row at its widest: their photos are on screen at once (the first is
 * often the page's largest paint), so they load without waiting for the lazy-loading check.
 */
const FIRST_ROW_CARDS = 4;

function filtersKey(filters: ListingFilters): string {
  return listingSearchParams({ ...filters, page: 1 }).toString();
}

/**
 * "Ages 18 – 40 · Female · Sylhet · 2 more filters" for the filters that narrow the list, or
 * null for none.
 */
function useActiveFiltersSummary(filters: ListingFilters): string | null {
  const { t } = useTranslation();
  const { maxAge, type, division } = filters;
  const moreCount = countMoreFilters(filters);
  const parts: string[] = [];
  if (maxAge !== AGE_MAX) parts.push(t('listing.activeAge', { min: AGE_MIN, max: maxAge }));
  if (type !== FILTER_ALL) parts.push(optionLabel.biodataType(type));
  if (division !== FILTER_ALL) parts.push(optionLabel.division(division));
  if (moreCount > 0) parts.push(t('listing.activeMore', { count: moreCount }));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The biodata listing (spec §2): a collapsible filter panel, a page of cards and the page
 * buttons. Filters and page live in the address; a page change shows the spinner for at least
 * PAGE_CHANGE_DELAY_MS (and until the page has arrived), then the new page from its top.
 */
export function BiodataListing({
  detailsHref,
  signInHref,
  isReaderPending = false,
}: {
  detailsHref: (id: string) => string;
  /** Where to sign in, for a signed-out reader: More filters are for members. */
  signInHref?: string;
  /** Whether it is not yet known if the reader is signed in. */
  isReaderPending?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const panelId = `${id}-filters`;
  const resultsHeadingId = `${id}-results`;
  const [isFilterPanelOpen, setIsFilterPanelOpen] = useState(false);
  const { search, applyFilters, goToPage, replacePage } = useListingSearch();
  const { page, ...filters } = search;
  // "More filters" opens by itself when the address arrives with some (issue 20).
  const [isMoreFiltersOpen, setIsMoreFiltersOpen] = useState(() => countMoreFilters(filters) > 0);
  // More filters wait to know the reader: a member's search has them, a visitor's does not.
  const results = useSearchBiodatas(signInHref === undefined ? search : visitorSearch(search), {
    enabled: !(isReaderPending && countMoreFilters(filters) > 0),
  });
  const isPageChanging = useRecentChange(page, PAGE_CHANGE_DELAY_MS);
  const activeFilters = useActiveFiltersSummary(filters);
  const data = results.data;

  // An address past the last page shows the last page; a page change goes back to the grid's top.
  const { resultsRef, isPastLastPage, onPageChange } = useResultsPaging({
    page,
    pageCount: data && !results.isPlaceholderData ? data.pageCount : null,
    goToPage,
    replacePage,
  });

  let content;
  if (results.isPending || isPageChanging || results.isPlaceholderData || isPastLastPage) {
    // A screen tall: the footer stays below the fold until the cards arrive, instead of jumping.
    content = (
      <LoadingIndicator label={t('listing.loading')} className="min-h-dvh items-start pt-44" />
    );
  } else if (results.isError) {
    content = (
      <LoadError
        message={t('listing.loadFailed')}
        retryLabel={t('listing.retry')}
        onRetry={() => void results.refetch()}
      />
    );
  } else if (results.data.items.length === 0) {
    content = <EmptyState icon={<Icon name="search" />} title={t('listing.empty')} />;
  } else {
    content = (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {results.data.items.map((biodata, index) => (
          <li key={biodata._id}>
            <BiodataCard
              biodata={biodata}
              href={detailsHref(biodata._id)}
              photoLoading={index < FIRST_ROW_CARDS ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-outline"
            aria-expanded={isFilterPanelOpen}
            aria-controls={panelId}
            onClick={() => setIsFilterPanelOpen((open) => !open)}
          >
            <Icon name="filter" className="size-5" />
            {t('listing.filters.toggle')}
            <Icon
              name="chevronRight"
              className={`size-4 transition-transform ${isFilterPanelOpen ? 'rotate-90' : ''}`}
            />
          </button>
          {activeFilters ? (
            <p className="text-sm text-muted">
              <span className="font-medium text-base-content">{t('listing.activeLabel')}</span>{' '}
              {activeFilters}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-medium text-muted" aria-live="polite">
            {data && !results.isPlaceholderData
              ? t(data.totalCapped ? 'listing.totalAtLeast' : 'listing.total', {
                  count: data.total,
                })
              : null}
          </p>
          <FindByBiodataId detailsHref={detailsHref} />
        </div>
      </div>

      <div
        id={panelId}
        hidden={!isFilterPanelOpen}
        className="mb-6 rounded-box border border-base-300 bg-base-200 p-4 sm:p-6"
      >
        <ListingFiltersForm
          key={filtersKey(filters)}
          filters={filters}
          onApply={applyFilters}
          isMoreOpen={isMoreFiltersOpen}
          onMoreOpenChange={setIsMoreFiltersOpen}
          signInHref={signInHref}
        />
      </div>

      <section
        ref={resultsRef}
        aria-labelledby={resultsHeadingId}
        aria-busy={isPageChanging || results.isFetching}
        tabIndex={-1}
        className="scroll-mt-24 focus:outline-none"
      >
        <h2 id={resultsHeadingId} className="sr-only">
          {t('listing.resultsHeading')}
        </h2>
        {content}
      </section>

      {data && !results.isError ? (
        <Pagination
          page={page}
          pageCount={data.pageCount}
          onPageChange={onPageChange}
          className="mt-10"
        />
      ) : null}
    </div>
  );
}
