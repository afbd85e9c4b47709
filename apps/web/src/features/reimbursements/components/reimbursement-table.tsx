import type { Reimbursement } from '@premium-shop/domain/dashboard-schema';
import { formatDateLong, formatRupiah } from '@premium-shop/domain/format';
import { reimbursementBadgeColour } from '@premium-shop/domain/order-status';
import { ProofButton, type Proof } from '../../../ui/proof-preview';
import { StatusBadge } from '../../../ui/status-badge';

const headClass =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase dark:text-slate-400';
// Below xl each row is a card and each cell a line 'LABEL value' (the label from data-label, since
// the header row is hidden there); from xl on, wide enough for all six columns beside the sidebar,
// it is a plain table cell.
const cellClass =
  'flex items-center justify-between gap-3 py-1.5 text-right xl:table-cell xl:px-4 xl:py-3 xl:text-left xl:whitespace-nowrap ' +
  'before:shrink-0 before:text-xs before:font-semibold before:tracking-wide before:text-slate-500 before:uppercase before:content-[attr(data-label)] xl:before:content-none dark:before:text-slate-400';

const COLUMNS = ['Pembelian', 'Host', 'Reimburse', 'Bukti Pembayaran', 'Bukti Reimburse', 'Status'] as const;

interface ReimbursementTableProps {
  reimbursements: readonly Reimbursement[];
  onOpenProof: (proof: Proof) => void;
}

/**
 * The requests as a table (SPEC §2 columns). On a phone every column must stay reachable, so below
 * xl each request is a stacked card with every column as a labelled line, Status included.
 */
export function ReimbursementTable({ reimbursements, onOpenProof }: ReimbursementTableProps) {
  return (
    <div className="relative rounded-2xl border border-slate-200 bg-white shadow-sm xl:overflow-x-auto dark:border-slate-800 dark:bg-slate-900">
      <table
        role="table"
        className="block w-full text-sm text-slate-700 xl:table xl:min-w-[720px] dark:text-slate-300"
      >
        <thead
          role="rowgroup"
          className="sr-only border-b border-slate-200 bg-slate-50 xl:not-sr-only xl:table-header-group dark:border-slate-800 dark:bg-slate-800/50"
        >
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} role="columnheader" scope="col" className={headClass}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="block divide-y divide-slate-100 xl:table-row-group dark:divide-slate-800"
        >
          {reimbursements.map((reimbursement) => (
            <tr key={reimbursement._id} role="row" className="block px-4 py-3 xl:table-row xl:p-0">
              <td role="cell" data-label="Pembelian" className={cellClass}>
                <time dateTime={reimbursement.createdAt}>{formatDateLong(reimbursement.createdAt)}</time>
              </td>
              <td
                role="cell"
                data-label="Host"
                className={`${cellClass} min-w-0 font-medium break-words text-slate-900 dark:text-white`}
              >
                {reimbursement.productItem.name}
              </td>
              <td role="cell" data-label="Reimburse" className={`${cellClass} font-semibold`}>
                {formatRupiah(reimbursement.value)}
              </td>
              <td role="cell" data-label="Bukti Pembayaran" className={cellClass}>
                <ProofButton
                  title="Bukti Pembayaran"
                  src={reimbursement.payment_proof}
                  onOpen={onOpenProof}
                />
              </td>
              <td role="cell" data-label="Bukti Reimburse" className={cellClass}>
                <ProofButton
                  title="Bukti Reimburse"
                  src={reimbursement.reimbursement_proof}
                  onOpen={onOpenProof}
                />
              </td>
              <td role="cell" data-label="Status" className={cellClass}>
                <StatusBadge
                  label={reimbursement.status}
                  colour={reimbursementBadgeColour(reimbursement.status)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
