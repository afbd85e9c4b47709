/**
 * How durations (in days; 0 is lifetime) read in the shop, SPEC §2 and §9.
 * A month is 30 days; 360 days or more read as years.
 */
import { DAYS_PER_MONTH, DAYS_PER_YEAR, MONTHS_PER_YEAR } from './constants';

export const LIFETIME_LABEL = 'Lifetime';
export const FOREVER_LABEL = 'Selamanya';

/** Item durations with enabled flags, as in a variant's item list. */
export interface DurationItem {
  duration: number;
  enabled: boolean;
}

const countFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** The duration in days, or null for lifetime (0, or a missing or negative duration). */
function daysOrLifetime(days: number | null | undefined): number | null {
  return days && days > 0 ? days : null;
}

/** Number of 30-day months in a duration (fractional for odd durations). */
export function monthsIn(days: number): number {
  return days / DAYS_PER_MONTH;
}

/** Duration picker label: 'Lifetime' for 0, 'N Tahun' from 360 days (days/360), else 'N Bulan' (days/30). */
export function durationLabel(days: number | null | undefined): string {
  const finiteDays = daysOrLifetime(days);
  if (finiteDays === null) return LIFETIME_LABEL;
  if (finiteDays >= DAYS_PER_YEAR) return `${countFormat.format(finiteDays / DAYS_PER_YEAR)} Tahun`;
  return `${countFormat.format(monthsIn(finiteDays))} Bulan`;
}

/** Product card duration label: 'Lifetime' for 0, otherwise always 'N Bulan'. */
export function cardDurationLabel(days: number | null | undefined): string {
  const finiteDays = daysOrLifetime(days);
  if (finiteDays === null) return LIFETIME_LABEL;
  return `${countFormat.format(monthsIn(finiteDays))} Bulan`;
}

/** Labels of the enabled durations a product card lists, in item order. */
export function cardDurationLabels(items: readonly DurationItem[]): string[] {
  return items.filter((item) => item.enabled).map((item) => cardDurationLabel(item.duration));
}

/** Price suffix: '/ Thn' from 12 months, '/ Bln' below, and none for lifetime (a one-off price). */
export function priceSuffix(days: number | null | undefined): string {
  const finiteDays = daysOrLifetime(days);
  if (finiteDays === null) return '';
  return monthsIn(finiteDays) >= MONTHS_PER_YEAR ? '/ Thn' : '/ Bln';
}

/** Whether a package or duration text names lifetime, case-insensitively. */
export function isLifetimeName(name: string | null | undefined): boolean {
  return name?.trim().toLowerCase() === 'lifetime';
}

/** Duration shown beside a package: 'Selamanya' for a package named lifetime, else the duration label. */
export function packageDurationText(
  packageName: string | null | undefined,
  days: number | null | undefined,
): string {
  return isLifetimeName(packageName) ? FOREVER_LABEL : durationLabel(days);
}
