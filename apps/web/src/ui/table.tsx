import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Spinner } from './spinner';

export type SortDirection = 'ascending' | 'descending';

/** What a column's rows are ordered by: text in Indonesian collation, numbers by size. */
export type SortValue = string | number | null | undefined;

export interface TableSort {
  /** The `sortKey` of the column the rows are ordered by. */
  key: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  /** Tells the column apart (React key); unique in the table. */
  id: string;
  /** The column's heading, also the label before each value when the rows are stacked cards. */
  header: string;
  /** The heading is read by screen readers only (a column of row actions); no label in the cards. */
  isHeaderHidden?: boolean;
  /** A longer explanation of the heading, shown on hover. */
  hint?: string;
  cell: (row: Row) => ReactNode;
  /** Where the column's text sits from the table breakpoint up ('end' for amounts). */
  align?: 'start' | 'end';
  /** The cell names its row (th scope=row), e.g. a voucher's code. */
  isRowHeader?: boolean;
  /** Extra classes of the column's cells, e.g. 'whitespace-nowrap' or 'font-mono'. */
  className?: string;
  /** Makes the heading a sort button; the key is what `sort` and `onSortChange` carry. */
  sortKey?: string;
  /** The value the table orders the rows by when this column is the sorted one (lists loaded whole). */
  sortValue?: (row: Row) => SortValue;
}

/** Below this width each row is a card with a labelled line per column; from it on, a table. */
export type StackBreakpoint = 'sm' | 'md' | 'lg' | 'xl';

export interface TableProps<Row> {
  /** Names the table for screen readers, e.g. 'Daftar pengguna'. */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's accessible name (e.g. the user's e-mail), when its cells would name it poorly. */
  rowLabel?: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  /** More about a row under it, across every column (e.g. an opened log entry); null for none. */
  rowDetails?: (row: Row) => ReactNode;
  /** While true, the rows are replaced by one row with `loadingText`. */
  isLoading?: boolean;
  loadingText?: ReactNode;
  /** A load failure: when set, the rows are replaced by one row announcing it. */
  error?: ReactNode;
  /** The one row shown when there are no rows. */
  emptyText: ReactNode;
  /** The rows shown are being refreshed. */
  isBusy?: boolean;
  /** The order shown; with `onSortChange` the caller keeps it (e.g. a server-sorted list), else the table does. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** The order before any heading is pressed, when the table keeps the sort itself. */
  defaultSort?: TableSort;
  stackBelow?: StackBreakpoint;
  /** Layout of the box around the table, e.g. a margin. */
  className?: string;
}

/**
 * Classes that differ by the breakpoint under which the rows stack as cards. Each set is written
 * out whole so the style sheet holds every class; the `max-*` variants apply below the breakpoint.
 */
const STACKED: Record<
  StackBreakpoint,
  {
    table: string;
    body: string;
    hiddenHead: string;
    sortHead: string;
    sortHeadRow: string;
    hiddenHeadCell: string;
    sortHeadCell: string;
    row: string;
    /**
     * A cell as a line of label and value. The label is its column's heading from data-label, as
     * generated content whose empty alternative text (after '/') keeps it out of the cell's
     * accessible name: screen readers take the column heading instead.
     */
    cell: string;
    label: string;
    /** A cell without a label (row actions) across the card. */
    unlabelledCell: string;
    /** The one cell of a state or details row. */
    wideCell: string;
  }
