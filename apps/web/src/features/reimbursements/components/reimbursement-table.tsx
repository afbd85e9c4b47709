import type { Reimbursement } from '@premium-shop/domain/dashboard-schema';
import { formatDateLong, formatRupiah } from '@premium-shop/domain/format';
import { reimbursementBadgeColour } from '@premium-shop/domain/order-status';
import { ProofButton, type Proof } from '../../../ui/proof-preview';
import { StatusBadge } from '../../../ui/status-badge';
import { Table, type TableColumn } from '../../../ui/table';

function columns(onOpenProof: (proof: Proof) => void): TableColumn<Reimbursement>[] {
  return [
    {
      id: 'createdAt',
      header: 'Pembelian',
      className: 'whitespace-nowrap',
      cell: (row) => <time dateTime={row.createdAt}>{formatDateLong(row.createdAt)}</time>,
    },
    {
      id: 'host',
      header: 'Host',
      className: 'font-medium break-words text-slate-900 dark:text-white',
      cell: (row) => row.productItem.name,
    },
    {
      id: 'value',
      header: 'Reimburse',
      className: 'font-semibold whitespace-nowrap',
      cell: (row) => formatRupiah(row.value),
    },
    {
      id: 'paymentProof',
      header: 'Bukti Pembayaran',
      cell: (row) => <ProofButton title="Bukti Pembayaran" src={row.payment_proof} onOpen={onOpenProof} />,
    },
    {
      id: 'reimbursementProof',
      header: 'Bukti Reimburse',
      cell: (row) => (
        <ProofButton title="Bukti Reimburse" src={row.reimbursement_proof} onOpen={onOpenProof} />
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <StatusBadge label={row.status} colour={reimbursementBadgeColour(row.status)} />,
    },
  ];
}

interface ReimbursementTableProps {
  reimbursements: readonly Reimbursement[];
  isLoading: boolean;
  /** The load failure's text, or null. */
  error: string | null;
  emptyText: string;
  onOpenProof: (proof: Proof) => void;
}

/**
 * The requests as a table (SPEC §2 columns). Below xl, where the six columns do not fit beside the
 * dashboard's sidebar, each request is a card with every column as a labelled line, Status included.
 */
export function ReimbursementTable({
  reimbursements,
  isLoading,
  error,
  emptyText,
  onOpenProof,
}: ReimbursementTableProps) {
  return (
    <Table
      caption="Daftar reimburse"
      columns={columns(onOpenProof)}
      rows={reimbursements}
      rowKey={(row) => row._id}
      isLoading={isLoading}
      error={error}
      emptyText={emptyText}
      stackBelow="xl"
    />
  );
}
