import { categoryInputSchema, type AdminCategory } from '@premium-shop/domain/admin-catalogue-schema';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from '../../../../ui/toast';
import type { z } from 'zod';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { categoryTextClass } from '../../../../ui/category-chip';
import { Field, fieldAria, inputClassName } from '../../../../ui/field';
import { Modal } from '../../../../ui/modal';
import { ModalActions } from '../../../../ui/modal-actions';
import { SafeImage } from '../../../../ui/safe-image';
import { Table, type TableColumn } from '../../../../ui/table';
import { ConfirmDeleteDialog } from '../../shared/confirm-delete-dialog';
import { useAdminCategories, useDeleteCategory, useSaveCategory } from '../api/categories';
import { rowActionsColumn } from './catalogue-table';
import { CatalogueImageField } from './catalogue-image-field';
import { useCatalogueForm } from './use-catalogue-form';

type CategoryValues = z.input<typeof categoryInputSchema>;

const CATEGORY_COLUMNS: TableColumn<AdminCategory>[] = [
  {
    id: 'name',
    header: 'Kategori',
    cell: (category) => (
      <span
        className={`inline-flex items-center gap-2 rounded-full py-0.5 pr-3 pl-0.5 font-semibold ${categoryTextClass(category.bg)}`}
        style={{ backgroundColor: category.bg }}
      >
        <SafeImage src={category.icon} alt="" className="size-6 rounded-full bg-white/20 object-cover" />
        {category.name}
      </span>
    ),
    sortKey: 'name',
    sortValue: (category) => category.name,
  },
  { id: 'bg', header: 'Warna', className: 'font-mono text-xs', cell: (category) => category.bg },
  {
    id: 'productCount',
    header: 'Produk',
    align: 'end',
    className: 'tabular-nums',
    cell: (category) => category.productCount,
    sortKey: 'productCount',
    sortValue: (category) => category.productCount,
  },
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
              className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-500"
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
  const columns = [...CATEGORY_COLUMNS, rowActionsColumn<AdminCategory>(setEditing, setToDelete)];

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
      <Table
        caption="Daftar kategori"
        columns={columns}
        rows={categories.data ?? []}
        rowKey={(category) => category._id}
        isLoading={categories.isPending}
        loadingText="Memuat kategori…"
        error={categories.error && errorMessage(categories.error, 'Gagal memuat kategori')}
        emptyText="Belum ada kategori"
      />
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
