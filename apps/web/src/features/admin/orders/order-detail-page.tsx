import type { AdminOrder } from '@premium-shop/domain/admin-operations-schema';
import { durationLabel } from '@premium-shop/domain/duration';
import { formatDateTime, formatRupiah } from '@premium-shop/domain/format';
import { orderBadgeColour, statusLabel } from '@premium-shop/domain/order-status';
import {
  paymentMethodName,
  TRANSFER_LABEL,
  TRANSFER_STATE_LABELS,
} from '@premium-shop/domain/transfer-method';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from '../../../lib/router';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { PageSpinner } from '../../../ui/page-spinner';
import { ProofButton, ProofPreviewModal, type Proof } from '../../../ui/proof-preview';
import { StatusBadge } from '../../../ui/status-badge';
import { LatePaymentBadge } from './components/late-payment-badge';
import { pageTitleClass } from '../shared/console-styles';
import { useAdminOrder } from './api/admin-order';
import { OrderActionBar } from './components/order-action-bar';
import { processWait } from './order-actions-of';

export const ADMIN_ORDER_DETAIL_MESSAGES = {
  notFound: 'Pesanan tidak ditemukan',
  loadFailure: 'Gagal memuat pesanan',
  waitsForGroup: 'Pesanan preorder ini menunggu grupnya diaktifkan di Stok Akun.',
  waitsForReimbursement:
    'Akun host sudah disiapkan. Pesanan menjadi aktif saat reimburse host diselesaikan di halaman Reimburse.',
  decideTransfer: 'Konfirmasi atau tolak di Transfer Bank →',
} as const;

const cardClass = 'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
const cardTitleClass = 'text-base font-bold text-slate-900 dark:text-white';

function dateOrDash(value: string | null): string {
  return value ? formatDateTime(value) : '-';
}

/** What the gateway reported it took of the payment and what reached the shop (docs/decisions/045); none until reported. */
function gatewayChargeRows(order: AdminOrder): Array<[string, ReactNode]> {
  const charges = order.gatewayCharges;
  if (!charges) return [];
  const taken =
    charges.feeCustomer > 0
      ? `${formatRupiah(charges.totalFee)} (pelanggan ${formatRupiah(charges.feeCustomer)})`
      : formatRupiah(charges.totalFee);
  return [
    ['Potongan gateway', taken],
    ['Dana diterima', formatRupiah(charges.amountReceived)],
  ];
}