> = {
  sm: {
    table: 'max-sm:block',
    body: 'max-sm:block',
    hiddenHead: 'max-sm:sr-only',
    sortHead: 'max-sm:block',
    sortHeadRow: 'max-sm:flex max-sm:flex-wrap max-sm:gap-x-4 max-sm:gap-y-1 max-sm:px-4 max-sm:py-2',
    hiddenHeadCell: 'max-sm:sr-only',
    sortHeadCell: 'max-sm:block max-sm:p-0',
    row: 'max-sm:block max-sm:px-4 max-sm:py-2',
    cell: "max-sm:grid max-sm:grid-cols-[7rem_minmax(0,1fr)] max-sm:gap-3 max-sm:items-baseline max-sm:px-0 max-sm:py-1 max-sm:text-left max-sm:before:content-[attr(data-label)_/_'']",
    label:
      'max-sm:before:font-sans max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:break-words max-sm:before:text-slate-500 max-sm:before:uppercase max-sm:dark:before:text-slate-400',
    unlabelledCell: 'max-sm:block max-sm:px-0 max-sm:py-1.5 max-sm:text-left',
    wideCell: 'max-sm:block max-sm:max-w-none',
  },
  md: {
    table: 'max-md:block',
    body: 'max-md:block',
    hiddenHead: 'max-md:sr-only',
    sortHead: 'max-md:block',
    sortHeadRow: 'max-md:flex max-md:flex-wrap max-md:gap-x-4 max-md:gap-y-1 max-md:px-4 max-md:py-2',
    hiddenHeadCell: 'max-md:sr-only',
    sortHeadCell: 'max-md:block max-md:p-0',
    row: 'max-md:block max-md:px-4 max-md:py-2',
    cell: "max-md:grid max-md:grid-cols-[7rem_minmax(0,1fr)] max-md:gap-3 max-md:items-baseline max-md:px-0 max-md:py-1 max-md:text-left max-md:before:content-[attr(data-label)_/_'']",
    label:
      'max-md:before:font-sans max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:break-words max-md:before:text-slate-500 max-md:before:uppercase max-md:dark:before:text-slate-400',
    unlabelledCell: 'max-md:block max-md:px-0 max-md:py-1.5 max-md:text-left',
    wideCell: 'max-md:block max-md:max-w-none',
  },
  lg: {
    table: 'max-lg:block',
    body: 'max-lg:block',
    hiddenHead: 'max-lg:sr-only',
    sortHead: 'max-lg:block',
    sortHeadRow: 'max-lg:flex max-lg:flex-wrap max-lg:gap-x-4 max-lg:gap-y-1 max-lg:px-4 max-lg:py-2',
    hiddenHeadCell: 'max-lg:sr-only',
    sortHeadCell: 'max-lg:block max-lg:p-0',
    row: 'max-lg:block max-lg:px-4 max-lg:py-2',
    cell: "max-lg:grid max-lg:grid-cols-[7rem_minmax(0,1fr)] max-lg:gap-3 max-lg:items-baseline max-lg:px-0 max-lg:py-1 max-lg:text-left max-lg:before:content-[attr(data-label)_/_'']",
    label:
      'max-lg:before:font-sans max-lg:before:text-xs max-lg:before:font-semibold max-lg:before:tracking-wide max-lg:before:break-words max-lg:before:text-slate-500 max-lg:before:uppercase max-lg:dark:before:text-slate-400',
    unlabelledCell: 'max-lg:block max-lg:px-0 max-lg:py-1.5 max-lg:text-left',
    wideCell: 'max-lg:block max-lg:max-w-none',
  },
  xl: {
    table: 'max-xl:block',
    body: 'max-xl:block',
    hiddenHead: 'max-xl:sr-only',
    sortHead: 'max-xl:block',
    sortHeadRow: 'max-xl:flex max-xl:flex-wrap max-xl:gap-x-4 max-xl:gap-y-1 max-xl:px-4 max-xl:py-2',
    hiddenHeadCell: 'max-xl:sr-only',
    sortHeadCell: 'max-xl:block max-xl:p-0',
    row: 'max-xl:block max-xl:px-4 max-xl:py-2',
    cell: "max-xl:grid max-xl:grid-cols-[7rem_minmax(0,1fr)] max-xl:gap-3 max-xl:items-baseline max-xl:px-0 max-xl:py-1 max-xl:text-left max-xl:before:content-[attr(data-label)_/_'']",
    label:
      'max-xl:before:font-sans max-xl:before:text-xs max-xl:before:font-semibold max-xl:before:tracking-wide max-xl:before:break-words max-xl:before:text-slate-500 max-xl:before:uppercase max-xl:dark:before:text-slate-400',
    unlabelledCell: 'max-xl:block max-xl:px-0 max-xl:py-1.5 max-xl:text-left',
    wideCell: 'max-xl:block max-xl:max-w-none',
  },
};

const boxClass =
  'relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';
const tableClass = 'w-full text-left text-sm';
const headClass = 'border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/50';
const bodyClass = 'divide-y divide-slate-100 dark:divide-slate-800';
const headCellClass =
  'px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase dark:text-slate-400';
const cellClass = 'px-3 py-2 align-top text-slate-700 dark:text-slate-300';
const rowHeaderClass = 'font-semibold text-slate-900 dark:text-white';
const sortButtonClass =
  'inline-flex items-center gap-1 rounded-md font-semibold tracking-wide uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:hover:text-white';
const stateCellClass = 'px-3 py-8 text-center';

const collator = new Intl.Collator('id-ID', { numeric: true, sensitivity: 'base' });

function isEmptyValue(value: SortValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** The rows in the order `sort` asks for, by the sorted column's `sortValue` (empty values last either way); as given when it has none. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  sort: TableSort | null | undefined,
): readonly Row[] {
  const value = sort && columns.find((column) => column.sortKey === sort.key)?.sortValue;
  if (!sort || !value) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((rowA, rowB) => {
    const a = value(rowA);
    const b = value(rowB);
    if (isEmptyValue(a) || isEmptyValue(b)) return Number(isEmptyValue(a)) - Number(isEmptyValue(b));
    if (typeof a === 'number' && typeof b === 'number') return sign * (a - b);
    return sign * collator.compare(String(a), String(b));
  });
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className={`size-3.5 ${direction ? '' : 'opacity-50'}`} />;
}

