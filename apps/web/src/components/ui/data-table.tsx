import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Whether the element's content is wider than the element (so it scrolls sideways). */
function useIsOverflowing<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [isOverflowing, setIsOverflowing] = useState(false);

  useEffect(() => {
    const element = ref.current;
    // Without ResizeObserver (old browsers, jsdom) the table simply never counts as scrolling.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setIsOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);

  return { ref, isOverflowing };
}

/**
 * A data table under a visible title that names it, in a region that scrolls sideways when the
 * screen is narrower than the table. While it scrolls, the region takes keyboard focus (so the
 * arrow keys scroll it) and a hint under the title says there is more to the side. The title
 * sits outside the scrolling part, so it always reads in full.
 */
export function DataTable({
  title,
  scrollHint,
  isBusy = false,
  children,
}: {
  title: string;
  /** Shown under the title while the table is wider than the screen. */
  scrollHint: string;
  /** The rows are about to change (e.g. re-reading after an action). */
  isBusy?: boolean;
  /** The table's thead and tbody. */
  children: ReactNode;
}) {
  const titleId = useId();
  const { ref, isOverflowing } = useIsOverflowing<HTMLDivElement>();

  return (
    <div className="rounded-box border border-base-300 bg-base-100 shadow-sm">
      <div className="px-3 pt-3 pb-1 sm:px-4">
        <h2 id={titleId} className="font-sans text-base font-semibold">
          {title}
        </h2>
        {isOverflowing ? <p className="text-xs text-muted">{scrollHint}</p> : null}
      </div>
      <div
        ref={ref}
        role="region"
        aria-labelledby={titleId}
        aria-busy={isBusy}
        tabIndex={isOverflowing ? 0 : undefined}
        className="overflow-x-auto rounded-b-box focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <table
          aria-labelledby={titleId}
          className="table table-sm sm:table-md max-sm:[&_td]:px-2 max-sm:[&_th]:px-2 max-sm:[&_th]:leading-tight"
        >
          {children}
        </table>
      </div>
    </div>
  );
}
