import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sortRows, Table, type TableColumn, type TableSort } from './table';

interface Voucher {
  id: string;
  code: string;
  used: number;
  product: string | null;
}

const VOUCHERS: Voucher[] = [
  { id: 'v1', code: 'HEMAT10', used: 4, product: 'Netflix' },
  { id: 'v2', code: 'BARU', used: 12, product: null },
  { id: 'v3', code: 'akhir2', used: 0, product: 'Canva' },
];

const COLUMNS: TableColumn<Voucher>[] = [
  {
    id: 'code',
    header: 'Kode',
    isRowHeader: true,
    cell: (row) => row.code,
    sortKey: 'code',
    sortValue: (row) => row.code,
  },
  {
    id: 'used',
    header: 'Dipakai',
    align: 'end',
    cell: (row) => row.used,
    sortKey: 'used',
    sortValue: (row) => row.used,
  },
  {
    id: 'product',
    header: 'Produk',
    cell: (row) => row.product ?? 'Semua produk',
    sortKey: 'product',
    sortValue: (row) => row.product,
  },
  {
    id: 'actions',
    header: 'Aksi',
    isHeaderHidden: true,
    cell: (row) => <button type="button">Ubah {row.code}</button>,
  },
];

function renderTable(props: Partial<Parameters<typeof Table<Voucher>>[0]> = {}) {
  return render(
    <Table
      caption="Daftar voucher"
      columns={COLUMNS}
      rows={VOUCHERS}
      rowKey={(row) => row.id}
      emptyText="Belum ada voucher."
      {...props}
    />,
  );
}

/** The first cell of each body row, in the order shown. */
const codes = () => screen.getAllByRole('rowheader').map((cell) => cell.lastElementChild?.textContent);

const sortOf = (name: string) => screen.getByRole('columnheader', { name }).getAttribute('aria-sort');

