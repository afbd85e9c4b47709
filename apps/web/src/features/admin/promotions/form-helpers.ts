function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An ISO date as a datetime-local input shows it, in the browser's time zone; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO date; null when empty, the raw text when unreadable (the schema refuses it). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A whole number typed in an input, null when empty; NaN when it is not a number (the schema refuses it). */
export function optionalNumber(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}

export const smallButtonClass =
  'rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50 dark:text-brand-300 dark:hover:bg-slate-800';
export const smallDangerButtonClass =
  'rounded-md px-2 py-1 text-xs font-semibold text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600 disabled:opacity-50 dark:text-red-400 dark:hover:bg-red-950';

/** A small status pill: Aktif in green, Nonaktif in grey. */
export function activeBadgeClass(isActive: boolean): string {
  return `inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
    isActive
      ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
      : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'
  }`;
}

/** The grid of an add/edit form: one column on a phone, two from 640 px. */
export const editorFormClass = 'grid gap-4 sm:grid-cols-2';