/**
 * The web app's list table. Each column has a heading and a cell; a column with a `sortKey` has a
 * button in its heading and `aria-sort`. Loading, failure and emptiness show as one row across
 * every column. Below `stackBelow` (640 px by default) each row is a card where every cell is a
 * line with its column's heading before the value, so no column is out of reach on a phone; the
 * table keeps its table, row and cell roles there, and the headings stay for screen readers.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  rowClassName,
  rowDetails,
  isLoading = false,
  loadingText = 'Memuat...',
  error,
  emptyText,
  isBusy,
  sort: controlledSort,
  onSortChange,
  defaultSort,
  stackBelow = 'sm',
  className = '',
}: TableProps<Row>) {
  const [ownSort, setOwnSort] = useState<TableSort | null>(defaultSort ?? null);
  const isControlled = onSortChange !== undefined;
  const sort = isControlled ? (controlledSort ?? null) : ownSort;
  const stacked = STACKED[stackBelow];
  const hasSortable = columns.some((column) => column.sortKey !== undefined);
  const hasError = error !== undefined && error !== null && error !== false;
  const shownRows = sortRows(rows, columns, sort);

  const changeSort = (key: string) => {
    const next: TableSort = {
      key,
      direction: sort?.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    if (isControlled) onSortChange(next);
    else setOwnSort(next);
  };

  const stateRow = (content: ReactNode) => (
    <tr role="row" className={stacked.row}>
      <td role="cell" colSpan={columns.length} className={`${stateCellClass} ${stacked.wideCell}`}>
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (hasError) {
    body = stateRow(
      <div role="alert" className="text-red-600 dark:text-red-400">
        {error}
      </div>,
    );
  } else if (isLoading) {
    body = stateRow(
      <div
        role="status"
        className="flex items-center justify-center gap-2 text-slate-600 dark:text-slate-400"
      >
        <Spinner /> {loadingText}
      </div>,
    );
  } else if (rows.length === 0) {
    body = stateRow(<p className="text-slate-600 dark:text-slate-400">{emptyText}</p>);
  } else {
    body = shownRows.map((row) => {
      const details = rowDetails?.(row);
      return (
        <Fragment key={rowKey(row)}>
          <tr
            role="row"
            aria-label={rowLabel?.(row)}
            className={`${stacked.row} ${rowClassName?.(row) ?? ''}`}
          >
            {columns.map((column) => {
              const Cell = column.isRowHeader ? 'th' : 'td';
              const layout = column.isHeaderHidden ? stacked.unlabelledCell : stacked.cell;
              return (
                <Cell
                  key={column.id}
                  role={column.isRowHeader ? 'rowheader' : 'cell'}
                  scope={column.isRowHeader ? 'row' : undefined}
                  data-label={column.isHeaderHidden ? undefined : column.header}
                  className={`${cellClass} ${column.isRowHeader ? rowHeaderClass : ''} ${
                    column.align === 'end' ? 'text-right' : ''
                  } ${layout} ${column.isHeaderHidden ? '' : stacked.label} ${column.className ?? ''}`}
                >
                  <div className="min-w-0">{column.cell(row)}</div>
                </Cell>
              );
            })}
          </tr>
          {details !== null && details !== undefined && details !== false && (
            <tr role="row" className={stacked.row}>
              <td
                role="cell"
                colSpan={columns.length}
                className={`max-w-0 bg-slate-50 px-3 py-3 dark:bg-slate-800/40 ${stacked.wideCell}`}
              >
                {details}
              </td>
            </tr>
          )}
        </Fragment>
      );
    });
  }

  return (
    <div className={`${boxClass} ${className}`}>
      {/* The explicit roles keep the table, its rows and cells for screen readers where the cards restyle them. */}
      <table role="table" aria-busy={isBusy || undefined} className={`${tableClass} ${stacked.table}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`${headClass} ${hasSortable ? stacked.sortHead : stacked.hiddenHead}`}>
          <tr role="row" className={hasSortable ? stacked.sortHeadRow : undefined}>
            {columns.map((column) => {
              const { sortKey } = column;
              const direction = sortKey !== undefined && sort?.key === sortKey ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  role="columnheader"
                  scope="col"
                  title={column.hint}
                  aria-sort={sortKey !== undefined ? (direction ?? 'none') : undefined}
                  className={`${headCellClass} ${column.align === 'end' ? 'text-right' : ''} ${
                    sortKey !== undefined ? stacked.sortHeadCell : stacked.hiddenHeadCell
                  }`}
                >
                  {sortKey !== undefined ? (
                    <button
                      type="button"
                      className={`${sortButtonClass} ${direction ? 'text-slate-900 dark:text-white' : ''}`}
                      onClick={() => changeSort(sortKey)}
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : column.isHeaderHidden ? (
                    <span className="sr-only">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={`${bodyClass} ${stacked.body}`}>{body}</tbody>
      </table>
    </div>
  );
}
