import { createContext, use, useEffect, useId, useRef, useState, type ReactNode } from 'react';

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

/** Which of the two renderings a row is part of: the table (md up) or the card list (below). */
const LayoutContext = createContext<'table' | 'cards'>('table');

/**
 * A data table under a visible title that names it. From the md breakpoint up it is a table, in
 * a region that scrolls sideways when the screen is narrower than the table: while it scrolls,
 * the region takes keyboard focus (so the arrow keys scroll it) and a hint under the title says
 * there is more to the side. Below md the same rows are a list of cards, each a definition list
 * of the columns with the row's actions full width at the bottom, so nothing is off-screen.
 *
 * The rows (`DataRow`s) are rendered once for each layout, and CSS (`display: none`) shows one,
 * so the hidden one is out of reach of the keyboard and of screen readers. Their ids must come
 * from `useId` in the row, so that the two renderings do not share them.
 */
export function DataTable({
  title,
  scrollHint,
  isBusy = false,
  columns,
  actionsColumn,
  children,
}: {
  title: string;
  /** Shown under the title while the table is wider than the screen. */
  scrollHint: string;
  /** The rows are about to change (e.g. re-reading after an action). */
  isBusy?: boolean;
  /** The headers of the data columns, in the order of each row's `DataCell`s. */
  columns: readonly string[];
  /** The header of the last column, the row's `DataActions`. */
  actionsColumn: string;
  /** One `DataRow` per row. */
  children: ReactNode;
}) {
  const titleId = useId();
  const { ref, isOverflowing } = useIsOverflowing<HTMLDivElement>();

  return (
    <div className="md:rounded-box md:border md:border-base-300 md:bg-base-100 md:shadow-sm">
      <div className="pb-2 md:px-4 md:pt-3 md:pb-1">
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
        className="hidden overflow-x-auto rounded-b-box focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary md:block"
      >
        <table aria-labelledby={titleId} className="table">
          <thead className="text-muted">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col" className="w-0 text-right">
                {actionsColumn}
              </th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      <ul aria-labelledby={titleId} aria-busy={isBusy} className="space-y-3 md:hidden">
        <LayoutContext value="cards">{children}</LayoutContext>
      </ul>
    </div>
  );
}

/** One row: a table row, or a card of its cells. */
export function DataRow({ children }: { children: ReactNode }) {
  if (use(LayoutContext) === 'table') return <tr>{children}</tr>;
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-3 shadow-sm">
      <dl className="space-y-2">{children}</dl>
    </li>
  );
}

/** A row's value in a column; on a card, `label` (the column's header) names it. */
export function DataCell({
  label,
  className,
  children,
}: {
  label: string;
  /** For the table cell only: a card gives each value the width that is left. */
  className?: string;
  children: ReactNode;
}) {
  if (use(LayoutContext) === 'table') return <td className={className}>{children}</td>;
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-baseline gap-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * The row's actions, in the last column; at the bottom of a card, full width. On a card `label`
 * (the column's header) is there for screen readers only: the buttons name themselves.
 */
export function DataActions({ label, children }: { label: string; children: ReactNode }) {
  if (use(LayoutContext) === 'table') return <td className="text-right">{children}</td>;
  return (
    <div className="pt-1">
      <dt className="sr-only">{label}</dt>
      <dd className="flex flex-col gap-2 [&_.btn]:w-full">{children}</dd>
    </div>
  );
}
