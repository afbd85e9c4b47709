import type { ReactNode } from 'react';

/** A row of a chart's numbers: its label (the row's header) and one value per numeric column. */
export interface ChartTableRow {
  key: string;
  label: ReactNode;
  values: readonly ReactNode[];
}

interface ChartTableProps {
  /** Names the table for screen readers (the chart's numbers are otherwise only drawn). */
  caption: string;
  /** The first column's heading (the rows' labels), then the numeric columns'. */
  columns: readonly [label: string, ...values: string[]];
  rows: readonly ChartTableRow[];
  /** The box the table scrolls in: sideways for wide tables, down for long ones. */
  scrollClassName: string;
}

/** 'Lihat tabel' under a chart: the numbers it draws, as a table a keyboard and a screen reader can read. */
export function ChartTable({ caption, columns, rows, scrollClassName }: ChartTableProps) {
  const [labelColumn, ...valueColumns] = columns;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-brand-700 dark:text-brand-300">Lihat tabel</summary>
      <div className={`mt-2 ${scrollClassName}`}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 font-semibold">
                {labelColumn}
              </th>
              {valueColumns.map((column) => (
                <th key={column} scope="col" className="px-2 py-1 text-right font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-100 dark:border-slate-800">
                <th scope="row" className="px-2 py-1 font-normal">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={valueColumns[index]} className="px-2 py-1 text-right tabular-nums">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
