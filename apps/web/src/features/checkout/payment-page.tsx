import { TRANSFER_METHOD } from '@premium-shop/domain/bank-transfer';
import { CHECKOUT_MESSAGES } from '@premium-shop/domain/checkout';
import { useState } from 'react';
import { Link, Navigate, useMatch, useNavigate, useParams } from '../../lib/router';
import { paths, routes } from '../../app/paths';
import { clearOrderDraft, useOrderDraft } from '../../lib/order-draft';
import { useSession } from '../../lib/session';
import { buttonClassName } from '../../ui/button-class';
import { PageSpinner } from '../../ui/page-spinner';
import { CheckoutForm } from './components/checkout-form';

function LoginPrompt() {
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="text-slate-700 dark:text-slate-300">{CHECKOUT_MESSAGES.loginRequired}</p>
      <Link to={paths.login()} className={buttonClassName('primary', 'mt-4 px-8')}>
        Login
      </Link>
    </div>
  );
}

/**
 * /payment and /dashboard/payment/:id? (SPEC §2 'Checkout'): the stored draft's checkout, or with an
 * account id ('Perpanjang') the renewal of that account. Without a draft there is nothing to pay:
 * back to / (the dashboard: to the orders). A visitor on /payment is asked to log in first.
 */
export function PaymentPage() {
  const { id } = useParams();
  const isDashboard = useMatch(routes.dashboardPayment) !== null;
  const navigate = useNavigate();
  const session = useSession();
  const draft = useOrderDraft();
  // Set just before the draft is cleared, so the page leaves for the orders and not for the no-draft redirect.
  const [isPlaced, setIsPlaced] = useState(false);

  if (isPlaced) return <PageSpinner />;
  const noDraftTarget = isDashboard ? paths.orders() : paths.home();
  if (!draft) return <Navigate to={noDraftTarget} replace />;
  // A renewal draft belongs to one account: a link to another account's renewal has no draft of its own.
  if (id && draft.account && draft.account !== id) return <Navigate to={paths.orders()} replace />;

  const accountId = id ?? draft.account ?? null;
  const title = accountId ? 'Perpanjang' : 'Pembayaran';

  return (
    <section className="mx-auto w-full max-w-5xl px-4 pt-8 sm:px-6 sm:pt-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h1>
      {session ? (
        <CheckoutForm
          draft={draft}
          accountId={accountId}
          onPlaced={(order) => {
            setIsPlaced(true);
            clearOrderDraft();
            // A bank transfer is paid from its order page: the accounts, the exact amount, the proof.
            void navigate(
              order.method === TRANSFER_METHOD ? paths.orderDetail(order.invoice) : paths.orders(),
            );
          }}
        />
      ) : (
        <LoginPrompt />
      )}
    </section>
  );
}
