import { formatRupiah } from '@premium-shop/domain/format';
import {
  isLedgerMonth,
  ledgerMonthLabel,
  ledgerMonthOf,
  shiftLedgerMonth,
  type LedgerAccount,
  type LedgerProduct,
} from '@premium-shop/domain/ledger';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from '../../../../lib/router';
import { errorMessage } from '../../../../lib/api-client';
import { Table, type TableColumn } from '../../../../ui/table';
import { ExportCsvButton } from '../../shared/export-csv-button';
import { filterInputClass, filterLabelClass, smallButtonClass } from '../../shared/console-styles';
import { useLedger, useLedgerAccounts } from './get-ledger';
import { LedgerChart } from './ledger-chart';

const panelClass = 'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
const MONTH_PARAM = 'bulan';

function money(amount: number) {
  return (
    <span className={`tabular-nums ${amount < 0 ? 'text-red-700 dark:text-red-300' : ''}`}>
      {formatRupiah(amount)}
    </span>
  );
}

type ProductRow = LedgerProduct | (Omit<LedgerProduct, 'productId'> & { productId: 'total' });

const PRODUCT_COLUMNS: TableColumn<ProductRow>[] = [
  {
    id: 'name',
    header: 'Produk',
    isRowHeader: true,
    cell: (row) => (row.productId === 'total' ? <strong>Total</strong> : row.name),
  },
  {
    id: 'orders',
    header: 'Pesanan',
    align: 'end',
    cell: (row) => <span className="tabular-nums">{row.orders}</span>,
  },
  {
    id: 'revenue',
    header: 'Pendapatan',
    hint: 'Yang dibayar pembeli: harga setelah promo dan voucher, ditambah biaya pembayaran yang dibebankan ke pembeli',
    align: 'end',
    cell: (row) => money(row.revenue),
  },
  {
    id: 'fees',
    header: 'Biaya gateway',
    hint: 'Potongan yang dilaporkan Tripay (fee_merchant); bila belum dilaporkan, biaya yang ditagihkan ke pembeli',
    align: 'end',
    cell: (row) => money(row.gatewayFees),
  },
  { id: 'refunds', header: 'Refund', align: 'end', cell: (row) => money(row.refunds) },
  { id: 'reimbursements', header: 'Reimburse host', align: 'end', cell: (row) => money(row.reimbursements) },
  { id: 'costs', header: 'Biaya provider', align: 'end', cell: (row) => money(row.providerCosts) },
  { id: 'margin', header: 'Margin', align: 'end', cell: (row) => <strong>{money(row.margin)}</strong> },
];

const ACCOUNT_COLUMNS: TableColumn<LedgerAccount>[] = [
  { id: 'name', header: 'Akun', isRowHeader: true, cell: (row) => row.name, className: 'break-words' },
  { id: 'product', header: 'Produk', cell: (row) => row.productName },
  {
    id: 'sold',
    header: 'Terjual',
    hint: 'Kursi baru dan perpanjangan yang dibayar bulan ini',
    align: 'end',
    cell: (row) => (
      <span className="tabular-nums">
        {row.seatsSold} kursi{row.renewals > 0 ? ` · ${row.renewals} perpanjangan` : ''}
      </span>
    ),
  },
  { id: 'revenue', header: 'Pendapatan', align: 'end', cell: (row) => money(row.revenue) },
  {
    id: 'monthly',
    header: 'Biaya per bulan',
    hint: 'Biaya per siklus (atau harga modal produk) dibagi panjang siklusnya',
    align: 'end',
    cell: (row) => (
      <span className="tabular-nums">
        {formatRupiah(row.monthlyCost)}
        {row.cycleMonths > 1 ? ` (${formatRupiah(row.cycleCost)} / ${row.cycleMonths} bln)` : ''}
      </span>
    ),
  },
  { id: 'paid', header: 'Dibayar bulan ini', align: 'end', cell: (row) => money(row.costPaid) },
  {
    id: 'margin',
    header: 'Selisih',
    hint: 'Pendapatan dikurangi biaya per bulan',
    align: 'end',
    cell: (row) => <strong>{money(row.margin)}</strong>,
  },
];

function Figure({ label, value, isStrong = false }: { label: string; value: number; isStrong?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd
        className={`mt-0.5 break-words ${isStrong ? 'text-lg font-bold sm:text-xl' : 'font-semibold'} text-slate-900 dark:text-white`}
      >
        {money(value)}
      </dd>
    </div>
  );
}

/**
 * 'Pembukuan' on the console's summary (issue 31): a month picker, the month's revenue, costs and
 * margin, the 12 months' chart, the month per product and per provider account, and their CSV.
 */
