import type { ReactNode } from 'react';
import { tableBodyClass } from '../../shared/console-styles';

interface CatalogueColumn {
  label: string;
  /** Extra classes of the heading, e.g. 'text-right' or 'hidden sm:table-cell'. */
  className?: string;
}

interface CatalogueTableProps {
  /** Read by screen readers only, e.g. 'Daftar kategori'. */
  caption: string;
  /** The headings before the last, unnamed column of row actions. */
  columns: readonly CatalogueColumn[];
  /** Extra classes of the table, e.g. a minimum width. */
  className?: string;
  /** When set, a single row with this text stands in for the missing rows. */
  emptyText?: string;
  children: ReactNode;
}

/** A catalogue list (categories, packages, products) as a table whose last column holds each row's actions. */
export function CatalogueTable({
  caption,
  columns,
  className = '',
  emptyText,
  children,
}: CatalogueTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className={`w-full ${className} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-3 py-2 ${column.className ?? ''}`}>
                {column.label}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right">
              <span className="sr-only">Aksi</span>
            </th>
          </tr>
        </thead>
        <tbody className={tableBodyClass}>
          {emptyText !== undefined && (
            <tr>
              <td colSpan={columns.length + 1} className="px-3 py-6 text-center text-slate-500">
                {emptyText}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A catalogue row's 'Ubah' and 'Hapus' buttons, each named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Ubah ${name}`}
        className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950"
      >
        Ubah
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Hapus ${name}`}
        className="rounded-md px-2 py-1 text-sm font-semibold text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
      >
        Hapus
      </button>
    </div>
  );
}
