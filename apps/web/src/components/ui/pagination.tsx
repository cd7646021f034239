import { PAGE_WINDOW_DEFAULT, PAGE_WINDOW_RULES } from '@bondhon/shared/constants';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../lib/i18n';

/**
 * PAGE_WINDOW_RULES as media queries (the first rule whose maxWidth the screen is under wins).
 * A browser answers a media query without laying the page out, whereas reading
 * window.innerWidth on a phone makes it lay out the whole page there and then, on every render.
 */
function pageWindowQueries(): { size: number; query: MediaQueryList }[] {
  return PAGE_WINDOW_RULES.map(({ maxWidth, size }) => ({
    size,
    query: window.matchMedia(`(width < ${maxWidth}px)`),
  }));
}

function subscribeToScreenWidth(onChange: () => void) {
  const queries = pageWindowQueries();
  for (const { query } of queries) query.addEventListener('change', onChange);
  return () => {
    for (const { query } of queries) query.removeEventListener('change', onChange);
  };
}

function currentPageWindowSize(): number {
  return pageWindowQueries().find(({ query }) => query.matches)?.size ?? PAGE_WINDOW_DEFAULT;
}

/** Pages rendered on the server (ADR 0033) know no screen: the default, until hydrated. */
const serverPageWindowSize = () => PAGE_WINDOW_DEFAULT;

/** How many page buttons fit this screen (spec §9), following the window as it is resized. */
export function usePageWindowSize(): number {
  return useSyncExternalStore(subscribeToScreenWidth, currentPageWindowSize, serverPageWindowSize);
}

export interface PageWindow {
  /** First and last page button shown. */
  first: number;
  last: number;
  /** Where Prev and Next go, or null at the ends. */
  previous: number | null;
  next: number | null;
}

/**
 * The page buttons around `page` (spec §2): pages come in fixed windows of `size` (1–3, 4–6, …
 * for 3), and Prev/Next move the whole window by `size` pages, keeping the place within it
 * (the last window may be short, so Next lands on the last page at most). Prev is off in the
 * first window, Next in the last.
 */
export function pageWindow({
  page,
  pageCount,
  size,
}: {
  page: number;
  pageCount: number;
  size: number;
}): PageWindow {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const first = Math.floor((current - 1) / size) * size + 1;
  const last = Math.min(first + size - 1, count);
  return {
    first,
    last,
    previous: first > 1 ? Math.max(1, current - size) : null,
    next: last < count ? Math.min(count, current + size) : null,
  };
}

/**
 * Page buttons in a window sized by the screen width, with Prev and Next moving that window
 * (spec §2, §9). The current page is marked with aria-current. Renders nothing for one page.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  className = '',
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const size = usePageWindowSize();
  if (pageCount <= 1) return null;

  const { first, last, previous, next } = pageWindow({ page, pageCount, size });
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index);

  return (
    <nav aria-label={t('pagination.label')} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        <li>
          <button
            type="button"
            className="btn btn-outline btn-sm sm:btn-md"
            disabled={previous === null}
            onClick={() => previous !== null && onPageChange(previous)}
          >
            {t('pagination.prev')}
          </button>
        </li>
        {pages.map((number) => {
          const isCurrent = number === page;
          return (
            <li key={number}>
              <button
                type="button"
                className={`btn btn-square btn-sm sm:btn-md ${isCurrent ? 'btn-primary' : 'btn-ghost'}`}
                aria-label={t('pagination.page', { page: number })}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => !isCurrent && onPageChange(number)}
              >
                {formatDigits(number, i18n.language)}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="btn btn-outline btn-sm sm:btn-md"
            disabled={next === null}
            onClick={() => next !== null && onPageChange(next)}
          >
            {t('pagination.next')}
          </button>
        </li>
      </ul>
      <p className="mt-2 text-center text-sm text-muted">
        {t('pagination.status', { page, pages: pageCount })}
      </p>
    </nav>
  );
}