function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="mt-3 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
          <dd className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-100">
            {value ?? '-'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A 'Transfer Bank' order's transfer (docs/decisions/049): where its proof stands, the unique code
 * that ends its total, and the proof itself, opened as the queue opens it.
 */
function TransferSection({ order }: { order: AdminOrder }) {
  const [preview, setPreview] = useState<Proof | null>(null);
  const transfer = order.transfer;
  if (!transfer) return null;
  return (
    <section aria-labelledby="transfer-section" className={cardClass}>
      <h2 id="transfer-section" className={cardTitleClass}>
        {TRANSFER_LABEL}
      </h2>
      <Rows
        rows={[
          ['Status transfer', TRANSFER_STATE_LABELS[transfer.state]],
          ['Kode unik', formatRupiah(transfer.uniqueCode)],
          [
            'Bukti',
            <ProofButton
              key="proof"
              title={`Bukti transfer ${order.invoice}`}
              src={transfer.proof}
              hasTitleInName
              onOpen={setPreview}
            />,
          ],
          ['Diunggah', dateOrDash(transfer.proofUploadedAt)],
          ...(transfer.rejectReason
            ? ([['Alasan penolakan terakhir', transfer.rejectReason]] as Array<[string, ReactNode]>)
            : []),
        ]}
      />
      {transfer.state === 'submitted' && (
        <Link
          to={paths.adminTransfers()}
          className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {ADMIN_ORDER_DETAIL_MESSAGES.decideTransfer}
        </Link>
      )}
      <ProofPreviewModal proof={preview} onClose={() => setPreview(null)} />
    </section>
  );
}

function whatsappLink(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const wait = processWait(order);
  const account = order.account;
  const actionsRef = useRef<HTMLElement>(null);
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className={pageTitleClass}>Detail Pesanan</h1>
        <StatusBadge label={statusLabel(order)} colour={orderBadgeColour(order)} />
        {order.paidAfter && <LatePaymentBadge />}
      </div>
      <p className="mt-1 font-mono text-sm text-slate-600 dark:text-slate-400">{order.invoice}</p>

      <section
        ref={actionsRef}
        aria-label="Aksi pesanan"
        tabIndex={-1}
        className="mt-4 space-y-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      >
        {wait && (
          <p className="rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200">
            {wait === 'preorderGroup'
              ? ADMIN_ORDER_DETAIL_MESSAGES.waitsForGroup
              : ADMIN_ORDER_DETAIL_MESSAGES.waitsForReimbursement}
          </p>
        )}
        <OrderActionBar order={order} focusAfterAction={actionsRef} />
      </section>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="order-section" className={cardClass}>
          <h2 id="order-section" className={cardTitleClass}>
            Pesanan
          </h2>
          <Rows
            rows={[
              ['Status', order.status],
              ['Keterangan', order.statusReason ?? '-'],
              ['Jenis', order.kind === 'renewal' ? 'Perpanjangan' : 'Pembelian baru'],
              ['Produk', `${order.product.name} (${order.product.type})`],
              ['Paket', order.package || '-'],
              ['Durasi', durationLabel(order.duration)],
              ['Dibuat', dateOrDash(order.createdAt)],
              ['Dibayar', dateOrDash(order.paid_at)],
              ['Batas bayar', dateOrDash(order.expired_time)],
              ['Aktif hingga', dateOrDash(order.next_billing_at)],
              ['Metode', paymentMethodName(order.method)],
              ['Referensi', order.reference ?? '-'],
              ['Email pesanan', order.email ?? '-'],
              ['Domain', order.domain ?? '-'],
              ['Info kredensial', order.credInfo ?? '-'],
              [
                'Grup',
                order.productItem ? `${order.productItem.willUser} / ${order.productItem.slot} anggota` : '-',
              ],
            ]}
          />
        </section>

        <div className="space-y-4">
          <section aria-labelledby="buyer-section" className={cardClass}>
            <h2 id="buyer-section" className={cardTitleClass}>
              Pembeli
            </h2>
            <Rows
              rows={[
                ['Nama', order.buyer.name],
                [
                  'Email',
                  <a
                    key="email"
                    href={`mailto:${order.buyer.email}`}
                    className="text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {order.buyer.email}
                  </a>,
                ],
                [
                  'WhatsApp',
                  <a
                    key="phone"
                    href={whatsappLink(order.buyer.phone)}
                    target="_blank"
                    rel="noreferrer"
                    className="text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {order.buyer.phone}
                  </a>,
                ],
              ]}
            />
          </section>

          <TransferSection order={order} />

          <section aria-labelledby="price-section" className={cardClass}>
            <h2 id="price-section" className={cardTitleClass}>
              Rincian Harga
            </h2>
            <Rows
              rows={[
                ['Harga', formatRupiah(order.price)],
                ['Biaya admin', formatRupiah(order.admin)],
                ['Diskon', formatRupiah(order.discount)],
                [
                  'Voucher',
                  order.voucherCode
                    ? `${formatRupiah(order.voucher)} (${order.voucherCode})`
                    : formatRupiah(order.voucher),
                ],
                ['Biaya gateway', formatRupiah(order.gatewayFee)],
                ['Total', <strong key="total">{formatRupiah(order.total)}</strong>],
                ...gatewayChargeRows(order),
              ]}
            />
          </section>

          {account && (
            <section aria-labelledby="account-section" className={cardClass}>
              <h2 id="account-section" className={cardTitleClass}>
                Akun Pelanggan
              </h2>
              <Rows
                rows={[
                  ['Status akun', account.status],
                  [
                    'Email',
                    account.email
                      ? `${account.email}${account.domain && !account.email.includes('@') ? `@${account.domain}` : ''}`
                      : '-',
                  ],
                  ['Password', account.password ?? '-'],
                  ['PIN', account.pin ?? '-'],
                  ['Profil', account.profile ?? '-'],
                  ['Key', account.key ?? '-'],
                  ['Link', account.link.length > 0 ? account.link.join(', ') : '-'],
                  ['Berakhir', dateOrDash(account.expire_at)],
                ]}
              />
            </section>
          )}
        </div>
      </div>
    </>
  );
}

/** /admin/pesanan/:idOrInvoice: one order with its buyer, prices, account and the actions its status allows. */
export function AdminOrderDetailPage() {
  const { idOrInvoice = '' } = useParams();
  const order = useAdminOrder(idOrInvoice);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <Link
        to={paths.adminOrders()}
        className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        ← Kembali ke Pesanan
      </Link>
      {order.isPending ? (
        <PageSpinner />
      ) : order.isError ? (
        <p role="alert" className="py-10 text-center text-red-600 dark:text-red-400">
          {order.error instanceof ApiError && order.error.status === 404
            ? ADMIN_ORDER_DETAIL_MESSAGES.notFound
            : ADMIN_ORDER_DETAIL_MESSAGES.loadFailure}
        </p>
      ) : (
        <OrderDetail order={order.data} />
      )}
    </section>
  );
}