export function LedgerSection() {
  const headingId = useId();
  const monthId = useId();
  const [params, setParams] = useSearchParams();
  const current = ledgerMonthOf(new Date());
  const asked = params.get(MONTH_PARAM) ?? '';
  const month = isLedgerMonth(asked) ? asked : current;
  const ledger = useLedger(month);
  const accounts = useLedgerAccounts(month);

  const choose = (next: string) => {
    if (!isLedgerMonth(next)) return;
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set(MONTH_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  };

  const data = ledger.data;
  const productRows: ProductRow[] = data
    ? [...data.products, { ...data.totals, productId: 'total', name: 'Total' }]
    : [];

  return (
    <section aria-labelledby={headingId} className={`${panelClass} space-y-4`} data-testid="ledger">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id={headingId} className="mr-auto font-semibold text-slate-900 dark:text-white">
          Pembukuan {ledgerMonthLabel(month)}
        </h2>
        <div className="flex items-end gap-1">
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => choose(shiftLedgerMonth(month, -1))}
            aria-label="Bulan sebelumnya"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
          <div>
            <label htmlFor={monthId} className={filterLabelClass}>
              Bulan
            </label>
            <input
              id={monthId}
              type="month"
              className={filterInputClass}
              value={month}
              min="2000-01"
              max={current}
              onChange={(event) => choose(event.target.value)}
            />
          </div>
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => choose(shiftLedgerMonth(month, 1))}
            disabled={month >= current}
            aria-label="Bulan berikutnya"
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </div>
        <ExportCsvButton call="adminExportLedger" query={{ month }} />
      </div>

      {ledger.isError ? (
        <p role="alert" className="text-red-600 dark:text-red-400">
          {errorMessage(ledger.error, 'Pembukuan gagal dimuat')}
        </p>
      ) : null}

      {data ? (
        <>
          <div
            role="group"
            aria-label={`Ringkasan pembukuan ${ledgerMonthLabel(data.month)}`}
            aria-busy={ledger.isPlaceholderData}
          >
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              <Figure label="Pendapatan" value={data.totals.revenue} />
              <Figure label="Biaya gateway" value={data.totals.gatewayFees} />
              <Figure label="Refund" value={data.totals.refunds} />
              <Figure label="Reimburse host" value={data.totals.reimbursements} />
              <Figure label="Biaya provider" value={data.totals.providerCosts} />
              <Figure label="Margin" value={data.totals.margin} isStrong />
            </dl>
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {data.totals.orders} pesanan dibayar: penjualan {formatRupiah(data.totals.goods)} setelah promo
            dan voucher, ditambah {formatRupiah(data.totals.feesPassedOn)} biaya pembayaran yang dibebankan ke
            pembeli.
            {data.totals.unreportedFees > 0
              ? ` Biaya gateway ${data.totals.unreportedFees} pesanan belum dilaporkan Tripay; biaya yang ditagihkan dipakai.`
              : ''}{' '}
            Bulan dihitung menurut WIB.
          </p>
          <LedgerChart months={data.history} selected={data.month} />
        </>
      ) : null}

      <Table
        caption={`Pembukuan per produk, ${ledgerMonthLabel(month)}`}
        columns={PRODUCT_COLUMNS}
        rows={data && (data.products.length > 0 || data.totals.orders > 0) ? productRows : []}
        rowKey={(row) => row.productId}
        rowClassName={(row) => (row.productId === 'total' ? 'bg-slate-50 dark:bg-slate-800/60' : undefined)}
        isLoading={ledger.isPending}
        loadingText="Memuat pembukuan ..."
        emptyText="Belum ada pemasukan atau biaya di bulan ini."
        isBusy={ledger.isPlaceholderData}
        stackBelow="lg"
      />

      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto text-sm font-semibold text-slate-900 dark:text-white">Per akun provider</h3>
        <ExportCsvButton call="adminExportLedgerAccounts" query={{ month }} />
      </div>
      <Table
        caption={`Kursi terjual per akun provider, ${ledgerMonthLabel(month)}`}
        columns={ACCOUNT_COLUMNS}
        rows={accounts.data?.accounts ?? []}
        rowKey={(row) => row.productItemId}
        rowClassName={(row) => (row.margin < 0 ? 'bg-red-50/60 dark:bg-red-950/30' : undefined)}
        isLoading={accounts.isPending}
        loadingText="Memuat akun ..."
        error={accounts.isError ? errorMessage(accounts.error, 'Akun gagal dimuat') : undefined}
        emptyText="Tidak ada akun provider di bulan ini."
        isBusy={accounts.isPlaceholderData}
        stackBelow="lg"
      />
    </section>
  );
}
