import type { Reimbursement } from '@premium-shop/domain/dashboard-schema';
import { formatDateLong, formatRupiah } from '@premium-shop/domain/format';
import { reimbursementBadgeColour, type BadgeColour } from '@premium-shop/domain/order-status';
import type { ProofPreview } from './proof-preview-modal';

const BADGE_CLASSES: Record<BadgeColour, string> = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-300',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/50 dark:text-yellow-300',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-900/50 dark:text-orange-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-300',
  pink: 'bg-pink-100 text-pink-800 dark:bg-pink-900/50 dark:text-pink-300',
  grey: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-colour={reimbursementBadgeColour(status)}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        BADGE_CLASSES[reimbursementBadgeColour(status)]
      }`}
    >
      {status}
    </span>
  );
}

function ProofButton({
  title,
  src,
  onOpen,
}: {
  title: ProofPreview['title'];
  src: string | null;
  onOpen: (proof: ProofPreview) => void;
}) {
  if (!src) {
    return (
      <span className="text-slate-400 dark:text-slate-500">
        <span aria-hidden="true">-</span>
        <span className="sr-only">Belum ada</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onOpen({ title, src })}
      className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300"
    >
      Lihat Bukti
    </button>
  );
}

const headClass =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase dark:text-slate-400';
const cellClass = 'px-4 py-3 whitespace-nowrap';

interface ReimbursementTableProps {
  reimbursements: readonly Reimbursement[];
  onOpenProof: (proof: ProofPreview) => void;
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
                <StatusBadge status={reimbursement.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
