/** The admin's order list as a CSV file (issue 18 'Admin export'): what the list shows, every page of it. */
import type { AdminOrder, ExportOrdersQuery } from '@premium-shop/domain/admin-operations-schema';
import { csvDateTime, csvFileName, MAX_EXPORT_ROWS, toCsv, type CsvColumn } from '@premium-shop/domain/csv';
import { statusLabel } from '@premium-shop/domain/order-status';
import type { CsvExport } from '../../platform/csv-answer';
import { toAdminOrder, type AdminOrdersContext } from './admin-orders.common';
import * as repository from './admin-orders.repository';
import { orderFilterOf } from './order-reading.service';

const LATE_PAYMENT_TEXT = { Canceled: 'Dibayar setelah Canceled', Expired: 'Dibayar setelah Expired' };

/** The list's columns (Invoice, Tanggal, Pembeli, Produk, Paket, Total, Status), the buyer in two. */
const ORDER_COLUMNS: CsvColumn<AdminOrder>[] = [
  { header: 'Invoice', value: (order) => order.invoice },
  { header: 'Tanggal', value: (order) => csvDateTime(order.createdAt) },
  { header: 'Nama Pembeli', value: (order) => order.buyer.name },
  { header: 'Email Pembeli', value: (order) => order.buyer.email },
  { header: 'No. HP Pembeli', value: (order) => order.buyer.phone },
  { header: 'Produk', value: (order) => order.product.name },
  { header: 'Paket', value: (order) => order.package },
  { header: 'Total (Rp)', value: (order) => order.total },
  { header: 'Status', value: (order) => statusLabel(order) },
  { header: 'Dibayar', value: (order) => csvDateTime(order.paid_at) },
  {
    header: 'Pembayaran Terlambat',
    value: (order) => (order.paidAfter ? LATE_PAYMENT_TEXT[order.paidAfter] : ''),
  },
  { header: 'Keterangan', value: (order) => order.statusReason },
];

/**
 * Every order the list shows with these filters, newest first, at most MAX_EXPORT_ROWS of them.
 * The rows are the list's own (credentials withheld), so the file never holds a password or PIN.
 */
export async function exportOrders(ctx: AdminOrdersContext, query: ExportOrdersQuery): Promise<CsvExport> {
  const views = await repository.listOrderViews(ctx.db, {
    ...orderFilterOf(query),
    limit: MAX_EXPORT_ROWS + 1,
    offset: 0,
  });
  const orders = views.slice(0, MAX_EXPORT_ROWS).map((view) => toAdminOrder(view, ctx, 'withheld'));
  return {
    fileName: csvFileName('pesanan', new Date()),
    csv: toCsv(ORDER_COLUMNS, orders),
    isTruncated: views.length > MAX_EXPORT_ROWS,
  };
}
