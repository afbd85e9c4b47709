import type { AdminVoucher } from '@premium-shop/domain/admin-promotions-schema';
import { formatDateTime, formatRupiah } from '@premium-shop/domain/format';
import { useState } from 'react';
import { toast } from '../../../ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { buttonClassName } from '../../../ui/button-class';
import { Table, type TableColumn } from '../../../ui/table';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { useDeleteVoucher } from './api/delete-voucher';
import { usePromoProducts } from './api/list-promo-products';
import { useVouchers } from './api/list-vouchers';
import { activeBadgeClass, smallButtonClass, smallDangerButtonClass } from './form-helpers';
import { LoadFailure } from './panel-state';
import { VoucherFormCard } from './voucher-form';

function validityText(voucher: AdminVoucher): string {
  if (!voucher.validFrom && !voucher.validUntil) return 'Selalu';
  const from = voucher.validFrom ? formatDateTime(voucher.validFrom) : '…';
  const until = voucher.validUntil ? formatDateTime(voucher.validUntil) : '…';
  return `${from} – ${until}`;
}

/** The 'Voucher' tab: every code with its value, product, uses and validity. */
export function VoucherPanel() {
  const vouchers = useVouchers();
  const products = usePromoProducts();
  const remove = useDeleteVoucher();
  const [editing, setEditing] = useState<AdminVoucher | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminVoucher | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: ({ message }) => {
        toast.success(message ?? 'Voucher berhasil dihapus');
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error, 'Voucher gagal dihapus, silakan coba lagi.')),
    });
  };

  const columns: TableColumn<AdminVoucher>[] = [
    {
      id: 'code',
      header: 'Kode',
      isRowHeader: true,
      className: 'font-mono',
      cell: (voucher) => voucher.code,
      sortKey: 'code',
      sortValue: (voucher) => voucher.code,
    },
    {
      id: 'value',
      header: 'Nilai',
      className: 'whitespace-nowrap',
      cell: (voucher) => (voucher.type === 'percent' ? `${voucher.value}%` : formatRupiah(voucher.value)),
    },
    {
      id: 'product',
      header: 'Produk',
      cell: (voucher) => voucher.product?.name ?? 'Semua produk',
      sortKey: 'product',
      sortValue: (voucher) => voucher.product?.name ?? 'Semua produk',
    },
    {
      id: 'used',
      header: 'Dipakai',
      cell: (voucher) => (
        <>
          {voucher.used} / {voucher.usageLimit ?? '∞'}
          {voucher.perCustomerLimit != null && (
            <span className="block text-xs text-slate-500 dark:text-slate-400">
              maks. {voucher.perCustomerLimit} per pelanggan
            </span>
          )}
        </>
      ),
      sortKey: 'used',
      sortValue: (voucher) => voucher.used,
    },
    { id: 'validity', header: 'Berlaku', className: 'text-xs', cell: validityText },
    {
      id: 'status',
      header: 'Status',
      cell: (voucher) => (
        <span className={activeBadgeClass(voucher.isActive)}>{voucher.isActive ? 'Aktif' : 'Nonaktif'}</span>
      ),
      sortKey: 'status',
      sortValue: (voucher) => (voucher.isActive ? 'Aktif' : 'Nonaktif'),
    },
    {
      id: 'actions',
      header: 'Aksi',
      isHeaderHidden: true,
      align: 'end',
      className: 'whitespace-nowrap',
      cell: (voucher) => (
        <>
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => setEditing(voucher)}
            disabled={!products.data}
            aria-label={`Ubah voucher ${voucher.code}`}
          >
            Ubah
          </button>
          <button
            type="button"
            className={smallDangerButtonClass}
            onClick={() => setDeleting(voucher)}
            aria-label={`Hapus voucher ${voucher.code}`}
          >
            Hapus
          </button>
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="voucher-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="voucher-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Voucher
        </h2>
        <button
          type="button"
          className={buttonClassName('primary', 'py-2')}
          onClick={() => setEditing('new')}
          disabled={!products.data}
        >
          Tambah Voucher
        </button>
      </div>
      {editing !== null && products.data && (
        <VoucherFormCard
          key={editing === 'new' ? 'new' : editing._id}
          voucher={editing === 'new' ? undefined : editing}
          products={products.data}
          onClose={() => setEditing(null)}
        />
      )}
      <Table
        caption="Daftar voucher"
        columns={columns}
        rows={vouchers.data ?? []}
        rowKey={(voucher) => voucher._id}
        isLoading={vouchers.isPending}
        loadingText="Memuat data voucher ..."
        error={vouchers.isError && <LoadFailure query={vouchers} what="voucher" />}
        emptyText="Belum ada voucher."
        stackBelow="xl"
      />
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title="Hapus Voucher"
        message={deleting ? `Voucher ${deleting.code} dihapus dan tidak dapat dipakai lagi.` : ''}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
