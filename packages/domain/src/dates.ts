/**
 * Date arithmetic and serialization shared by the server and the web app. Days are fixed spans of
 * 24 hours (instants, not calendar days), so adding them does not depend on a time zone.
 */
import { MS_PER_DAY } from './constants';

/** `days` (fractional or negative allowed) of 24 hours after `from`. */
export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * MS_PER_DAY);
}

/** The date as an ISO 8601 UTC string, or null when there is no date. */
export function isoOrNull(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}
