const COLOURS: Record<string, string> = {
  Available: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  Unavailable: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
};
const OUT_OF_STOCK = 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200';

/** A product's status: Available green, Unavailable grey, anything else (out of stock) amber. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${COLOURS[status] ?? OUT_OF_STOCK}`}
    >
      {status}
    </span>
  );
}
