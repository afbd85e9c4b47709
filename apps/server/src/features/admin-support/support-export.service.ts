/**
 * The admin's complaint and reimbursement lists as CSV files (issue 18 'Admin export'): what each
 * list shows with its status filter, every page of it.
 */
import {
  COMPLAINT_ISSUE_LABELS,
  COMPLAINT_STATUS_LABELS,
  type AdminComplaint,
  type AdminReimbursement,
  type ExportComplaintsQuery,
  type ExportReimbursementsQuery,
} from '@premium-shop/domain/admin-operations-schema';
import { csvDateTime, csvFileName, MAX_EXPORT_ROWS, toCsv, type CsvColumn } from '@premium-shop/domain/csv';
import type { Executor } from '../../db/client';
import type { CsvExport } from '../../platform/csv-answer';
import { toAdminComplaint, toAdminReimbursement } from './admin-support.service';
import * as repository from './admin-support.repository';

/** The complaint card's facts, one column each; the image stays behind its authenticated address. */
const COMPLAINT_COLUMNS: CsvColumn<AdminComplaint>[] = [
  { header: 'Tanggal', value: (complaint) => csvDateTime(complaint.createdAt) },
  { header: 'Masalah', value: (complaint) => COMPLAINT_ISSUE_LABELS[complaint.issue] },
  { header: 'No. Pesanan', value: (complaint) => complaint.noOrder },
  { header: 'Nama Pelanggan', value: (complaint) => complaint.customer.name },
  { header: 'Email Pelanggan', value: (complaint) => complaint.customer.email },
  { header: 'No. HP Pelanggan', value: (complaint) => complaint.customer.phone },
  { header: 'Produk', value: (complaint) => complaint.group?.product },
  { header: 'Akun', value: (complaint) => complaint.group?.name },
  { header: 'Pesan', value: (complaint) => complaint.note },
  { header: 'Status', value: (complaint) => COMPLAINT_STATUS_LABELS[complaint.status] },
  { header: 'Balasan', value: (complaint) => complaint.reply },
  { header: 'Dibalas', value: (complaint) => csvDateTime(complaint.repliedAt) },
];

/**
 * The table's columns (Pengajuan, Host, Akun, Reimburse, Rekening, Pesanan Host, Status), the host,
 * the account and the bank account in two each; the proofs stay behind their authenticated addresses.
 */
const REIMBURSEMENT_COLUMNS: CsvColumn<AdminReimbursement>[] = [
  { header: 'Pengajuan', value: (row) => csvDateTime(row.createdAt) },
  { header: 'Nama Host', value: (row) => row.customer.name },
  { header: 'Email Host', value: (row) => row.customer.email },
  { header: 'Produk', value: (row) => row.product.name },
  { header: 'Akun', value: (row) => row.group.name },
  { header: 'Reimburse (Rp)', value: (row) => row.value },
  { header: 'Bank', value: (row) => row.bank },
  { header: 'No. Rekening', value: (row) => row.account_number },
  { header: 'Pesanan Host', value: (row) => row.order?.invoice },
  { header: 'Status Pesanan Host', value: (row) => row.order?.status },
  { header: 'Status', value: (row) => row.status },
  { header: 'Catatan', value: (row) => row.note },
];

/** Every complaint the list shows with this status filter, newest first, at most MAX_EXPORT_ROWS of them. */
export async function exportComplaints(db: Executor, query: ExportComplaintsQuery): Promise<CsvExport> {
  const views = await repository.listComplaintViews(db, {
    status: query.status,
    limit: MAX_EXPORT_ROWS + 1,
    offset: 0,
  });
  return {
    fileName: csvFileName('pengaduan', new Date()),
    csv: toCsv(COMPLAINT_COLUMNS, views.slice(0, MAX_EXPORT_ROWS).map(toAdminComplaint)),
    isTruncated: views.length > MAX_EXPORT_ROWS,
  };
}

/** Every request the list shows with this status filter, newest first, at most MAX_EXPORT_ROWS of them. */
export async function exportReimbursements(
  db: Executor,
  query: ExportReimbursementsQuery,
): Promise<CsvExport> {
  const views = await repository.listReimbursementViews(db, {
    status: query.status === 'All' ? undefined : query.status,
    limit: MAX_EXPORT_ROWS + 1,
    offset: 0,
  });
  return {
    fileName: csvFileName('reimburse', new Date()),
    csv: toCsv(REIMBURSEMENT_COLUMNS, views.slice(0, MAX_EXPORT_ROWS).map(toAdminReimbursement)),
    isTruncated: views.length > MAX_EXPORT_ROWS,
  };
}
