import { formatRupiah } from '@premium-shop/domain/format';
import type { SandboxAction } from '@premium-shop/domain/sandbox-schema';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from '../../lib/router';
import { paths } from '../../app/paths';
import { ApiError, errorMessage } from '../../lib/api-client';
import { buttonClassName } from '../../ui/button-class';
import { PageSpinner } from '../../ui/page-spinner';
import { useSandboxAction, useSandboxCheckout } from './api/sandbox-checkout';

const STATUS_TEXTS: Record<string, string> = {
  Paid: 'Sudah dibayar',
  Process: 'Sudah dibayar, sedang diproses',
  Preorder: 'Sudah dibayar, menunggu grup penuh',
  Expired: 'Kedaluwarsa',
  Canceled: 'Dibatalkan',
};

function Card({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto my-10 w-[min(100%-2rem,26rem)] rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {children}
    </section>
  );
}

function BackToOrders() {
  return (
    <Link to={paths.orders()} className="font-semibold text-brand-600 hover:underline dark:text-brand-400">
      Kembali ke Pesanan Saya
    </Link>
  );
}

/**
 * /sandbox-pay/:reference, the checkout URL of the offline sandbox gateway (PAYMENT_PROVIDER=sandbox),
 * opened by the checkout in a new tab. It stands in for the gateway's page: 'Bayar' and 'Batalkan' go
 * through the API with the buyer's own session, so nobody else can pay or cancel the order.
 */
export function SandboxPayPage() {
  const { reference = '' } = useParams();
  const navigate = useNavigate();
  const checkout = useSandboxCheckout(reference);
  const action = useSandboxAction(reference);

  if (checkout.isPending) return <PageSpinner />;
  if (checkout.isError) {
    const isMissing = checkout.error instanceof ApiError && checkout.error.status === 404;
    return (
      <Card>
        <h1 className="text-xl font-bold text-slate-900 dark:text-white">
          {isMissing ? 'Transaksi tidak ditemukan' : 'Halaman pembayaran gagal dimuat'}
        </h1>
        <p className="mt-1 mb-4 text-slate-600 dark:text-slate-400">
          {isMissing ? 'Periksa kembali tautan pembayaranmu.' : 'Silakan coba lagi.'}
        </p>
        <BackToOrders />
      </Card>
    );
  }

  const { invoice, total, status, isPayable } = checkout.data;
  const send = (chosen: SandboxAction) =>
    action.mutate(chosen, { onSuccess: () => void navigate(paths.orders()) });

  return (
    <Card>
      <h1 className="text-xl font-bold text-slate-900 dark:text-white">Pembayaran Sandbox</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Halaman uji coba: tidak ada uang sungguhan yang berpindah.
      </p>
      <dl className="my-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-slate-600 dark:text-slate-400">No. Invoice</dt>
        <dd className="text-right font-semibold text-slate-900 dark:text-white">{invoice}</dd>
        <dt className="text-slate-600 dark:text-slate-400">Total Pembayaran</dt>
        <dd className="text-right font-semibold text-slate-900 dark:text-white">{formatRupiah(total)}</dd>
      </dl>
      {isPayable ? (
        <div className="grid gap-2">
          <button
            type="button"
            className={buttonClassName('primary', 'w-full')}
            disabled={action.isPending}
            onClick={() => send('pay')}
          >
            Bayar
          </button>
          <button
            type="button"
            className={buttonClassName('secondary', 'w-full')}
            disabled={action.isPending}
            onClick={() => send('cancel')}
          >
            Batalkan
          </button>
          {action.isError && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errorMessage(action.error, 'Pembayaran gagal diproses, silakan coba lagi.')}
            </p>
          )}
        </div>
      ) : (
        <>
          <p className="mb-4 text-slate-600 dark:text-slate-400">
            Status: <strong>{STATUS_TEXTS[status] ?? status}</strong>
          </p>
          <BackToOrders />
        </>
      )}
    </Card>
  );
}
