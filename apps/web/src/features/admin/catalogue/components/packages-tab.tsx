import { packageInputSchema, type AdminPackage } from '@premium-shop/domain/admin-catalogue-schema';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldErrorId, inputClassName } from '../../../../ui/field';
import { Modal } from '../../../../ui/modal';
import { Spinner } from '../../../../ui/spinner';
import { ConfirmDeleteDialog } from '../../shared/confirm-delete-dialog';
import { useAdminPackages, useDeletePackage, useSavePackage } from '../api/packages';

function PackageFormModal({ pkg, onClose }: { pkg: AdminPackage | null; onClose: () => void }) {
  const [name, setName] = useState(pkg?.name ?? '');
  const [description, setDescription] = useState(pkg?.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePackage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = packageInputSchema.safeParse({ name, description });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: pkg?._id, input: parsed.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Paket berhasil disimpan');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
          toast.error(errorMessage(error, 'Paket gagal disimpan'));
        },
      },
    );
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={pkg ? 'Ubah Paket' : 'Tambah Paket'}
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClassName('secondary')}>
            Batal
          </button>
          <button
            type="submit"
            form="package-form"
            disabled={save.isPending}
            className={buttonClassName('primary')}
          >
            {save.isPending && <Spinner />}
            Simpan
          </button>
        </>
      }
    >
      <form id="package-form" onSubmit={submit} noValidate className="space-y-4">
        <Field id="package-name" label="Nama paket" error={errors.name}>
          <input
            id="package-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? fieldErrorId('package-name') : undefined}
            className={inputClassName(Boolean(errors.name))}
          />
        </Field>
        <Field id="package-description" label="Deskripsi" error={errors.description}>
          <textarea
            id="package-description"
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            aria-invalid={errors.description ? true : undefined}
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
      {packages.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(packages.error, 'Gagal memuat paket')}
        </p>
      ) : packages.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner /> Memuat paket…
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Daftar paket</caption>
            <thead className="bg-slate-50 text-xs text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Paket
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  Deskripsi
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Varian
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {packages.data.length === 0 && (
                <tr>
                  <td colSpan={4} className="px-3 py-6 text-center text-slate-500">
                    Belum ada paket
                  </td>
                </tr>
              )}
              {packages.data.map((pkg) => (
                <tr key={pkg._id} className="text-slate-700 dark:text-slate-300">
                  <td className="px-3 py-2 font-semibold text-slate-900 dark:text-white">{pkg.name}</td>
                  <td className="hidden max-w-md truncate px-3 py-2 sm:table-cell">
                    {pkg.description || '-'}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{pkg.variantCount}</td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <button
                        type="button"
                        onClick={() => setEditing(pkg)}
                        aria-label={`Ubah ${pkg.name}`}
                        className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950"
                      >
                        Ubah
                      </button>
                      <button
                        type="button"
                        onClick={() => setToDelete(pkg)}
                        aria-label={`Hapus ${pkg.name}`}
                        className="rounded-md px-2 py-1 text-sm font-semibold text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                      >
                        Hapus
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
