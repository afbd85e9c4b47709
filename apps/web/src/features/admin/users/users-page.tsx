import { formatDateLong } from '@premium-shop/domain/format';
import type { AdminUser, UpdateUserBody, UserRole } from '@premium-shop/domain/admin-people-schema';
import { useEffect, useId, useState } from 'react';
import { useSession } from '../../../lib/session';
import { Table, type TableColumn } from '../../../ui/table';
import { ConfirmActionDialog } from '../shared/confirm-action-dialog';
import {
  badgeClass,
  filterInputClass,
  filterLabelClass,
  pageTitleClass,
  smallButtonClass,
  smallDangerButtonClass,
} from '../shared/console-styles';
import { ExportCsvButton } from '../shared/export-csv-button';
import { ListPagination } from '../shared/list-pagination';
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

  const columns: TableColumn<AdminUser>[] = [
    {
      id: 'user',
      header: 'Pengguna',
      cell: (user) => (
        <>
          <p className="font-semibold text-slate-900 dark:text-white">
            {user.name}
            {user._id === session?.userData._id && (
              <span className="ml-1 text-xs font-normal text-slate-600 dark:text-slate-400">(Anda)</span>
            )}
          </p>
          <p className="text-xs break-all text-slate-500 dark:text-slate-400">{user.email}</p>
        </>
      ),
    },
    {
      id: 'phone',
      header: 'No. HP',
      className: 'whitespace-nowrap',
      cell: (user) => (
        <>
          <p>{user.phone}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {user.isPhoneVerified ? 'Terverifikasi' : 'Belum diverifikasi'}
          </p>
        </>
      ),
    },
    {
      id: 'role',
      header: 'Peran',
      cell: (user) => (
        <div className="flex flex-wrap gap-1">
          <span className={badgeClass(user.role === 'admin' ? 'brand' : 'slate')}>
            {ROLE_LABELS[user.role]}
          </span>
          {!user.isActive && <span className={badgeClass('red')}>Nonaktif</span>}
        </div>
      ),
    },
    {
      id: 'ordersCount',
      header: 'Pesanan Dibayar',
      hint: 'Pesanan yang sudah dibayar, apa pun statusnya sekarang; pesanan yang belum dibayar tidak dihitung',
      className: 'tabular-nums',
      cell: (user) => user.ordersCount,
    },
    {
      id: 'createdAt',
      header: 'Terdaftar',
      className: 'whitespace-nowrap',
      cell: (user) => formatDateLong(user.createdAt),
    },
    {
      id: 'actions',
      header: 'Tindakan',
      isHeaderHidden: true,
      align: 'end',
      cell: (user) =>
        user._id === session?.userData._id ? (
          <span className="text-xs text-slate-500 dark:text-slate-400">Akun Anda</span>
        ) : (
          <div className="flex flex-wrap gap-1.5 xl:justify-end">
            <button
              type="button"
              className={smallButtonClass}
              onClick={() => ask(user, { role: user.role === 'admin' ? 'customer' : 'admin' })}
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
        ),
    },
  ];

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

      <Table
        caption="Daftar pengguna"
        columns={columns}
        rows={users.data?.users ?? []}
        rowKey={(user) => user._id}
        rowLabel={(user) => user.email}
        isLoading={users.isPending}
        loadingText="Memuat pengguna ..."
        error={
          users.isError && (
            <>
              Gagal memuat pengguna.{' '}
              <button type="button" className="font-semibold underline" onClick={() => void users.refetch()}>
                Coba lagi
              </button>
            </>
          )
        }
        emptyText="Tidak ada pengguna yang cocok."
        stackBelow="xl"
      />
      {users.data && users.data.users.length > 0 && (
        <ListPagination
          pagination={{ ...users.data.pagination, page }}
          onPageChange={setPage}
          noun="pengguna"
        />
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
