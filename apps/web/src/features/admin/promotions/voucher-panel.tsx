import type { AdminVoucher } from '@premium-shop/domain/admin-promotions-schema';
import { formatDateTime, formatRupiah } from '@premium-shop/domain/format';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { buttonClassName } from '../../../ui/button-class';
import { ConfirmDeleteDialog } from '../shared/confirm-delete-dialog';
import { useDeleteVoucher } from './api/delete-voucher';
import { usePromoProducts } from './api/list-promo-products';
import { useVouchers } from './api/list-vouchers';
import {
  activeBadgeClass,
  cellClass,
  headCellClass,
  smallButtonClass,
  smallDangerButtonClass,
  tableClass,
} from './form-helpers';
import { PanelState } from './panel-state';
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
      <PanelState query={vouchers} empty="Belum ada voucher." what="voucher">
        {(rows) => (
          <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={headCellClass}>
                    Kode
                  </th>
                  <th scope="col" className={headCellClass}>
                    Nilai
                  </th>
                  <th scope="col" className={headCellClass}>
                    Produk
                  </th>
                  <th scope="col" className={headCellClass}>
                    Dipakai
                  </th>
                  <th scope="col" className={headCellClass}>
                    Berlaku
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
                {rows.map((voucher) => (
                  <tr key={voucher._id}>
                    <th
                      scope="row"
                      className={`${cellClass} font-mono font-semibold text-slate-900 dark:text-white`}
                    >
                      {voucher.code}
                    </th>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      {voucher.type === 'percent' ? `${voucher.value}%` : formatRupiah(voucher.value)}
                    </td>
                    <td className={cellClass}>{voucher.product?.name ?? 'Semua produk'}</td>
                    <td className={cellClass}>
                      {voucher.used} / {voucher.usageLimit ?? '∞'}
                      {voucher.perCustomerLimit != null && (
                        <span className="block text-xs text-slate-500 dark:text-slate-400">
                          maks. {voucher.perCustomerLimit} per pelanggan
                        </span>
                      )}
                    </td>
                    <td className={`${cellClass} text-xs`}>{validityText(voucher)}</td>
                    <td className={cellClass}>
                      <span className={activeBadgeClass(voucher.isActive)}>
                        {voucher.isActive ? 'Aktif' : 'Nonaktif'}
                      </span>
                    </td>
                    <td className={`${cellClass} whitespace-nowrap text-right`}>
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PanelState>
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
