import { formatDateLong } from '@premium-shop/domain/format';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { PageSpinner } from '../../../../ui/page-spinner';
import { useProductItem } from '../api/product-items';
import { ItemFormModal } from './item-form-modal';
import { ItemStateBadge, LowStockBadge } from './item-state-badge';
import { RevealCredentialsModal } from './reveal-credentials-modal';
import { RotateCredentialsModal } from './rotate-credentials-modal';
import { badgeClass, cellClass, headCellClass, tableClass } from '../../shared/console-styles';
import { panelClass } from './stock-styles';

type Dialog = 'reveal' | 'rotate' | 'edit' | null;

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
      {item.members.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Belum ada anggota.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">Anggota {item.name}</caption>
            <thead>
              <tr>
                <th scope="col" className={headCellClass}>
                  Pelanggan
                </th>
                <th scope="col" className={headCellClass}>
                  Status
                </th>
                <th scope="col" className={headCellClass}>
                  Profil
                </th>
                <th scope="col" className={headCellClass}>
                  Berakhir
                </th>
                <th scope="col" className={headCellClass}>
                  ID kursi
                </th>
              </tr>
            </thead>
            <tbody>
              {item.members.map((member) => (
                <tr key={member._id}>
                  <td className={cellClass}>
                    <div className="font-medium text-slate-900 dark:text-white">{member.user.name}</div>
                    <div className="text-xs text-slate-500 dark:text-slate-400">{member.user.email}</div>
                  </td>
                  <td className={cellClass}>
                    <span
                      className={badgeClass(
                        member.status === 'Aktif'
                          ? 'green'
                          : member.status === 'Tenggang'
                            ? 'amber'
                            : 'slate',
                      )}
                    >
                      {member.status}
                    </span>
                  </td>
                  <td className={cellClass}>{member.profile ?? '-'}</td>
                  <td className={cellClass}>
                    {member.expireAt ? formatDateLong(member.expireAt) : 'Selamanya'}
                  </td>
                  <td className={`${cellClass} font-mono text-xs`}>{member._id.slice(0, 8)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

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
