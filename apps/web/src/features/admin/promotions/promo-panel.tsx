import type { AdminPromo } from '@premium-shop/domain/admin-promotions-schema';
import { durationLabel } from '@premium-shop/domain/duration';
import { formatDateTime, formatRupiah } from '@premium-shop/domain/format';
import { useState } from 'react';
import { toast } from '../../../ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { buttonClassName } from '../../../ui/button-class';
import { Spinner } from '../../../ui/spinner';
import { Table, type TableColumn } from '../../../ui/table';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { useDeletePromo } from './api/delete-promo';
import { usePromoProducts } from './api/list-promo-products';
import { usePromos } from './api/list-promos';
import { activeBadgeClass, smallButtonClass, smallDangerButtonClass } from './form-helpers';
import { LoadFailure } from './panel-state';
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

  const columns: TableColumn<AdminPromo>[] = [
    {
      id: 'product',
      header: 'Produk',
      isRowHeader: true,
      cell: (promo) => promo.product.name,
      sortKey: 'product',
      sortValue: (promo) => promo.product.name,
    },
    {
      id: 'duration',
      header: 'Durasi',
      className: 'whitespace-nowrap',
      cell: (promo) => durationLabel(promo.duration),
      sortKey: 'duration',
      sortValue: (promo) => promo.duration,
    },
    {
      id: 'value',
      header: 'Diskon',
      className: 'whitespace-nowrap',
      cell: (promo) => promoValueText(promo.value),
    },
    {
      id: 'used',
      header: 'Terpakai',
      cell: (promo) => (
        <>
          {promo.used} / {promo.slot ?? '∞'}
          {promo.perCustomerLimit != null && (
            <span className="block text-xs text-slate-500 dark:text-slate-400">
              maks. {promo.perCustomerLimit} per pelanggan
            </span>
          )}
        </>
      ),
      sortKey: 'used',
      sortValue: (promo) => promo.used,
    },
    {
      id: 'window',
      header: 'Periode',
      className: 'text-xs',
      cell: (promo) => windowText(promo.startsAt, promo.endsAt),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (promo) => (
        <span className={activeBadgeClass(promo.isActive)}>{promo.isActive ? 'Aktif' : 'Nonaktif'}</span>
      ),
      sortKey: 'status',
      sortValue: (promo) => (promo.isActive ? 'Aktif' : 'Nonaktif'),
    },
    {
      id: 'actions',
      header: 'Aksi',
      isHeaderHidden: true,
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (promo) => (
        <>
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
        </>
      ),
    },
  ];

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
      <Table
        caption="Daftar promo"
        columns={columns}
        rows={promos.data ?? []}
        rowKey={(promo) => promo._id}
        isLoading={promos.isPending}
        loadingText="Memuat data promo ..."
        error={promos.isError && <LoadFailure query={promos} what="promo" />}
        emptyText="Belum ada promo."
        stackBelow="xl"
      />
      {products.isPending && (
        <p className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
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
