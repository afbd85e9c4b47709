/**
 * Indonesian number, money and date formats (SPEC §9). Dates are built from Intl parts with an
 * explicit time zone, so the server, every browser and the tests print the same text.
 */
import { DEFAULT_TIME_ZONE, MS_PER_DAY, NAV_NAME_MAX_LENGTH, NEW_PRODUCT_WINDOW_DAYS } from './constants';

/** A date as the API sends it (ISO string), a Date, or epoch milliseconds. */
export type DateInput = Date | string | number;

/** Shown in place of a missing or unreadable date. */
export const MISSING_DATE_TEXT = '-';

const THOUSAND = 1_000;
const MILLION = 1_000_000;

const integerFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat('id-ID', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const rupiahFormat = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Intl puts no-break spaces in some formats; callers and tests expect plain spaces. */
function withPlainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** Compact count or price, truncated (never rounded up): '1,5Jt' from a million, '15Rb' from a thousand, else '950'. */
export function shortNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const whole = Math.round(Math.abs(value));
  const sign = value < 0 && whole > 0 ? '-' : '';
  if (whole >= MILLION) return `${sign}${oneDecimalFormat.format(Math.floor(whole / (MILLION / 10)) / 10)}Jt`;
  if (whole >= THOUSAND) return `${sign}${integerFormat.format(Math.floor(whole / THOUSAND))}Rb`;
  return `${sign}${integerFormat.format(whole)}`;
}

/** Rupiah with Indonesian grouping and a plain space, e.g. 'Rp 25.000'; fractions are rounded. */
export function formatRupiah(amount: number): string {
  const rounded = Number.isFinite(amount) ? Math.round(amount) : 0;
  // Math.round(-0.4) is -0, which Intl prints as '-Rp 0'.
  return withPlainSpaces(rupiahFormat.format(rounded === 0 ? 0 : rounded));
}

/** The Date of an input, or null when it is missing or not a valid date. */
export function toValidDate(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

type DatePart = 'day' | 'month' | 'year' | 'hour' | 'minute';

function dateParts(
  date: Date,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): Partial<Record<DatePart, string>> {
  const parts = new Intl.DateTimeFormat('id-ID', { ...options, timeZone }).formatToParts(date);
  return Object.fromEntries(
    parts.filter((part) => part.type !== 'literal').map((part) => [part.type, part.value]),
  );
}

/** Long Indonesian date, e.g. '22 November 2026'; '-' when the date is missing. */
export function formatDateLong(
  input: DateInput | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toValidDate(input);
  if (!date) return MISSING_DATE_TEXT;
  const { day, month, year } = dateParts(date, { day: 'numeric', month: 'long', year: 'numeric' }, timeZone);
  return `${day} ${month} ${year}`;
}

/** Long Indonesian date and 24-hour time, e.g. '22 November 2026 pukul 14.30'; '-' when missing. */
export function formatDateTime(
  input: DateInput | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toValidDate(input);
  if (!date) return MISSING_DATE_TEXT;
  const { day, month, year, hour, minute } = dateParts(
    date,
    { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    timeZone,
  );
  return `${day} ${month} ${year} pukul ${hour}.${minute}`;
}

/** Notification time: day, short month, hour and minute, e.g. '22 Nov, 14.30'; '-' when missing. */
export function formatNotificationTime(
  input: DateInput | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toValidDate(input);
  if (!date) return MISSING_DATE_TEXT;
  const { day, month, hour, minute } = dateParts(
    date,
    { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    timeZone,
  );
  return `${day} ${month}, ${hour}.${minute}`;
}

/** Whether a product created at `createdAt` still gets the 'Baru' badge at `now` (younger than 7 days). */
export function isNewProduct(createdAt: DateInput | null | undefined, now: DateInput): boolean {
  const created = toValidDate(createdAt);
  const current = toValidDate(now);
  if (!created || !current) return false;
  return current.getTime() - created.getTime() < NEW_PRODUCT_WINDOW_DAYS * MS_PER_DAY;
}

/** The user's name in the top navigation: at most 10 characters plus '...', or 'User' when empty. */
export function navUserName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return 'User';
  return trimmed.length > NAV_NAME_MAX_LENGTH ? `${trimmed.slice(0, NAV_NAME_MAX_LENGTH)}...` : trimmed;
}