describe('Table', () => {
  it('is a table named by its caption, with column headings, a row header and a cell per column', () => {
    renderTable();

    const table = screen.getByRole('table', { name: 'Daftar voucher' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Kode', 'Dipakai', 'Produk', 'Aksi']);
    // The actions' heading is for screen readers only.
    expect(within(table).getByText('Aksi')).toHaveClass('sr-only');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const second = rows[2]!;
    expect(within(second).getByRole('rowheader', { name: 'BARU' })).toHaveAttribute('scope', 'row');
    expect(within(second).getByRole('cell', { name: '12' })).toHaveClass('text-right');
    expect(within(second).getByRole('cell', { name: 'Semua produk' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Ubah BARU' })).toBeInTheDocument();
  });

  it("labels each value with its column's heading for the stacked cards, outside the cell's name", () => {
    renderTable();

    const row = screen.getByRole('rowheader', { name: 'HEMAT10' }).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Dipakai', 'Produk', null]);
    expect(within(row).getByRole('rowheader')).toHaveAttribute('data-label', 'Kode');
    // Below 640 px the row is a card and each labelled cell shows its data-label before the value,
    // as generated content whose empty alternative text keeps it out of the accessible name.
    expect(row).toHaveClass('max-sm:block');
    expect(screen.getByRole('table')).toHaveClass('max-sm:block');
    expect(cells[0]).toHaveClass('max-sm:grid', "max-sm:before:content-[attr(data-label)_/_'']");
    expect(cells[2]).not.toHaveClass("max-sm:before:content-[attr(data-label)_/_'']");
    expect(cells[1]).toHaveTextContent(/^Netflix$/);
    expect(within(row).getByRole('cell', { name: 'Netflix' })).toBe(cells[1]);
  });

  it('stacks below the breakpoint it is given', () => {
    renderTable({ stackBelow: 'xl' });

    const row = screen.getByRole('rowheader', { name: 'HEMAT10' }).closest('tr')!;
    expect(row).toHaveClass('max-xl:block');
    expect(row).not.toHaveClass('max-sm:block');
    expect(within(row).getByRole('cell', { name: 'Netflix' })).toHaveClass('max-xl:grid');
  });

  it('names a row when asked and adds classes to it', () => {
    renderTable({
      rowLabel: (row) => `Voucher ${row.code}`,
      rowClassName: (row) => (row.id === 'v2' ? 'bg-brand-50' : undefined),
    });

    expect(screen.getByRole('row', { name: 'Voucher BARU' })).toHaveClass('bg-brand-50');
    expect(screen.getByRole('row', { name: 'Voucher HEMAT10' })).not.toHaveClass('bg-brand-50');
  });

  it('sorts the rows it holds by a heading button, ascending then descending, with aria-sort', () => {
    renderTable();

    expect(codes()).toEqual(['HEMAT10', 'BARU', 'akhir2']);
    expect(sortOf('Kode')).toBe('none');
    expect(sortOf('Aksi')).toBeNull();
    expect(within(screen.getByRole('columnheader', { name: 'Aksi' })).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Kode' }));
    expect(sortOf('Kode')).toBe('ascending');
    // Letters compare without their case, so 'akhir2' comes first.
    expect(codes()).toEqual(['akhir2', 'BARU', 'HEMAT10']);

    fireEvent.click(screen.getByRole('button', { name: 'Kode' }));
    expect(sortOf('Kode')).toBe('descending');
    expect(codes()).toEqual(['HEMAT10', 'BARU', 'akhir2']);

    fireEvent.click(screen.getByRole('button', { name: 'Dipakai' }));
    expect(sortOf('Dipakai')).toBe('ascending');
    expect(sortOf('Kode')).toBe('none');
    expect(codes()).toEqual(['akhir2', 'HEMAT10', 'BARU']);
  });

  it('keeps rows without a value last in either direction', () => {
    renderTable({ defaultSort: { key: 'product', direction: 'descending' } });

    expect(sortOf('Produk')).toBe('descending');
    expect(codes()).toEqual(['HEMAT10', 'akhir2', 'BARU']);
    fireEvent.click(screen.getByRole('button', { name: 'Produk' }));
    expect(codes()).toEqual(['akhir2', 'HEMAT10', 'BARU']);
  });

  it('leaves a sort it does not keep to the caller, and the order to the rows given when the column has no sort value', () => {
    const onSortChange = vi.fn<(sort: TableSort) => void>();
    const serverColumns = COLUMNS.map(({ sortValue: _sortValue, ...column }) => column);
    renderTable({ columns: serverColumns, sort: { key: 'used', direction: 'ascending' }, onSortChange });

    expect(sortOf('Dipakai')).toBe('ascending');
    expect(codes()).toEqual(['HEMAT10', 'BARU', 'akhir2']);

    fireEvent.click(screen.getByRole('button', { name: 'Dipakai' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'used', direction: 'descending' });
    fireEvent.click(screen.getByRole('button', { name: 'Kode' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'code', direction: 'ascending' });
    // The caller has not changed `sort`, so the shown order stays.
    expect(sortOf('Dipakai')).toBe('ascending');
  });

  it('shows one row across every column while loading, on a failure and when empty', () => {
    const { rerender } = renderTable({ rows: [], isLoading: true, loadingText: 'Memuat data voucher ...' });
    const only = () => {
      const rows = screen.getAllByRole('row');
      expect(rows).toHaveLength(2);
      const cell = within(rows[1]!).getByRole('cell');
      expect(cell).toHaveAttribute('colspan', '4');
      return cell;
    };
    expect(within(only()).getByRole('status')).toHaveTextContent('Memuat data voucher ...');

    const props = {
      caption: 'Daftar voucher',
      columns: COLUMNS,
      rowKey: (row: Voucher) => row.id,
      emptyText: 'Belum ada voucher.',
    };
    rerender(<Table {...props} rows={VOUCHERS} isLoading error="Data voucher gagal dimuat." />);
    expect(within(only()).getByRole('alert')).toHaveTextContent('Data voucher gagal dimuat.');

    rerender(<Table {...props} rows={[]} />);
    expect(only()).toHaveTextContent('Belum ada voucher.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a row's details under it, across every column", () => {
    renderTable({ rowDetails: (row) => (row.id === 'v2' ? <p>Detail {row.code}</p> : null) });

    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[3]).toHaveTextContent('Detail BARU');
    expect(within(rows[3]!).getByRole('cell')).toHaveAttribute('colspan', '4');
  });

  it('marks a table whose rows are being refreshed as busy', () => {
    renderTable({ isBusy: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('sortRows', () => {
  const rows = [{ n: 10 }, { n: 9 }, { n: null }, { n: 100 }];
  const columns: TableColumn<{ n: number | null }>[] = [
    { id: 'n', header: 'N', cell: (row) => row.n, sortKey: 'n', sortValue: (row) => row.n },
  ];

  it.each([
    [null, [10, 9, null, 100]],
    [{ key: 'n', direction: 'ascending' } as const, [9, 10, 100, null]],
    [{ key: 'n', direction: 'descending' } as const, [100, 10, 9, null]],
    [{ key: 'other', direction: 'ascending' } as const, [10, 9, null, 100]],
  ])('orders by %o', (sort, expected) => {
    expect(sortRows(rows, columns, sort).map((row) => row.n)).toEqual(expected);
  });

  it('compares numbers within text as numbers', () => {
    const names = [{ n: 'Paket 10' }, { n: 'Paket 9' }, { n: 'paket 1' }];
    const byName: TableColumn<{ n: string }>[] = [
      { id: 'n', header: 'N', cell: (row) => row.n, sortKey: 'n', sortValue: (row) => row.n },
    ];
    expect(sortRows(names, byName, { key: 'n', direction: 'ascending' }).map((row) => row.n)).toEqual([
      'paket 1',
      'Paket 9',
      'Paket 10',
    ]);
  });
});
