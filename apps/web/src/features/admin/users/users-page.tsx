import { formatDateLong } from '@premium-shop/domain/format';
import type { AdminUser, UpdateUserBody, UserRole } from '@premium-shop/domain/admin-people-schema';
import { useEffect, useId, useState } from 'react';
import { useSession } from '../../../lib/session';
import { ConfirmActionDialog } from '../shared/confirm-action-dialog';
import {
  badgeClass,
  cellClass,
  filterInputClass,
  filterLabelClass,
  headCellClass,
  pageTitleClass,
  smallButtonClass,
  smallDangerButtonClass,
  tableBodyClass,
  tableClass,
  tableHeadClass,
  tableWrapClass,
} from '../shared/console-styles';
import { ExportCsvButton } from '../shared/export-csv-button';
import { ListPagination } from '../shared/list-pagination';
import { ListEmpty, ListError, ListLoading } from '../shared/list-states';
import { FilterSelect } from '../shared/filter-select';
import { useUsers } from './api/list-users';
import { useUpdateUser } from './api/update-user';

const ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', customer: 'Pelanggan' };

const ROLE_OPTIONS: readonly { value: UserRole | ''; label: string }[] = [
  { value: '', label: 'Semua peran' },
  { value: 'customer', label: ROLE_LABELS.customer },
  { value: 'admin', label: ROLE_LABELS.admin },
];
const SEARCH_DELAY_MS = 300;

interface PendingChange {
  user: AdminUser;
  changes: UpdateUserBody;
}

/** The question asked before each change, with what follows from it. */
function confirmation({ user, changes }: PendingChange) {
  if (changes.isActive === false) {
    return {
      title: 'Nonaktifkan Pengguna?',
      label: 'Nonaktifkan',
      variant: 'danger' as const,
      text: `${user.name} (${user.email}) akan langsung keluar dari semua perangkat dan tidak dapat login sampai diaktifkan kembali.`,
    };
  }
  if (changes.isActive === true) {
    return {
      title: 'Aktifkan Pengguna?',
      label: 'Aktifkan',
      variant: 'primary' as const,
      text: `${user.name} (${user.email}) dapat login kembali.`,
    };
  }
  if (changes.role === 'admin') {
    return {
      title: 'Jadikan Admin?',
      label: 'Jadikan Admin',
      variant: 'danger' as const,
      text: `${user.name} (${user.email}) akan dapat membuka konsol admin: pesanan, stok akun, pengguna dan log.`,
    };
  }
  return {
    title: 'Jadikan Pelanggan?',
    label: 'Jadikan Pelanggan',
    variant: 'primary' as const,
    text: `${user.name} (${user.email}) tidak dapat lagi membuka konsol admin.`,
  };
}

