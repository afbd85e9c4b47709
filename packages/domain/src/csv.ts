/**
 * CSV as RFC 4180 writes it, for the admin console's exports and the stock import: a field with a
 * comma, a semicolon, a quote, a line break or spaces at its edges is quoted (quotes doubled), and
 * lines end in CRLF. An export starts with a UTF-8 byte order mark, which Excel needs to read
 * Indonesian text as UTF-8.
 */
import { DEFAULT_TIME_ZONE } from './constants';

/** The byte order mark an export starts with. */
export const CSV_BOM = '\uFEFF';

/** An export holds at most this many rows (the first ones of the list's order); the rest is cut off. */
export const MAX_EXPORT_ROWS = 10_000;

/** The answer header that says an export was cut at MAX_EXPORT_ROWS rows: 'true' when it was. */
export const EXPORT_TRUNCATED_HEADER = 'x-export-truncated';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * Where a spreadsheet may start a cell inside our text, and the formula that would start there
 * (OWASP 'CSV injection'). An Indonesian spreadsheet splits a CSV on ';', others on tab, and a
 * reader that splits on a character our quoting does not expect starts a new cell right after it,
 * at a line break it takes for a new row, and past any spaces or quotes it drops: so every such
 * place, not only the text's first character, gets an apostrophe before `=`, `+`, `-` or `@` (and
 * their full-width forms), which the spreadsheet shows as text.
 */
const FORMULA_AT_CELL_START = /(^|[,;\t\r\n])([ \t"]*)([=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;
/** A text starting with a tab or carriage return is a formula to some spreadsheets too. */
const CONTROL_START = /^[\t\r]/;
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

/** Text that no spreadsheet reads as a formula, whichever of ',', ';' or tab it splits cells on. */
export function guardFormulas(text: string): string {
  const guarded = text.replace(FORMULA_AT_CELL_START, "$1$2'$3");
  return CONTROL_START.test(guarded) ? `'${guarded}` : guarded;
}

/** One cell: empty for null, numbers as written, text guarded against formulas and quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = typeof value === 'boolean' ? String(value) : value;
  const safe = guardFormulas(text);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells, without its line break. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/** A column of an export: its heading and how a row fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** A whole export: the byte order mark, the heading line, then one line per row, each ending in CRLF. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    csvLine(columns.map((column) => column.header)),
    ...rows.map((row) => csvLine(columns.map((column) => column.value(row)))),
  ];
  return `${CSV_BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/**
 * A moment as a spreadsheet reads a date and time, 'YYYY-MM-DD HH:mm' in the shop's time zone
 * (WIB); empty without one.
 */
export function csvDateTime(iso: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** An export's file name: '<name>-YYYYMMDD-HHmm.csv', the moment in WIB. */
export function csvFileName(name: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const stamp = csvDateTime(now.toISOString(), timeZone)
    .replaceAll('-', '')
    .replace(' ', '-')
    .replace(':', '');
  return `${name}-${stamp}.csv`;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** A field as written: its text, and whether it was quoted (a quoted field is kept exactly). */
export interface CsvField {
  value: string;
  isQuoted: boolean;
}

/** One record with the line it starts on (1-based, as an editor numbers lines). */
export interface CsvRecord {
  line: number;
  /** The record's first line as written, to tell a comment line ('#') from data. */
  raw: string;
  fields: CsvField[];
}

export type CsvReadResult =
  | { records: CsvRecord[]; error?: undefined }
  | { records?: undefined; error: { line: number; message: string } };

/**
 * Reads CSV text with `delimiter` between fields: quoted fields may hold the delimiter, quotes
 * (doubled) and line breaks; lines may end in CRLF, LF or CR; a leading byte order mark is dropped.
 * A quote that is never closed, or text after a closing quote, is an error on the record's line.
 * A quote inside an unquoted field is taken as a character.
 */
export function parseCsv(text: string, delimiter: ',' | ';' = ','): CsvReadResult {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let index = 0;
  while (index < source.length) {
    const start = { line, index };
    const fields: CsvField[] = [];
    let isRecordDone = false;
    while (!isRecordDone) {
      let value = '';
      let isQuoted = false;
      if (source[index] === '"') {
        isQuoted = true;
        index += 1;
        for (;;) {
          if (index >= source.length) {
            return { error: { line: start.line, message: 'tanda kutip tidak ditutup' } };
          }
          const char = source[index]!;
          if (char === '"') {
            if (source[index + 1] === '"') {
              value += '"';
              index += 2;
              continue;
            }
            index += 1;
            break;
          }
          if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line += 1;
          value += char;
          index += 1;
        }
      } else {
        while (index < source.length && !isFieldEnd(source[index]!, delimiter)) {
          value += source[index];
          index += 1;
        }
      }
      const next = source[index];
      if (next === delimiter) {
        index += 1;
      } else if (next === undefined || next === '\r' || next === '\n') {
        index += next === '\r' && source[index + 1] === '\n' ? 2 : next === undefined ? 0 : 1;
        if (next !== undefined) line += 1;
        isRecordDone = true;
      } else {
        return { error: { line: start.line, message: 'ada teks setelah tanda kutip penutup' } };
      }
      fields.push({ value, isQuoted });
    }
    records.push({ line: start.line, raw: firstLineOf(source, start.index), fields });
  }
  return { records };
}

function isFieldEnd(char: string, delimiter: string): boolean {
  return char === delimiter || char === '\r' || char === '\n';
}

function firstLineOf(source: string, from: number): string {
  const end = source.slice(from).search(/\r|\n/);
  return end === -1 ? source.slice(from) : source.slice(from, from + end);
}
