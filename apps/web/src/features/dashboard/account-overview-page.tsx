import type { AccountGroup } from '@premium-shop/domain/dashboard-schema';
import { useId, useState, type ReactNode } from 'react';
import { Link } from '../../lib/router';
import { paths } from '../../app/paths';
import { useMyAccounts } from '../../lib/dashboard/accounts';
import { useHasOrders } from '../../lib/dashboard/orders';
import { usePins } from '../../lib/dashboard/pins';
import { buttonClassName } from '../../ui/button-class';
import { PageSpinner } from '../../ui/page-spinner';
import { TabPanel } from '../../ui/tabs';
import { AccountCard } from './components/account-card';
import { AccountTabs } from './components/account-tabs';
import { SidePanel } from './components/side-panel';

/** SPEC §2 'Account overview' texts. */
export const OVERVIEW_TEXTS = {
  noAccount: 'Kamu Belum Memiliki Akun',
  buyFirst: 'Beli Dulu!',
  noPin: 'Belum Ada Akun Yang Kamu Pin',
  pinAccount: 'Pin Akun',
  loadFailed: 'Gagal memuat data akun',
} as const;

function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      <p className="text-lg font-bold text-slate-900 dark:text-white">{title}</p>
      <div className="mt-5">{children}</div>
    </div>
  );
}

/** The seats of the selected product: only the first card starts open; another product starts over. */
function ProductAccounts({ group }: { group: AccountGroup }) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set(group.accounts[0] ? [group.accounts[0]._id] : []),
  );

  const toggle = (id: string) => {
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };

  return (
    <div className="space-y-4">
      {group.accounts.map((entry) => (
        <AccountCard
          key={entry._id}
          group={group}
          entry={entry}
          isOpen={openIds.has(entry._id)}
          onToggle={() => toggle(entry._id)}
        />
      ))}
      <div className="rounded-2xl bg-brand-50 p-5 text-center dark:bg-brand-500/10">
        <p className="text-sm text-brand-900 dark:text-brand-100">
          Selamat! Akun {group.name} kamu sudah aktif dan siap digunakan.
        </p>
        {group.link && (
          <a
            href={group.link}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName('primary', 'mt-4')}
          >
            Pergi ke Web {group.name}
          </a>
        )}
      </div>
    </div>
  );
}

/** Which products' seats the overview shows: those owned and pinned, in the order the API lists them. */
function pinnedGroups(groups: readonly AccountGroup[], pinnedProductIds: ReadonlySet<string>) {
  return groups.filter((group) => pinnedProductIds.has(group._id));
}

/** /dashboard ('Akun Anda'): the seats of each pinned product, the grace-period list and the report card. */
export function AccountOverviewPage() {
  const accounts = useMyAccounts();
  const pins = usePins();
  const ownedGroups = (accounts.data ?? []).filter((group) => group.accounts.length > 0);
  const hasSeats = ownedGroups.length > 0;
  // Without a seat, whether there is any order decides which empty state fits.
  const anyOrder = useHasOrders({ enabled: accounts.isSuccess && !hasSeats });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const tabsId = useId();

  const pinnedProductIds = new Set((pins.data ?? []).map((pin) => pin.product._id));
  const tabs = pinnedGroups(ownedGroups, pinnedProductIds);
  const selected = tabs.find((group) => group._id === selectedId) ?? tabs[0];

  const isLoading =
    accounts.isPending || pins.isPending || (!hasSeats && anyOrder.isPending && accounts.isSuccess);
  let main: ReactNode;
  if (isLoading) {
    main = <PageSpinner />;
  } else if (accounts.isError || pins.isError) {
    main = (
      <p
        role="alert"
        className="rounded-2xl border border-dashed border-red-200 px-4 py-12 text-center text-sm text-red-700 dark:border-red-500/30 dark:text-red-300"
      >
        {OVERVIEW_TEXTS.loadFailed}
      </p>
    );
  } else if (!selected) {
    const hasOrders = hasSeats || anyOrder.data === true;
    main = hasOrders ? (
      <EmptyState title={OVERVIEW_TEXTS.noPin}>
        <Link to={paths.orders({ to: 'Paid' })} className={buttonClassName('primary', 'px-8')}>
          {OVERVIEW_TEXTS.pinAccount}
        </Link>
      </EmptyState>
    ) : (
      <EmptyState title={OVERVIEW_TEXTS.noAccount}>
        <Link to={paths.dashboardCatalogue()} className={buttonClassName('primary', 'px-8')}>
          {OVERVIEW_TEXTS.buyFirst}
        </Link>
      </EmptyState>
    );
  } else {
    main = (
      <div className="space-y-5">
        <AccountTabs tabsId={tabsId} groups={tabs} selectedId={selected._id} onSelect={setSelectedId} />
        <TabPanel tabsId={tabsId} value={selected._id} className="animate-fade-in" key={selected._id}>
          <ProductAccounts group={selected} />
        </TabPanel>
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Akun Anda
      </h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">{main}</div>
        {/* With the accounts: on a phone it sits under them, and drawn before they arrive it would
            jump down when they do (a layout shift). Its grace-period list is theirs anyway. */}
        {!isLoading && <SidePanel groups={ownedGroups} />}
      </div>
    </section>
  );
}
