import type { AdminPromo } from '@premium-shop/domain/admin-promotions-schema';
import { durationLabel } from '@premium-shop/domain/duration';
import { formatDateTime, formatRupiah } from '@premium-shop/domain/format';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { buttonClassName } from '../../../ui/button-class';
import { Spinner } from '../../../ui/spinner';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { useDeletePromo } from './api/delete-promo';
import { usePromoProducts } from './api/list-promo-products';
import { usePromos } from './api/list-promos';
import {
  activeBadgeClass,
  cellClass,
  headCellClass,
  smallButtonClass,
  smallDangerButtonClass,
  tableClass,
} from './form-helpers';
import { PanelState } from './panel-state';
import { PromoFormCard } from './promo-form';

/** '20%' stays as it is; a flat amount reads as Rupiah. */
export function promoValueText(value: string): string {
  return value.trim().endsWith('%') ? value : formatRupiah(Number(value));
}

function windowText(startsAt: string | null, endsAt: string | null): string {
  if (!startsAt && !endsAt) return 'Selalu';
  return `${startsAt ? formatDateTime(startsAt) : '…'} – ${endsAt ? formatDateTime(endsAt) : '…'}`;
}

/** The 'Promo' tab: every product promo with its used/slot counter, a form to add or change one. */
export function PromoPanel() {
  const promos = usePromos();
  const products = usePromoProducts();
  const remove = useDeletePromo();
  const [editing, setEditing] = useState<AdminPromo | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPromo | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: ({ message }) => {
        toast.success(message ?? 'Promo berhasil dihapus');
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error, 'Promo gagal dihapus, silakan coba lagi.')),
    });
  };

  return (
    <section aria-labelledby="promo-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="promo-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Promo Produk
        </h2>
        <button
          type="button"
          className={buttonClassName('primary', 'py-2')}
          onClick={() => setEditing('new')}
          disabled={!products.data}
        >
          Tambah Promo
        </button>
      </div>
      {editing !== null && products.data && (
        <PromoFormCard
          key={editing === 'new' ? 'new' : editing._id}
          promo={editing === 'new' ? undefined : editing}
          products={products.data}
          onClose={() => setEditing(null)}
        />
      )}
      <PanelState query={promos} empty="Belum ada promo." what="promo">
        {(rows) => (
          <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={headCellClass}>
                    Produk
                  </th>
                  <th scope="col" className={headCellClass}>
                    Durasi
                  </th>
                  <th scope="col" className={headCellClass}>
                    Diskon
                  </th>
                  <th scope="col" className={headCellClass}>
                    Terpakai
                  </th>
                  <th scope="col" className={headCellClass}>
                    Periode
                  </th>
                  <th scope="col" className={headCellClass}>
                    Status
                  </th>
                  <th scope="col" className={headCellClass}>
                    <span className="sr-only">Aksi</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((promo) => (
                  <tr key={promo._id}>
                    <th scope="row" className={`${cellClass} font-medium text-slate-900 dark:text-white`}>
                      {promo.product.name}
                    </th>
                    <td className={`${cellClass} whitespace-nowrap`}>{durationLabel(promo.duration)}</td>
                    <td className={`${cellClass} whitespace-nowrap`}>{promoValueText(promo.value)}</td>
                    <td className={cellClass}>
                      {promo.used} / {promo.slot ?? '∞'}
                      {promo.perCustomerLimit != null && (
                        <span className="block text-xs text-slate-500 dark:text-slate-400">
                          maks. {promo.perCustomerLimit} per pelanggan
                        </span>
                      )}
                    </td>
                    <td className={`${cellClass} text-xs`}>{windowText(promo.startsAt, promo.endsAt)}</td>
                    <td className={cellClass}>
                      <span className={activeBadgeClass(promo.isActive)}>
                        {promo.isActive ? 'Aktif' : 'Nonaktif'}
                      </span>
                    </td>
                    <td className={`${cellClass} whitespace-nowrap text-right`}>
                      <button
                        type="button"
                        className={smallButtonClass}
                        onClick={() => setEditing(promo)}
                        disabled={!products.data}
                        aria-label={`Ubah promo ${promo.product.name} ${durationLabel(promo.duration)}`}
                      >
                        Ubah
                      </button>
                      <button
                        type="button"
                        className={smallDangerButtonClass}
                        onClick={() => setDeleting(promo)}
                        aria-label={`Hapus promo ${promo.product.name} ${durationLabel(promo.duration)}`}
                      >
                        Hapus
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PanelState>
      {products.isPending && (
        <p className="flex items-center gap-2 text-xs text-slate-500">
          <Spinner /> Memuat daftar produk ...
        </p>
      )}
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title="Hapus Promo"
        message={
          deleting
            ? `Promo ${deleting.product.name} ${durationLabel(deleting.duration)} dihapus dari toko. Pesanan yang sudah memakainya tidak berubah.`
            : ''
        }
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
