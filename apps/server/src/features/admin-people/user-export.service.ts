/** The admin's user list as a CSV file (issue 18 'Admin export'): what the list shows, every page of it. */
import type { ExportUsersQuery, UserRole } from '@premium-shop/domain/admin-people-schema';
import { csvDateTime, csvFileName, MAX_EXPORT_ROWS, toCsv, type CsvColumn } from '@premium-shop/domain/csv';
import type { CsvExport } from '../../platform/csv-answer';
import type { AdminPeopleContext } from './admin-people.service';
import * as repository from './admin-people.repository';
import type { UserView } from './admin-people.repository';

const ROLE_TEXT: Record<UserRole, string> = { admin: 'Admin', customer: 'Pelanggan' };

/**
 * The list's columns (Pengguna, No. HP, Peran, Pesanan Dibayar, Terdaftar), the user in two.
 * Written from named fields only: the row also carries the password hash, which never leaves.
 */
const USER_COLUMNS: CsvColumn<UserView>[] = [
  { header: 'Nama', value: (user) => user.name },
  { header: 'Email', value: (user) => user.email },
  { header: 'No. HP', value: (user) => user.phone },
  { header: 'Peran', value: (user) => ROLE_TEXT[user.role] },
  { header: 'Status', value: (user) => (user.isActive ? 'Aktif' : 'Nonaktif') },
  { header: 'Pesanan Dibayar', value: (user) => user.ordersCount },
  { header: 'Terdaftar', value: (user) => csvDateTime(user.createdAt.toISOString()) },
];

/** Every user the list shows with this search and role, newest first, at most MAX_EXPORT_ROWS of them. */
export async function exportUsers(ctx: AdminPeopleContext, query: ExportUsersQuery): Promise<CsvExport> {
  const users = await repository.listUsers(
    ctx.db,
    { search: query.search, role: query.role },
    { limit: MAX_EXPORT_ROWS + 1, offset: 0 },
  );
  return {
    fileName: csvFileName('pengguna', new Date()),
    csv: toCsv(USER_COLUMNS, users.slice(0, MAX_EXPORT_ROWS)),
    isTruncated: users.length > MAX_EXPORT_ROWS,
  };
}
