import type { TableColumn } from '../../../../ui/table';

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
    <div className="flex gap-1 sm:justify-end">
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

/** The last column of a catalogue list (categories, packages, products): each row's RowActions, its heading for screen readers only. */
export function rowActionsColumn<Row extends { name: string }>(
  onEdit: (row: Row) => void,
  onDelete: (row: Row) => void,
): TableColumn<Row> {
  return {
    id: 'actions',
    header: 'Aksi',
    isHeaderHidden: true,
    cell: (row) => <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
  };
}
