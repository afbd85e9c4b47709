import type { AdminSummary } from '@premium-shop/domain/admin-stock-schema';
import { formatRupiah } from '@premium-shop/domain/format';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api-client';
import { PageSpinner } from '../../../ui/page-spinner';
import { pageTitleClass } from '../shared/console-styles';
import { GroupProgress } from '../shared/group-progress-bar';
import { useAdminSummary } from './api/get-summary';
import { RevenueChart } from './components/revenue-chart';

/** The ledger's code (its tables and chart) loads after the summary's own numbers. */
const LedgerSection = lazy(async () => ({
  default: (await import('./ledger/ledger-section')).LedgerSection,
}));

const panelClass = 'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
const linkClass = 'text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

function StatCard({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <div className={panelClass}>
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900 dark:text-white">
        {to ? (
          <Link to={to} className="underline-offset-2 hover:underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `summary-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`${panelClass} space-y-3`}>
      <div className="flex items-center gap-2">
        <h2 id={id} className="font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {action && <div className="ml-auto text-sm">{action}</div>}
      </div>
      {children}
    </section>
  );
}

function countOf(summary: AdminSummary, status: string): number {
  return summary.ordersByStatus.find((entry) => entry.status === status)?.count ?? 0;
}

/** /admin: the shop at a glance: revenue, orders by status, stock running low, groups filling, what waits. */
export function AdminSummaryPage() {
  const { data: summary, isPending, isError, error } = useAdminSummary();

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <h1 className={pageTitleClass}>Ringkasan</h1>
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <p role="alert" className="text-red-600 dark:text-red-400">
          {errorMessage(error, 'Ringkasan gagal dimuat')}
        </p>
      ) : (
        <SummaryContent summary={summary} />
      )}
    </div>
  );
}

function SummaryContent({ summary }: { summary: AdminSummary }) {
  const lowStock = summary.freeSeats.filter((product) => product.isLowStock);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard label="Pendapatan 30 hari" value={formatRupiah(summary.revenueTotal)} />
        <StatCard
          label="Pesanan perlu diproses"
          value={String(countOf(summary, 'Process'))}
          to={paths.adminOrders({ status: 'Process' })}
        />
        <StatCard
          label="Grup terisi"
          value={String(summary.fillingGroups.length)}
          to={`${paths.adminStock()}?tab=grup`}
        />
        <StatCard
          label="Pengaduan terbuka"
          value={String(summary.complaintsOpen)}
          to={paths.adminComplaints()}
        />
        <StatCard
          label="Reimburse menunggu"
          value={String(summary.reimbursementsPending)}
          to={paths.adminReimbursements()}
        />
      </dl>

      <div className={panelClass}>
        <RevenueChart days={summary.revenueByDay} />
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Section title="Pesanan per status">
          <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {summary.ordersByStatus.map((entry) => (
              <li key={entry.status} className="flex items-center justify-between py-1.5">
                <Link to={paths.adminOrders({ status: entry.status })} className={linkClass}>
                  {entry.status}
                </Link>
                <span className="font-semibold tabular-nums">{entry.count}</span>
              </li>
            ))}
          </ul>
        </Section>

        <Section
          title="Stok menipis"
          action={
            <Link to={paths.adminStock()} className={linkClass}>
              Stok Akun
            </Link>
          }
        >
          {lowStock.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              Semua produk masih punya kursi kosong.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
              {lowStock.map((product) => (
                <li key={product.productId} className="flex items-center justify-between gap-2 py-1.5">
                  <span>{product.name}</span>
                  <span className="font-semibold text-red-700 tabular-nums dark:text-red-300">
                    {product.freeSeats} kursi kosong
                  </span>
                </li>
              ))}
            </ul>
          )}
          <details className="text-sm">
            <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
              Semua produk Ready
            </summary>
            <ul className="mt-2 space-y-1">
              {summary.freeSeats.map((product) => (
                <li key={product.productId} className="flex justify-between gap-2">
                  <span>{product.name}</span>
                  <span className="tabular-nums">
                    {product.freeSeats} kosong · {product.items} akun
                  </span>
                </li>
              ))}
            </ul>
          </details>
        </Section>

        <Section title="Grup preorder terisi">
          {summary.fillingGroups.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">Tidak ada grup yang sedang terisi.</p>
          ) : (
            <ul className="space-y-3 text-sm">
              {summary.fillingGroups.map((group) => (
                <li key={group._id}>
                  <div className="mb-1 flex justify-between gap-2">
                    <span className="font-medium">{group.name}</span>
                    <span className="text-slate-500 dark:text-slate-400">{group.productName}</span>
                  </div>
                  <GroupProgress label={group.name} willUser={group.willUser} slot={group.slot} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <Suspense fallback={<PageSpinner />}>
        <LedgerSection />
      </Suspense>
    </>
  );
}
