import { categoryInputSchema, type AdminCategory } from '@premium-shop/domain/admin-catalogue-schema';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../../../ui/field';
import { Modal } from '../../../../ui/modal';
import { ModalActions } from '../../../../ui/modal-actions';
import { SafeImage } from '../../../../ui/safe-image';
import { ConfirmDeleteDialog } from '../../shared/confirm-delete-dialog';
import { ListError, ListLoading } from '../../shared/list-states';
import { useAdminCategories, useDeleteCategory, useSaveCategory } from '../api/categories';
import { CatalogueTable, RowActions } from './catalogue-table';
import { CatalogueImageField } from './catalogue-image-field';
import { useCatalogueForm } from './use-catalogue-form';

type CategoryValues = z.input<typeof categoryInputSchema>;

const CATEGORY_COLUMNS = [
  { label: 'Kategori' },
  { label: 'Warna' },
  { label: 'Produk', className: 'text-right' },
];

const EMPTY: CategoryValues = { name: '', image: '', bg: '#4F46E5', icon: '' };
const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;

/** 'Tambah Kategori' and 'Ubah Kategori', checked with the category call's body schema. */
function CategoryFormModal({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) {
  const save = useSaveCategory();
  const {
    register,
    control,
    setValue,
    submit,
    formState: { errors },
  } = useCatalogueForm({
    schema: categoryInputSchema,
    defaultValues: category
      ? { name: category.name, image: category.image, bg: category.bg, icon: category.icon }
      : EMPTY,
    save,
    id: category?._id,
    messages: { saved: 'Kategori berhasil disimpan', failed: 'Kategori gagal disimpan' },
    onSaved: onClose,
  });
  const bg = useWatch({ control, name: 'bg' });
  const message = (field: keyof CategoryValues) => errors[field]?.message;

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={category ? 'Ubah Kategori' : 'Tambah Kategori'}
      footer={
        <ModalActions
          onCancel={onClose}
          form="category-form"
          isPending={save.isPending}
          confirmLabel="Simpan"
        />
      }
    >
      <form id="category-form" onSubmit={submit} noValidate className="space-y-4">
        <Field id="category-name" label="Nama kategori" error={message('name')}>
          <input
            id="category-name"
            {...register('name')}
            {...fieldAria('category-name', message('name'))}
            className={inputClassName(Boolean(message('name')))}
          />
        </Field>
        <Field id="category-bg" label="Warna latar (hex)" error={message('bg')}>
          <div className="flex items-center gap-2">
            <input
              type="color"
              value={HEX_COLOUR.test(bg) ? bg : '#000000'}
              onChange={(event) =>
                setValue('bg', event.target.value.toUpperCase(), {
                  shouldDirty: true,
                  shouldValidate: Boolean(errors.bg),
                })
              }
              aria-label="Pilih warna latar"
              className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-300 dark:border-slate-700"
            />
            <input
              id="category-bg"
              {...register('bg')}
              {...fieldAria('category-bg', message('bg'))}
              className={inputClassName(Boolean(message('bg')))}
            />
          </div>
        </Field>
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <CatalogueImageField
              id="category-image"
              label="Gambar kategori"
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={message('image')}
            />
          )}
        />
        <Controller
          control={control}
          name="icon"
          render={({ field }) => (
            <CatalogueImageField
              id="category-icon"
              label="Ikon kategori"
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={message('icon')}
            />
          )}
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
        <ListError>{errorMessage(categories.error, 'Gagal memuat kategori')}</ListError>
      ) : categories.isPending ? (
        <ListLoading>Memuat kategori…</ListLoading>
      ) : (
        <CatalogueTable
          caption="Daftar kategori"
          columns={CATEGORY_COLUMNS}
          emptyText={categories.data.length === 0 ? 'Belum ada kategori' : undefined}
        >
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
                <RowActions
                  name={category.name}
                  onEdit={() => setEditing(category)}
                  onDelete={() => setToDelete(category)}
                />
              </td>
            </tr>
          ))}
        </CatalogueTable>
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