/** /admin/pengguna: search, role filter, and role and active changes with a confirmation each. */
export function AdminUsersPage() {
  const session = useSession();
  const searchId = useId();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserRole | ''>('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const users = useUsers({ search, role: role || undefined, page });
  const update = useUpdateUser();

  // The list follows the search box once typing pauses, from its first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const ask = (user: AdminUser, changes: UpdateUserBody) => setPending({ user, changes });
  const question = pending && confirmation(pending);

  return (
    <section className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className={pageTitleClass}>Pengguna</h1>
        <ExportCsvButton
          call="adminExportUsers"
          query={{ search: search || undefined, role: role || undefined }}
        />
      </div>

      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_12rem]"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(searchText.trim());
          setPage(1);
        }}
      >
        <div>
          <label htmlFor={searchId} className={filterLabelClass}>
            Cari nama, email atau nomor HP
          </label>
          <input
            id={searchId}
            type="search"
            className={`mt-1 ${filterInputClass}`}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="mis. budi@gmail.com"
          />
        </div>
        <FilterSelect
          label="Peran"
          value={role}
          options={ROLE_OPTIONS}
          onChange={(value) => {
            setRole(value);
            setPage(1);
          }}
        />
      </form>

      {users.isPending ? (
        <ListLoading>Memuat pengguna ...</ListLoading>
      ) : users.isError ? (
        <ListError>
          Gagal memuat pengguna.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void users.refetch()}>
            Coba lagi
          </button>
        </ListError>
      ) : users.data.users.length === 0 ? (
        <ListEmpty>Tidak ada pengguna yang cocok.</ListEmpty>
      ) : (
        <>
          <div className={tableWrapClass}>
            <table className={tableClass}>
              <caption className="sr-only">Daftar pengguna</caption>
              <thead className={tableHeadClass}>
                <tr>
                  <th scope="col" className={headCellClass}>
                    Pengguna
                  </th>
                  <th scope="col" className={`${headCellClass} hidden md:table-cell`}>
                    No. HP
                  </th>
                  <th scope="col" className={headCellClass}>
                    Peran
                  </th>
                  <th
                    scope="col"
                    className={`${headCellClass} hidden sm:table-cell`}
                    title="Pesanan yang sudah dibayar, apa pun statusnya sekarang; pesanan yang belum dibayar tidak dihitung"
                  >
                    Pesanan Dibayar
                  </th>
                  <th scope="col" className={`${headCellClass} hidden lg:table-cell`}>
                    Terdaftar
                  </th>
                  <th scope="col" className={headCellClass}>
                    <span className="sr-only">Tindakan</span>
                  </th>
                </tr>
              </thead>
              <tbody className={tableBodyClass}>
                {users.data.users.map((user) => {
                  const isSelf = user._id === session?.userData._id;
                  return (
                    <tr key={user._id} aria-label={user.email}>
                      <td className={cellClass}>
                        <p className="font-semibold text-slate-900 dark:text-white">
                          {user.name}
                          {isSelf && <span className="ml-1 text-xs font-normal text-slate-500">(Anda)</span>}
                        </p>
                        <p className="break-all text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
                        {/* The count's own column is hidden on a phone. */}
                        <p className="mt-0.5 text-xs text-slate-500 sm:hidden dark:text-slate-400">
                          {user.ordersCount} pesanan dibayar
                        </p>
                      </td>
                      <td className={`${cellClass} hidden whitespace-nowrap md:table-cell`}>{user.phone}</td>
                      <td className={cellClass}>
                        <div className="flex flex-wrap gap-1">
                          <span className={badgeClass(user.role === 'admin' ? 'brand' : 'slate')}>
                            {ROLE_LABELS[user.role]}
                          </span>
                          {!user.isActive && <span className={badgeClass('red')}>Nonaktif</span>}
                        </div>
                      </td>
                      <td className={`${cellClass} hidden tabular-nums sm:table-cell`}>{user.ordersCount}</td>
                      <td className={`${cellClass} hidden whitespace-nowrap lg:table-cell`}>
                        {formatDateLong(user.createdAt)}
                      </td>
                      <td className={cellClass}>
                        {isSelf ? (
                          <span className="text-xs text-slate-500 dark:text-slate-400">Akun Anda</span>
                        ) : (
                          <div className="flex flex-col items-stretch gap-1.5 sm:flex-row sm:justify-end">
                            <button
                              type="button"
                              className={smallButtonClass}
                              onClick={() =>
                                ask(user, { role: user.role === 'admin' ? 'customer' : 'admin' })
                              }
                            >
                              {user.role === 'admin' ? 'Jadikan Pelanggan' : 'Jadikan Admin'}
                            </button>
                            <button
                              type="button"
                              className={user.isActive ? smallDangerButtonClass : smallButtonClass}
                              onClick={() => ask(user, { isActive: !user.isActive })}
                            >
                              {user.isActive ? 'Nonaktifkan' : 'Aktifkan'}
                            </button>
                          </div>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ListPagination
            pagination={{ ...users.data.pagination, page }}
            onPageChange={setPage}
            noun="pengguna"
          />
        </>
      )}

      {pending && question && (
        <ConfirmActionDialog
          isOpen
          title={question.title}
          confirmLabel={question.label}
          variant={question.variant}
          isPending={update.isPending}
          onClose={() => setPending(null)}
          onConfirm={() =>
            update.mutate(
              { id: pending.user._id, changes: pending.changes },
              { onSettled: () => setPending(null) },
            )
          }
        >
          <p>{question.text}</p>
        </ConfirmActionDialog>
      )}
    </section>
  );
}
