/**
 * Every date of the demo is an offset from one `now`, so a seed run at any moment tells the same
 * story: a Pending order still payable, a seat in grace since yesterday, a product added two days ago.
 */
import { addDays } from '@premium-shop/domain/dates';

/** Indonesian western time (WIB) has no daylight saving: a fixed +7 hours. */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface DemoClock {
  now: Date;
  /** `days` (fractional allowed) before now. */
  ago(days: number): Date;
  /** `days` (fractional allowed) after now. */
  ahead(days: number): Date;
}

export function demoClock(now: Date): DemoClock {
  return {
    now,
    ago: (days) => addDays(now, -days),
    ahead: (days) => addDays(now, days),
  };
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** 'YYYYMMDD' of the date in WIB, the calendar day a customer in Indonesia sees on the invoice. */
export function wibDateStamp(date: Date): string {
  return new Date(date.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}
