import { profileSlotWarning, type ProductItemMember } from '@premium-shop/domain/admin-stock-schema';
import { formatDateLong, formatRupiah } from '@premium-shop/domain/format';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { PageSpinner } from '../../../../ui/page-spinner';
import { Table, type TableColumn } from '../../../../ui/table';
import { useProductItem } from '../api/product-items';
import { ItemFormModal } from './item-form-modal';
import { ItemStateBadge, LowStockBadge } from './item-state-badge';
import { ProviderCostsTable } from './provider-costs-table';
import { RenewalBadge } from './renewal-badge';
import { RenewItemModal } from './renew-item-modal';
import { RevealCredentialsModal } from './reveal-credentials-modal';
import { RotateCredentialsModal } from './rotate-credentials-modal';
import { badgeClass } from '../../shared/console-styles';
import { panelClass } from './stock-styles';

type Dialog = 'reveal' | 'rotate' | 'edit' | 'renew' | null;

/** A seat's state: held in green, in its grace period in amber, ended in grey. */
const MEMBER_TONES: Partial<Record<ProductItemMember['status'], 'green' | 'amber'>> = {
  Aktif: 'green',
  Tenggang: 'amber',
};

const MEMBER_COLUMNS: TableColumn<ProductItemMember>[] = [
  {
    id: 'customer',
    header: 'Pelanggan',
    cell: (member) => (
      <>
        <div className="font-medium text-slate-900 dark:text-white">{member.user.name}</div>
        <div className="text-xs text-slate-500 dark:text-slate-400">{member.user.email}</div>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (member) => (
      <span className={badgeClass(MEMBER_TONES[member.status] ?? 'slate')}>{member.status}</span>
    ),
  },
  { id: 'profile', header: 'Profil', cell: (member) => member.profile ?? '-' },
  {
    id: 'expireAt',
    header: 'Berakhir',
    cell: (member) => (member.expireAt ? formatDateLong(member.expireAt) : 'Selamanya'),
  },
  {
    id: 'seat',
    header: 'ID kursi',
    className: 'font-mono text-xs',
    cell: (member) => member._id.slice(0, 8),
  },
];

/** One item: its facts and billing, members, provider costs and the actions on it (credentials, rotation, edit, renewal). */
export function ItemDetailPanel({ itemId, onClose }: { itemId: string; onClose: () => void }) {
  const { data: item, isPending, isError, error } = useProductItem(itemId);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <p role="alert" className="text-red-600 dark:text-red-400">
        {errorMessage(error, 'Akun gagal dimuat')}
      </p>
    );
  }
  const holding = new Set(
    item.members
      .filter((member) => member.status === 'Aktif' || member.status === 'Tenggang')
      .map((member) => member.user._id),
  );
  // Sharing Private: each buyer gets a profile, so a slot that disagrees with the profiles is named.
  const slotWarning = item.profiles ? profileSlotWarning(item.slot, item.profiles.total) : null;
  const facts: Array<[string, React.ReactNode]> = [
    ['Produk', `${item.product.name}${item.package ? ` · ${item.package.name}` : ''}`],
    ['Email', item.email ?? '-'],
    ['Domain', item.domain ?? '-'],
    ['Kursi', `${item.seatsTaken} / ${item.slot} terisi · ${item.freeSeats} kosong`],
    ['Berakhir di provider', formatDateLong(item.providerExpiresAt)],
    ['Host', item.host ? `${item.host.name} (${item.host.email})` : '-'],
    [
      'Biaya per siklus',
      `${formatRupiah(item.billing.cost)}${item.billing.isDefaultCost ? ' (harga provider produk)' : ''} · ${item.billing.cycleMonths} bulan`,
    ],
    ['Perpanjang otomatis', item.billing.autoRenews ? 'Ya' : 'Tidak'],
    ['Catatan tagihan', item.billing.note ?? '-'],
  ];
  const canRenew = item.state === 'active' || item.state === 'full';
  if (item.profiles) {
    facts.splice(4, 0, ['Profil', `${item.profiles.total} profil · ${item.profiles.free} belum dipakai`]);
  }

  return (
    <section aria-labelledby="item-detail-title" className={`${panelClass} space-y-4`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2
          id="item-detail-title"
          className="min-w-0 text-lg font-bold wrap-anywhere text-slate-900 dark:text-white"
        >
          {item.name}
        </h2>
        <ItemStateBadge state={item.state} />
        {item.isLowStock && <LowStockBadge />}
        <RenewalBadge state={item.billing.renewalState} />
        <button type="button" className={`${buttonClassName('secondary')} ml-auto`} onClick={onClose}>
          Tutup
        </button>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="font-medium wrap-anywhere text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      {slotWarning && (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {slotWarning}
        </p>
      )}
      {item.billing.renewalState === 'overdue' && (
        <p
          role="status"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          Akun ini lewat jatuh tempo dan belum diperpanjang: tempatnya tidak dijual sampai perpanjangan
          dicatat.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClassName('primary')} onClick={() => setDialog('reveal')}>
          Lihat Kredensial
        </button>
        <button type="button" className={buttonClassName('secondary')} onClick={() => setDialog('rotate')}>
          Ganti Password
        </button>
        <button type="button" className={buttonClassName('secondary')} onClick={() => setDialog('edit')}>
          Ubah
        </button>
        {canRenew && (
          <button type="button" className={buttonClassName('secondary')} onClick={() => setDialog('renew')}>
            Catat Perpanjangan
          </button>
        )}
      </div>

      <h3 className="font-semibold text-slate-900 dark:text-white">Anggota ({item.members.length})</h3>
      <Table
        caption={`Anggota ${item.name}`}
        columns={MEMBER_COLUMNS}
        rows={item.members}
        rowKey={(member) => member._id}
        emptyText="Belum ada anggota."
      />

      <h3 className="font-semibold text-slate-900 dark:text-white">Riwayat biaya provider</h3>
      <ProviderCostsTable itemId={item._id} itemName={item.name} />

      <RevealCredentialsModal
        itemId={item._id}
        itemName={item.name}
        isOpen={dialog === 'reveal'}
        onClose={() => setDialog(null)}
      />
      <RotateCredentialsModal
        itemId={item._id}
        itemName={item.name}
        memberCount={holding.size}
        isOpen={dialog === 'rotate'}
        onClose={() => setDialog(null)}
      />
      <ItemFormModal item={item} isOpen={dialog === 'edit'} onClose={() => setDialog(null)} />
      <RenewItemModal item={item} isOpen={dialog === 'renew'} onClose={() => setDialog(null)} />
    </section>
  );
}
