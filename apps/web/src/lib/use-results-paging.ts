import { useEffect, useRef } from 'react';

/**
 * A paged list's moves (the listing, Suggested for you): an address past the last page (an old
 * link, fewer results now) is replaced by the last page once `pageCount` is known (null until
 * then), and a page change takes the reader, and the keyboard, back to the top of the results
 * (the element `resultsRef` is given to, focusable with tabIndex -1).
 */
export function useResultsPaging({
  page,
  pageCount,
  goToPage,
  replacePage,
}: {
  page: number;
  pageCount: number | null;
  goToPage: (page: number) => void;
  replacePage: (page: number) => void;
}) {
  const resultsRef = useRef<HTMLElement>(null);
  const isPastLastPage = pageCount !== null && pageCount > 0 && page > pageCount;
  useEffect(() => {
    if (isPastLastPage) replacePage(pageCount);
  }, [isPastLastPage, pageCount, replacePage]);

  const onPageChange = (next: number) => {
    goToPage(next);
    const region = resultsRef.current;
    if (!region) return;
    if (typeof region.scrollIntoView === 'function') region.scrollIntoView({ block: 'start' });
    region.focus({ preventScroll: true });
  };

  return { resultsRef, isPastLastPage, onPageChange };
}
