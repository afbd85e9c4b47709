import { packageInputSchema, type AdminPackage } from '@premium-shop/domain/admin-catalogue-schema';
import { useState } from 'react';
import { toast } from '../../../../ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../../../ui/field';
import { Modal } from '../../../../ui/modal';
import { ModalActions } from '../../../../ui/modal-actions';
import { Table, type TableColumn } from '../../../../ui/table';
import { ConfirmDeleteDialog } from '../../shared/confirm-delete-dialog';
import { useAdminPackages, useDeletePackage, useSavePackage } from '../api/packages';
import { rowActionsColumn } from './catalogue-table';
import { useCatalogueForm } from './use-catalogue-form';

const PACKAGE_COLUMNS: TableColumn<AdminPackage>[] = [
  {
    id: 'name',
    header: 'Paket',
    className: 'font-semibold text-slate-900 dark:text-white',
    cell: (pkg) => pkg.name,
    sortKey: 'name',
    sortValue: (pkg) => pkg.name,
  },
  { id: 'description', header: 'Deskripsi', className: 'sm:max-w-md', cell: (pkg) => pkg.description || '-' },
  {
    id: 'variantCount',
    header: 'Varian',
    align: 'end',
    className: 'tabular-nums',
    cell: (pkg) => pkg.variantCount,
    sortKey: 'variantCount',
    sortValue: (pkg) => pkg.variantCount,
  },
];

/** 'Tambah Paket' and 'Ubah Paket', checked with the package call's body schema. */
function PackageFormModal({ pkg, onClose }: { pkg: AdminPackage | null; onClose: () => void }) {
  const save = useSavePackage();
  const {
    register,
    submit,
    formState: { errors },
  } = useCatalogueForm({
    schema: packageInputSchema,
    defaultValues: { name: pkg?.name ?? '', description: pkg?.description ?? '' },
    save,
    id: pkg?._id,
    messages: { saved: 'Paket berhasil disimpan', failed: 'Paket gagal disimpan' },
    onSaved: onClose,
  });

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={pkg ? 'Ubah Paket' : 'Tambah Paket'}
      footer={
        <ModalActions
          onCancel={onClose}
          form="package-form"
          isPending={save.isPending}
          confirmLabel="Simpan"
        />
      }
    >
      <form id="package-form" onSubmit={submit} noValidate className="space-y-4">
        <Field id="package-name" label="Nama paket" error={errors.name?.message}>
          <input
            id="package-name"
            {...register('name')}
            {...fieldAria('package-name', errors.name?.message)}
            className={inputClassName(Boolean(errors.name))}
          />
        </Field>
        <Field id="package-description" label="Deskripsi" error={errors.description?.message}>
          <textarea
            id="package-description"
            rows={3}
            {...register('description')}
            {...fieldAria('package-description', errors.description?.message)}
            className={inputClassName(Boolean(errors.description))}
          />
        </Field>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Paket bernama Host adalah paket khusus: pembeli menjadi host akun dan mengajukan reimbursement.
        </p>
      </form>
    </Modal>
  );
}

/** The 'Paket' tab: the packages products are sold in (Sharing, Host, ...) and their form. */
export function PackagesTab() {
  const packages = useAdminPackages();
  const remove = useDeletePackage();
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AdminPackage | null>(null);
  const columns = [...PACKAGE_COLUMNS, rowActionsColumn<AdminPackage>(setEditing, setToDelete)];

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: ({ message }) => toast.success(message ?? 'Paket berhasil dihapus'),
      onError: (error) => toast.error(errorMessage(error, 'Paket gagal dihapus')),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section aria-label="Paket" className="space-y-4">
      <div className="flex justify-end">
        <button type="button" onClick={() => setEditing('new')} className={buttonClassName('primary')}>
          + Tambah Paket
        </button>
      </div>
      <Table
        caption="Daftar paket"
        columns={columns}
        rows={packages.data ?? []}
        rowKey={(pkg) => pkg._id}
        isLoading={packages.isPending}
        loadingText="Memuat paket…"
        error={packages.error && errorMessage(packages.error, 'Gagal memuat paket')}
        emptyText="Belum ada paket"
      />
      {editing && (
        <PackageFormModal pkg={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDeleteDialog
        isOpen={toDelete !== null}
        title="Hapus paket"
        message={`Hapus paket ${toDelete?.name ?? ''}? Paket yang masih dipakai produk atau pesanan tidak dapat dihapus.`}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
