/** 'YYYY-MM-DD' of a date input, as the start of that day in WIB (ISO with offset). */
export function wibDateToIso(value: string): string {
  return `${value}T00:00:00+07:00`;
}

/** The 'YYYY-MM-DD' (WIB) of an ISO date, for a date input; '' without one. */
export function isoToWibDate(iso: string | null): string {
  if (!iso) return '';
  const wib = new Date(new Date(iso).getTime() + 7 * 60 * 60 * 1000);
  return wib.toISOString().slice(0, 10);
}

/** Non-empty trimmed lines (or comma-separated values) of a textarea. */
export function listOf(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((part) => part.trim())
    .filter(Boolean);
}
