import type { ProductItemMember } from '@premium-shop/domain/admin-stock-schema';
import { formatDateLong } from '@premium-shop/domain/format';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { PageSpinner } from '../../../../ui/page-spinner';
import { Table, type TableColumn } from '../../../../ui/table';
import { useProductItem } from '../api/product-items';
import { ItemFormModal } from './item-form-modal';
import { ItemStateBadge, LowStockBadge } from './item-state-badge';
import { RevealCredentialsModal } from './reveal-credentials-modal';
import { RotateCredentialsModal } from './rotate-credentials-modal';
import { badgeClass } from '../../shared/console-styles';
import { panelClass } from './stock-styles';

type Dialog = 'reveal' | 'rotate' | 'edit' | null;

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

/** One item: its facts, members and the actions on it (credentials, rotation, edit). */
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
  const facts: Array<[string, React.ReactNode]> = [
    ['Produk', `${item.product.name}${item.package ? ` · ${item.package.name}` : ''}`],
    ['Email', item.email ?? '-'],
    ['Domain', item.domain ?? '-'],
    ['Kursi', `${item.seatsTaken} / ${item.slot} terisi · ${item.freeSeats} kosong`],
    ['Berakhir di provider', formatDateLong(item.providerExpiresAt)],
    ['Host', item.host ? `${item.host.name} (${item.host.email})` : '-'],
  ];

  return (
    <section aria-labelledby="item-detail-title" className={`${panelClass} space-y-4`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="item-detail-title" className="text-lg font-bold text-slate-900 dark:text-white">
          {item.name}
        </h2>
        <ItemStateBadge state={item.state} />
        {item.isLowStock && <LowStockBadge />}
        <button type="button" className={`${buttonClassName('secondary')} ml-auto`} onClick={onClose}>
          Tutup
        </button>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="font-medium break-words text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
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
      </div>

      <h3 className="font-semibold text-slate-900 dark:text-white">Anggota ({item.members.length})</h3>
      <Table
        caption={`Anggota ${item.name}`}
        columns={MEMBER_COLUMNS}
        rows={item.members}
        rowKey={(member) => member._id}
        emptyText="Belum ada anggota."
      />

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
    </section>
  );
}
