type PageEntry = number | 'gap';

/** Page numbers to show: all of them up to 7, else the first, the last and the current one's neighbours. */
export function pageEntries(current: number, totalPages: number): PageEntry[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const wanted = new Set([1, totalPages, current - 1, current, current + 1]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= totalPages).sort((a, b) => a - b);
  const entries: PageEntry[] = [];
  for (const page of pages) {
    const previous = entries.at(-1);
    if (typeof previous === 'number' && page - previous > 1) entries.push('gap');
    entries.push(page);
  }
  return entries;
}

interface PaginationProps {
  /** The nav's accessible name, e.g. 'Halaman pesanan'. */
  label: string;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';
const idleClass =
  'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';
const currentClass = 'border-brand-600 bg-brand-600 text-white';

/** Previous, page numbers and Next; the caller shows it only when there is more than one page. */
export function Pagination({ label, page, totalPages, onPageChange }: PaginationProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        className={`${itemClass} ${idleClass}`}
      >
        Previous
      </button>
      {pageEntries(page, totalPages).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500 dark:text-slate-400">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            onClick={() => onPageChange(entry)}
            aria-label={`Halaman ${entry}`}
            aria-current={entry === page ? 'page' : undefined}
            className={`${itemClass} ${entry === page ? currentClass : idleClass}`}
          >
            {entry}
          </button>
        ),
      )}
      <button
        type="button"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        className={`${itemClass} ${idleClass}`}
      >
        Next
      </button>
    </nav>
  );
}
