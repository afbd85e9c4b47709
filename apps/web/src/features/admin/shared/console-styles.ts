/** Classes shared by the console's filter bars, row buttons and badges (lists are ui/table). */
export const filterInputClass =
  'block w-full rounded-md border border-slate-500 bg-white px-2.5 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-brand-600 dark:border-slate-500 dark:bg-slate-900 dark:text-white';

export const filterLabelClass = 'block text-xs font-medium text-slate-600 dark:text-slate-400';

export const smallButtonClass =
  'inline-flex items-center justify-center gap-1 whitespace-nowrap rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

export const smallDangerButtonClass =
  'inline-flex items-center justify-center gap-1 whitespace-nowrap rounded-md border border-red-300 bg-white px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950';

export const pageTitleClass = 'text-2xl font-bold tracking-tight text-slate-900 dark:text-white';

export const badgeTones = {
  slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  green: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  amber: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  brand: 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300',
} as const;

export function badgeClass(tone: keyof typeof badgeTones): string {
  return `inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${badgeTones[tone]}`;
}
