/** Small controls of the catalogue's dense forms and tables. */
export const smallInputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white';

export const iconButtonClass =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-600 dark:text-slate-400 dark:hover:bg-red-950 dark:hover:text-red-400';

export const linkButtonClass =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:bg-brand-950';

export const fieldsetClass =
  'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

export const legendClass = 'px-1 text-sm font-bold text-slate-900 dark:text-white';

export const errorTextClass = 'mt-1 text-xs text-red-600 dark:text-red-400';
