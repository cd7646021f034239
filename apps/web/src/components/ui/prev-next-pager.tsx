/**
 * Prev and Next buttons around "Page N of M" (a table's pages), disabled at the ends; nothing when
 * there is one page. The labels come in the reader's language.
 */
export function PrevNextPager({
  page,
  pages,
  onPage,
  label,
  prevLabel,
  nextLabel,
  status,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's name. */
  label: string;
  prevLabel: string;
  nextLabel: string;
  /** "Page 2 of 5", as the reader reads it. */
  status: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(Math.max(1, page - 1))}
      >
        {prevLabel}
      </button>
      <span className="text-sm" aria-live="polite">
        {status}
      </span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(Math.min(pages, page + 1))}
      >
        {nextLabel}
      </button>
    </nav>
  );
}
