import type { AccountGroup } from '@premium-shop/domain/dashboard-schema';
import type { Order } from '@premium-shop/domain/order-schema';
import {
  ALL_TAB,
  ORDER_TABS,
  orderTabFromQuery,
  type OrderTabValue,
} from '@premium-shop/domain/order-status';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { useMyAccounts } from '../../lib/dashboard/accounts';
import { useOrders } from '../../lib/dashboard/orders';
import { usePins } from '../../lib/dashboard/pins';
import { buttonClassName } from '../../ui/button-class';
import { ComplaintFormModal } from '../../ui/complaint-form-modal';
import { PageSpinner } from '../../ui/page-spinner';
import { Pagination } from '../../ui/pagination';
import { TabList, TabPanel } from '../../ui/tabs';
import { CancelOrderDialog } from './components/cancel-order-dialog';
import { OrderCard } from './components/order-card';

/** SPEC §2 'Orders page' and §8. */
export const ORDERS_TEXTS = {
  empty: 'Tidak ada pesanan ditemukan',
  loadFailed: 'Gagal memuat data pesanan',
} as const;

/** Who hosts each seat (by the seat's id): its host, else the product's brand. */
function hostsBySeat(groups: readonly AccountGroup[] | undefined): Map<string, string> {
  const hosts = new Map<string, string>();
  for (const group of groups ?? []) {
    for (const entry of group.accounts) hosts.set(entry._id, entry.host || group.brand);
  }
  return hosts;
}

function Notice({ children, isError = false }: { children: string; isError?: boolean }) {
  return (
    <p
      role={isError ? 'alert' : undefined}
      className={`rounded-2xl border border-dashed px-4 py-12 text-center text-sm ${
        isError
          ? 'border-red-200 text-red-700 dark:border-red-500/30 dark:text-red-300'
          : 'border-slate-300 text-slate-500 dark:border-slate-700 dark:text-slate-400'
      }`}
    >
      {children}
    </p>
  );
}

/**
 * /dashboard/pesanan: the customer's orders under seven status tabs, 10 a page; `?to=` picks the tab,
 * and the server keeps the orders of that tab.
 */
export function OrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = orderTabFromQuery(searchParams.get('to'));
  // A page belongs to the tab it was chosen under: another tab, by a click or by the address, starts at 1.
  const [paging, setPaging] = useState({ tab, page: 1 });
  const page = paging.tab === tab ? paging.page : 1;
  const orders = useOrders({ page, status: tab === ALL_TAB ? undefined : tab });
  const tabsId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const pins = usePins();
  const seats = useMyAccounts();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [isComplaintOpen, setIsComplaintOpen] = useState(false);

  const chooseTab = (value: OrderTabValue) => {
    setSearchParams(value === ALL_TAB ? {} : { to: value }, { replace: true });
  };

  const goToPage = (next: number) => {
    setPaging({ tab, page: next });
    // jsdom has no scrollIntoView; browsers do.
    listRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const totalPages = orders.data?.pagination.totalPages ?? 0;
  const lastPage = Math.max(totalPages, 1);
  // A page emptied under the customer (its last order cancelled) answers nothing: show the last one left.
  if (orders.data && !orders.isPlaceholderData && page > lastPage) setPaging({ tab, page: lastPage });

  const hosts = hostsBySeat(seats.data);
  const shown = orders.data?.orders ?? [];

  let content;
  if (orders.isPending) content = <PageSpinner />;
  else if (orders.isError) content = <Notice isError>{ORDERS_TEXTS.loadFailed}</Notice>;
  else if (shown.length === 0) content = <Notice>{ORDERS_TEXTS.empty}</Notice>;
  else
    content = (
      <ul className="space-y-4">
        {shown.map((order) => (
          <li key={order._id}>
            <OrderCard
              order={order}
              pin={pins.data?.find((pin) => pin.product._id === order.product._id)}
              host={order.account ? (hosts.get(order.account._id) ?? null) : null}
              onCancel={setCancelling}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section className="mx-auto w-full max-w-5xl px-4 pt-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Pesanan Saya
        </h1>
        <button
          type="button"
          onClick={() => setIsComplaintOpen(true)}
          className={buttonClassName('secondary')}
        >
          Laporkan Kendala
        </button>
      </div>

      <div className="mt-6">
        <TabList
          tabsId={tabsId}
          label="Filter pesanan"
          tabs={ORDER_TABS}
          value={tab}
          onChange={chooseTab}
          className="-mx-4 px-4 sm:mx-0 sm:flex-wrap sm:px-0"
        />
      </div>

      <TabPanel
        key={tab}
        ref={listRef}
        tabsId={tabsId}
        value={tab}
        aria-busy={orders.isPlaceholderData}
        className="mt-6 scroll-mt-20 animate-fade-in"
      >
        {content}
        {!orders.isError && totalPages > 1 && (
          <div className="mt-6">
            <Pagination label="Halaman pesanan" page={page} totalPages={totalPages} onPageChange={goToPage} />
          </div>
        )}
      </TabPanel>

      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
      <ComplaintFormModal isOpen={isComplaintOpen} onClose={() => setIsComplaintOpen(false)} />
    </section>
  );
}
