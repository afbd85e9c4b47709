import type { Reimbursement } from '@premium-shop/domain/dashboard-schema';
import { formatDateLong, formatRupiah } from '@premium-shop/domain/format';
import { reimbursementBadgeColour } from '@premium-shop/domain/order-status';
import { ProofButton, type Proof } from '../../../ui/proof-preview';
import { StatusBadge } from '../../../ui/status-badge';

const headClass =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase dark:text-slate-400';
const cellClass = 'px-4 py-3 whitespace-nowrap';

interface ReimbursementTableProps {
  reimbursements: readonly Reimbursement[];
  onOpenProof: (proof: Proof) => void;
}

/** The requests as a table; on a narrow screen it scrolls sideways inside its card. */
export function ReimbursementTable({ reimbursements, onOpenProof }: ReimbursementTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[720px] text-sm text-slate-700 dark:text-slate-300">
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/50">
          <tr>
            <th scope="col" className={headClass}>
              Pembelian
            </th>
            <th scope="col" className={headClass}>
              Host
            </th>
            <th scope="col" className={headClass}>
              Reimburse
            </th>
            <th scope="col" className={headClass}>
              Bukti Pembayaran
            </th>
            <th scope="col" className={headClass}>
              Bukti Reimburse
            </th>
            <th scope="col" className={headClass}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {reimbursements.map((reimbursement) => (
            <tr key={reimbursement._id}>
              <td className={cellClass}>
                <time dateTime={reimbursement.createdAt}>{formatDateLong(reimbursement.createdAt)}</time>
              </td>
              <td className={`${cellClass} font-medium text-slate-900 dark:text-white`}>
                {reimbursement.productItem.name}
              </td>
              <td className={`${cellClass} font-semibold`}>{formatRupiah(reimbursement.value)}</td>
              <td className={cellClass}>
                <ProofButton
                  title="Bukti Pembayaran"
                  src={reimbursement.payment_proof}
                  onOpen={onOpenProof}
                />
              </td>
              <td className={cellClass}>
                <ProofButton
                  title="Bukti Reimburse"
                  src={reimbursement.reimbursement_proof}
                  onOpen={onOpenProof}
                />
              </td>
              <td className={cellClass}>
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
