/**
 * The ledger as CSV files (issue 31): a month per product with its total line, and the month's
 * provider accounts. Written with the console's one CSV writer (toCsv: quoting and the formula
 * guard for ',', ';' and tab readers), so a product or account name never runs as a formula.
 */
import { csvFileName, MAX_EXPORT_ROWS, toCsv, type CsvColumn } from '@premium-shop/domain/csv';
import type { LedgerAccount, LedgerFigures } from '@premium-shop/domain/ledger';
import { PRODUCT_ITEM_STATE_LABELS } from '@premium-shop/domain/admin-stock-schema';
import type { CsvExport } from '../../platform/csv-answer';
import { getLedger, getLedgerAccounts, type LedgerContext } from './admin-ledger.service';

type ProductLine = LedgerFigures & { month: string; name: string };

const PRODUCT_COLUMNS: CsvColumn<ProductLine>[] = [
  { header: 'Bulan', value: (row) => row.month },
  { header: 'Produk', value: (row) => row.name },
  { header: 'Pesanan Dibayar', value: (row) => row.orders },
  { header: 'Penjualan', value: (row) => row.goods },
  { header: 'Biaya Dibebankan ke Pembeli', value: (row) => row.feesPassedOn },
  { header: 'Pendapatan', value: (row) => row.revenue },
  { header: 'Biaya Gateway', value: (row) => row.gatewayFees },
  { header: 'Refund', value: (row) => row.refunds },
  { header: 'Reimburse Host', value: (row) => row.reimbursements },
  { header: 'Biaya Provider', value: (row) => row.providerCosts },
  { header: 'Margin', value: (row) => row.margin },
];

/** The month's products, then 'Total'. */
export async function exportLedger(ctx: LedgerContext, month: string): Promise<CsvExport> {
  const ledger = await getLedger(ctx, month);
  const lines: ProductLine[] = [
    ...ledger.products.map((product) => ({ ...product, month })),
    { ...ledger.totals, month, name: 'Total' },
  ];
  return {
    fileName: csvFileName(`pembukuan-${month}`, new Date()),
    csv: toCsv(PRODUCT_COLUMNS, lines.slice(0, MAX_EXPORT_ROWS)),
    isTruncated: lines.length > MAX_EXPORT_ROWS,
  };
}

type AccountLine = LedgerAccount & { month: string };

const ACCOUNT_COLUMNS: CsvColumn<AccountLine>[] = [
  { header: 'Bulan', value: (row) => row.month },
  { header: 'Produk', value: (row) => row.productName },
  { header: 'Akun', value: (row) => row.name },
  { header: 'Status', value: (row) => PRODUCT_ITEM_STATE_LABELS[row.state] },
  { header: 'Slot', value: (row) => row.slot },
  { header: 'Terisi', value: (row) => row.seatsTaken },
  { header: 'Kursi Terjual', value: (row) => row.seatsSold },
  { header: 'Perpanjangan', value: (row) => row.renewals },
  { header: 'Pendapatan', value: (row) => row.revenue },
  { header: 'Biaya per Siklus', value: (row) => row.cycleCost },
  { header: 'Siklus (bulan)', value: (row) => row.cycleMonths },
  { header: 'Biaya per Bulan', value: (row) => row.monthlyCost },
  { header: 'Dibayar ke Provider', value: (row) => row.costPaid },
  { header: 'Selisih', value: (row) => row.margin },
];

export async function exportLedgerAccounts(ctx: LedgerContext, month: string): Promise<CsvExport> {
  const { accounts } = await getLedgerAccounts(ctx, month);
  return {
    fileName: csvFileName(`pembukuan-akun-${month}`, new Date()),
    csv: toCsv(
      ACCOUNT_COLUMNS,
      accounts.slice(0, MAX_EXPORT_ROWS).map((account) => ({ ...account, month })),
    ),
    isTruncated: accounts.length > MAX_EXPORT_ROWS,
  };
}
