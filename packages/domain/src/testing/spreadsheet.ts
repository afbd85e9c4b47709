/**
 * How a spreadsheet program cuts a CSV file it is told to split on `separator`, for tests of the
 * exports' formula guard. Two readers: one that honours a quote only at the start of a cell (as
 * LibreOffice Calc and Excel do, keeping what follows the closing quote), and one that ignores
 * quotes altogether, as a careless import does. A file written for ',' and read on ';' or tab is
 * cut in places its writer never meant; no cell of either reading may start a formula.
 */

export type Separator = ',' | ';' | '\t';

const LINE_BREAK = /\r\n|\r|\n/;

/** The rows and cells a spreadsheet that honours quotes at a cell's start reads. */
export function readWithQuotes(text: string, separator: Separator): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let index = 0;
  while (index < source.length) {
    let cell = '';
    if (source[index] === '"') {
      index += 1;
      while (index < source.length) {
        if (source[index] === '"') {
          if (source[index + 1] === '"') {
            cell += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        cell += source[index];
        index += 1;
      }
    }
    while (index < source.length && !isCellEnd(source[index]!, separator)) {
      cell += source[index];
      index += 1;
    }
    row.push(cell);
    const end = source[index];
    if (end === separator) {
      index += 1;
      if (index === source.length) row.push('');
      continue;
    }
    rows.push(row);
    row = [];
    index += end === '\r' && source[index + 1] === '\n' ? 2 : 1;
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

/** The rows and cells a reader that ignores quotes reads: every separator and line break cuts. */
export function readWithoutQuotes(text: string, separator: Separator): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(LINE_BREAK)
    .filter((line, index, lines) => line !== '' || index < lines.length - 1)
    .map((line) => line.split(separator));
}

function isCellEnd(char: string, separator: Separator): boolean {
  return char === separator || char === '\r' || char === '\n';
}

const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;
/** What a spreadsheet evaluates: a cell whose first character, past spaces and quotes it drops, opens a formula. */
const FORMULA = /^[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Whether a spreadsheet would run this cell as a formula (a plain signed number is a number). */
export function isFormulaCell(cell: string): boolean {
  return FORMULA.test(cell) && !PLAIN_NUMBER.test(cell.trim());
}

/** Every cell of `text` that would run as a formula, read on each separator, with and without quotes. */
export function formulaCells(text: string): { separator: Separator; cell: string }[] {
  const found: { separator: Separator; cell: string }[] = [];
  for (const separator of [',', ';', '\t'] as const) {
    for (const rows of [readWithQuotes(text, separator), readWithoutQuotes(text, separator)]) {
      for (const cell of rows.flat()) if (isFormulaCell(cell)) found.push({ separator, cell });
    }
  }
  return found;
}
