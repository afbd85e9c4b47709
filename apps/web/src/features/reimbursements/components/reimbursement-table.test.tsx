import type { Reimbursement } from '@premium-shop/domain/dashboard-schema';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReimbursementTable } from './reimbursement-table';

const DONE: Reimbursement = {
  _id: 'r1',
  createdAt: '2026-11-20T03:00:00.000Z',
  productItem: { _id: 'item-1', name: 'Spotify Host 7' },
  value: 120_000,
  payment_proof: '/api/files/payment-1.png',
  reimbursement_proof: '/api/files/refund-1.png',
  status: 'Done',
  bank: 'BCA',
  account_number: '9876543210',
  note: null,
};

const COLUMNS = ['Pembelian', 'Host', 'Reimburse', 'Bukti Pembayaran', 'Bukti Reimburse', 'Status'];

function renderTable(props: Partial<Parameters<typeof ReimbursementTable>[0]> = {}) {
  const onOpenProof = vi.fn();
  render(
    <ReimbursementTable
      reimbursements={[DONE]}
      isLoading={false}
      error={null}
      emptyText="Tidak ada data reimburse ditemukan"
      onOpenProof={onOpenProof}
      {...props}
    />,
  );
  return onOpenProof;
}

describe('ReimbursementTable', () => {
  it('has the six SPEC columns as headings of a named table', () => {
    renderTable();

    const table = screen.getByRole('table', { name: 'Daftar reimburse' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(COLUMNS);
  });

  it('labels every value with its column below xl, so Status stays on a phone card', () => {
    renderTable();

    const row = screen.getByRole('cell', { name: 'Spotify Host 7' }).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(COLUMNS);
    // A phone (412 px) and a tablet beside the sidebar get the card: the row a block, each cell a
    // line of label and value.
    expect(row).toHaveClass('max-xl:block');
    for (const cell of cells) {
      expect(cell).toHaveClass('max-xl:grid', "max-xl:before:content-[attr(data-label)_/_'']");
    }
    const status = cells[5]!;
    expect(within(status).getByText('Done')).toHaveAttribute('data-colour', 'green');
    expect(status).toHaveAccessibleName('Done');
  });

  it('opens either proof of a request', () => {
    const onOpenProof = renderTable();

    fireEvent.click(screen.getAllByRole('button', { name: 'Lihat Bukti' })[1]!);
    expect(onOpenProof).toHaveBeenCalledWith({ title: 'Bukti Reimburse', src: '/api/files/refund-1.png' });
  });

  it('shows the loading list as one row across the six columns', () => {
    renderTable({ reimbursements: [], isLoading: true });
    const stateCell = () => {
      const [, only, ...rest] = screen.getAllByRole('row');
      expect(rest).toEqual([]);
      const cell = within(only!).getByRole('cell');
      expect(cell).toHaveAttribute('colspan', '6');
      return cell;
    };
    expect(within(stateCell()).getByRole('status')).toHaveTextContent('Memuat...');
  });

  it('says the load failed inside the table', () => {
    renderTable({ reimbursements: [], error: 'Failed to load reimbursements' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load reimbursements');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
