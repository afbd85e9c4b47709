import type { Order } from '@premium-shop/domain/order-schema';
import { credentialsHeading, isWarningStatus, showsHostActions } from '@premium-shop/domain/order-status';
import { credentialRows, isEndedStatus } from '../../../lib/dashboard/accounts';
import { CredentialList } from '../../../ui/credential-list';
import { HostActions } from './host-actions';

/**
 * SPEC §4 'Credentials panel': the seat's credentials under the heading its package and status call for,
 * tinted as a warning in Tenggang or Habis, with the Host's actions while its account is processed.
 * The page renders it only when showsCredentials(order) holds.
 */
export function CredentialsPanel({ order }: { order: Order & { account: NonNullable<Order['account']> } }) {
  const isWarning = isWarningStatus(order.status);
  const rows = credentialRows({ type: order.product.type, packageName: order.package }, order.account);

  return (
    <section
      aria-labelledby="credentials-heading"
      data-warning={isWarning || undefined}
      className={`rounded-2xl border p-5 shadow-sm sm:p-6 ${
        isWarning
          ? 'border-red-200 bg-red-50 dark:border-red-500/30 dark:bg-red-500/10'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      <h2 id="credentials-heading" className="text-base font-bold text-slate-900 dark:text-white">
        {credentialsHeading(order)}
      </h2>
      <div className="mt-4">
        {rows.length > 0 ? (
          <CredentialList rows={rows} isEnded={isEndedStatus(order.status, order.account.status)} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Informasi akun dikirim oleh admin sesuai data yang kamu berikan saat memesan.
          </p>
        )}
      </div>
      {showsHostActions(order) && <HostActions order={order} />}
    </section>
  );
}
