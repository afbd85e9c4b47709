/**
 * The product page while its product loads: grey blocks where the back button, banner, name, price and
 * order panel will be, so the page does not jump (and the footer does not flash past) when they arrive.
 */
export function ProductPageSkeleton() {
  const block = 'rounded-lg bg-slate-200 dark:bg-slate-800';
  return (
    <div role="status" className="mx-auto min-h-screen w-full max-w-6xl px-4 py-8 sm:px-6">
      <span className="sr-only">Memuat...</span>
      <div aria-hidden="true" className="animate-pulse">
        <div className={`h-8 w-24 ${block}`} />
        <div className="mt-4 aspect-[3/1] w-full rounded-2xl bg-slate-100 dark:bg-slate-800" />
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-3">
            <div className={`h-8 w-2/3 sm:h-9 ${block}`} />
            <div className="flex gap-2">
              <div className="h-6 w-28 rounded-full bg-slate-200 dark:bg-slate-800" />
              <div className="h-6 w-16 rounded-full bg-slate-200 dark:bg-slate-800" />
            </div>
            <div className={`h-7 w-1/2 ${block}`} />
          </div>
          <div className="h-96 rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 lg:row-span-2" />
        </div>
      </div>
    </div>
  );
}
