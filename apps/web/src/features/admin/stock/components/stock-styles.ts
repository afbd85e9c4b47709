/** Classes of the stock screen's panels and selects (tables and badges come from shared/console-styles). */
export const panelClass =
  'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

export const selectClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:outline-2 focus:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white';
