import type { ProviderRenewal } from '@premium-shop/domain/admin-stock-schema';
import { formatDateLong, formatRupiah } from '@premium-shop/domain/format';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { Table, type TableColumn } from '../../../../ui/table';
import { badgeClass, smallButtonClass } from '../../shared/console-styles';
import { useProviderRenewals, type RenewalFilter } from '../api/provider-renewals';
import { RenewalBadge } from './renewal-badge';
import { RenewItemModal } from './renew-item-modal';
import { selectClass } from './stock-styles';

const FILTERS: ReadonlyArray<{ value: RenewalFilter; label: string }> = [
  { value: undefined, label: 'Semua' },
  { value: 'overdue', label: 'Lewat jatuh tempo' },
  { value: 'due', label: 'Segera jatuh tempo' },
];

/**
 * 'Jatuh Tempo': the provider accounts due within the reminder window or past their date (which
 * sell no place until renewed), soonest first, with the members whose access lapses with each,
 * and the renewal to record (docs/decisions/051).
 */
export function RenewalsTab() {
  const [filter, setFilter] = useState<RenewalFilter>(undefined);
  const [renewing, setRenewing] = useState<ProviderRenewal | null>(null);
  const { data, isPending, isError, error, isFetching } = useProviderRenewals(filter);

  const columns: TableColumn<ProviderRenewal>[] = [
    {
      id: 'account',
      header: 'Akun',
      cell: (item) => (
        <>
          <div className="font-medium wrap-anywhere text-slate-900 dark:text-white">{item.name}</div>
          <div className="text-xs break-all text-slate-500 dark:text-slate-400">
            {item.product.name} · {item.email ?? item.domain ?? '-'}
          </div>
        </>
      ),
    },
    {
      id: 'renewsAt',
      header: 'Jatuh tempo',
      cell: (item) => (
        <div className="space-y-1">
          <div>{formatDateLong(item.providerExpiresAt)}</div>
          <RenewalBadge state={item.billing.renewalState} />
          {item.billing.autoRenews && <span className={badgeClass('brand')}>Otomatis</span>}
        </div>
      ),
    },
    {
      id: 'cost',
      header: 'Biaya',
      className: 'tabular-nums',
      cell: (item) => `${formatRupiah(item.billing.cost)} / ${item.billing.cycleMonths} bln`,
    },
    {
      id: 'members',
      header: 'Anggota',
      cell: (item) =>
        item.members.length === 0 ? (
          'Belum ada anggota'
        ) : (
          <ul className="space-y-0.5">
            {item.members.map((member) => (
              <li key={member._id}>
                {member.user.name}{' '}
                <span className={badgeClass(member.status === 'Aktif' ? 'green' : 'amber')}>
                  {member.status}
                </span>
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'actions',
      header: 'Aksi',
      isHeaderHidden: true,
      cell: (item) => (
        <button
          type="button"
          className={smallButtonClass}
          aria-label={`Catat perpanjangan ${item.name}`}
          onClick={() => setRenewing(item)}
        >
          Catat Perpanjangan
        </button>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-[180px]">
          <label
            htmlFor="renewal-filter"
            className="block text-xs font-medium text-slate-600 dark:text-slate-400"
          >
            Tampilkan
          </label>
          <select
            id="renewal-filter"
            className={selectClass}
            value={filter ?? ''}
            onChange={(event) => setFilter((event.target.value || undefined) as RenewalFilter)}
          >
            {FILTERS.map((option) => (
              <option key={option.label} value={option.value ?? ''}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {data && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Akun yang jatuh tempo dalam {data.reminderDays} hari atau sudah lewat. Akun lewat jatuh tempo
            tidak dijual sampai perpanjangannya dicatat.
          </p>
        )}
      </div>
      <Table
        caption="Akun jatuh tempo"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(item) => item._id}
        isLoading={isPending}
        error={isError && errorMessage(error, 'Daftar jatuh tempo gagal dimuat')}
        emptyText="Tidak ada akun yang jatuh tempo."
        isBusy={isFetching}
        stackBelow="xl"
      />
      {renewing && <RenewItemModal item={renewing} isOpen onClose={() => setRenewing(null)} />}
    </div>
  );
}
