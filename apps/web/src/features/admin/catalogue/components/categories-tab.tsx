import { categoryInputSchema, type AdminCategory } from '@premium-shop/domain/admin-catalogue-schema';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldErrorId, inputClassName } from '../../../../ui/field';
import { Modal } from '../../../../ui/modal';
import { SafeImage } from '../../../../ui/safe-image';
import { Spinner } from '../../../../ui/spinner';
import { ConfirmDeleteDialog } from '../../shared/confirm-delete-dialog';
import { useAdminCategories, useDeleteCategory, useSaveCategory } from '../api/categories';
import { CatalogueImageField } from './catalogue-image-field';

interface CategoryValues {
  name: string;
  image: string;
  bg: string;
  icon: string;
}

const EMPTY: CategoryValues = { name: '', image: '', bg: '#4F46E5', icon: '' };

function CategoryFormModal({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) {
  const [values, setValues] = useState<CategoryValues>(
    category ? { name: category.name, image: category.image, bg: category.bg, icon: category.icon } : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCategory();
  const set = (field: keyof CategoryValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = categoryInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: category?._id, input: parsed.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? 'Kategori berhasil disimpan');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors({ ...error.fieldErrors });
          toast.error(errorMessage(error, 'Kategori gagal disimpan'));
        },
      },
    );
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={category ? 'Ubah Kategori' : 'Tambah Kategori'}
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClassName('secondary')}>
            Batal
          </button>
          <button
            type="submit"
            form="category-form"
            disabled={save.isPending}
            className={buttonClassName('primary')}
          >
            {save.isPending && <Spinner />}
            Simpan
          </button>
        </>
      }
    >
      <form id="category-form" onSubmit={submit} noValidate className="space-y-4">
        <Field id="category-name" label="Nama kategori" error={errors.name}>
          <input
            id="category-name"
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? fieldErrorId('category-name') : undefined}
            className={inputClassName(Boolean(errors.name))}
          />
        </Field>
        <Field id="category-bg" label="Warna latar (hex)" error={errors.bg}>
          <div className="flex items-center gap-2">
            <input
              type="color"
              value={/^#[0-9A-Fa-f]{6}$/.test(values.bg) ? values.bg : '#000000'}
              onChange={(event) => set('bg')(event.target.value.toUpperCase())}
              aria-label="Pilih warna latar"
              className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-300 dark:border-slate-700"
            />
            <input
              id="category-bg"
              value={values.bg}
              onChange={(event) => set('bg')(event.target.value)}
              aria-invalid={errors.bg ? true : undefined}
              aria-describedby={errors.bg ? fieldErrorId('category-bg') : undefined}
              className={inputClassName(Boolean(errors.bg))}
            />
          </div>
        </Field>
        <CatalogueImageField
          id="category-image"
          label="Gambar kategori"
          value={values.image}
          onChange={set('image')}
          error={errors.image}
        />
        <CatalogueImageField
          id="category-icon"
          label="Ikon kategori"
          value={values.icon}
          onChange={set('icon')}
          error={errors.icon}
        />
      </form>
    </Modal>
  );
}

/** The 'Kategori' tab: every category with its chip, how many products use it, and its form. */
export function CategoriesTab() {
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: ({ message }) => toast.success(message ?? 'Kategori berhasil dihapus'),
      onError: (error) => toast.error(errorMessage(error, 'Kategori gagal dihapus')),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section aria-label="Kategori" className="space-y-4">
      <div className="flex justify-end">
        <button type="button" onClick={() => setEditing('new')} className={buttonClassName('primary')}>
          + Tambah Kategori
        </button>
      </div>
      {categories.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(categories.error, 'Gagal memuat kategori')}
        </p>
      ) : categories.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner /> Memuat kategori…
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Daftar kategori</caption>
            <thead className="bg-slate-50 text-xs text-slate-500 uppercase dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Kategori
                </th>
                <th scope="col" className="px-3 py-2">
                  Warna
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Produk
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {categories.data.length === 0 && (
                <tr>
                  <td colSpan={4} className="px-3 py-6 text-center text-slate-500">
                    Belum ada kategori
                  </td>
                </tr>
              )}
              {categories.data.map((category) => (
                <tr key={category._id} className="text-slate-700 dark:text-slate-300">
                  <td className="px-3 py-2">
                    <span
                      className="inline-flex items-center gap-2 rounded-full py-0.5 pr-3 pl-0.5 font-semibold text-white"
                      style={{ backgroundColor: category.bg }}
                    >
                      <SafeImage
                        src={category.icon}
                        alt=""
                        className="size-6 rounded-full bg-white/20 object-cover"
                      />
                      {category.name}
                    </span>
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{category.bg}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{category.productCount}</td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-1">
                      <button
                        type="button"
                        onClick={() => setEditing(category)}
                        aria-label={`Ubah ${category.name}`}
                        className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950"
                      >
                        Ubah
                      </button>
                      <button
                        type="button"
                        onClick={() => setToDelete(category)}
                        aria-label={`Hapus ${category.name}`}
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
        <CategoryFormModal category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDeleteDialog
        isOpen={toDelete !== null}
        title="Hapus kategori"
        message={`Hapus kategori ${toDelete?.name ?? ''}? Kategori yang masih dipakai produk tidak dapat dihapus.`}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
