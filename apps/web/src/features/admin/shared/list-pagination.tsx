interface ListPaginationProps {
  /** The list answer's pagination (the shown page may be the one asked for). */
  pagination: { page: number; totalPages: number; total: number };
  onPageChange: (page: number) => void;
  /** What is counted, e.g. 'pengguna'. */
  noun: string;
}

const pageButtonClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/** 'Sebelumnya' / 'Berikutnya' under a console list, with the page and the total. */
export function ListPagination({ pagination, onPageChange, noun }: ListPaginationProps) {
  const { page, totalPages, total } = pagination;
  const lastPage = Math.max(totalPages, 1);
  return (
    <nav aria-label="Halaman" className="flex flex-wrap items-center justify-between gap-3 pt-3 text-sm">
      <p className="text-slate-600 dark:text-slate-400">
        {total.toLocaleString('id-ID')} {noun} · Halaman {Math.min(page, lastPage)} dari {lastPage}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={pageButtonClass}
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
        >
          Sebelumnya
        </button>
        <button
          type="button"
          className={pageButtonClass}
          onClick={() => onPageChange(page + 1)}
          disabled={page >= lastPage}
        >
          Berikutnya
        </button>
      </div>
    </nav>
  );
}
