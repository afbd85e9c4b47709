import {
  ADMIN_PRODUCT_STATUSES,
  productInputSchema,
  type AdminCategory,
  type AdminPackage,
  type AdminProduct,
} from '@premium-shop/domain/admin-catalogue-schema';
import { PRODUCT_METHODS, PRODUCT_TYPES } from '@premium-shop/domain/catalogue';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from '../../../../ui/toast';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldErrorId, inputClassName } from '../../../../ui/field';
import { Spinner } from '../../../../ui/spinner';
import { useSaveProduct } from '../api/products';
import { fieldsetClass, legendClass } from './admin-form-styles';
import { CatalogueImageField } from './catalogue-image-field';
import {
  emptyProductValues,
  productToValues,
  valuesToBody,
  type ProductFormValues,
} from './product-form-values';
import { SectionListEditor } from './section-list-editor';
import { orderKey, VariantsEditor } from './variants-editor';

export const PRODUCT_FORM_INVALID = 'Periksa kembali isian yang ditandai merah';

interface ProductFormProps {
  /** The product being edited; none for a new one. */
  product?: AdminProduct;
  categories: readonly AdminCategory[];
  packages: readonly AdminPackage[];
  onSaved: (product: AdminProduct) => void;
  onCancel: () => void;
}

function aria(id: string, message: string | undefined) {
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? fieldErrorId(id) : undefined,
  } as const;
}

/**
 * Every field of a product (SPEC §3) with its images, schema and benefit lists and its packages with
 * durations and prices. Checked with the server's own schema before it is sent; the server's field
 * messages land on the same fields.
 */
export function ProductForm({ product, categories, packages, onSaved, onCancel }: ProductFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<ProductFormValues>({
    defaultValues: product ? productToValues(product) : emptyProductValues(),
  });
  const save = useSaveProduct();
  const orderCounts = new Map(
    (product?.variant ?? []).flatMap((variant) =>
      variant.items.map((item) => [orderKey(variant.package._id, item.duration), item.orderCount] as const),
    ),
  );
  const [type, image, banner, icon] = useWatch({ control, name: ['type', 'image', 'banner', 'icon'] });

  const showErrors = (fieldErrors: Record<string, string>) => {
    const fields = Object.keys(fieldErrors);
    for (const field of fields) {
      setError(field as FieldPath<ProductFormValues>, { type: 'validate', message: fieldErrors[field] });
    }
    const first = fields[0];
    if (first) {
      try {
        setFocus(first as FieldPath<ProductFormValues>);
      } catch {
        // A field without a focusable input (a list's own message): the toast says enough.
      }
    }
  };

  const submit = (values: ProductFormValues) => {
    clearErrors();
    const parsed = productInputSchema.safeParse(valuesToBody(values));
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.') || 'root'] ??= issue.message;
      showErrors(fieldErrors);
      toast.error(PRODUCT_FORM_INVALID);
      return;
    }
    save.mutate(
      { id: product?._id, body: valuesToBody(values) },
      {
        onSuccess: ({ data, message }) => {
          toast.success(message ?? 'Produk berhasil disimpan');
          onSaved(data);
        },
        onError: (error) => {
          if (error instanceof ApiError) showErrors({ ...error.fieldErrors });
          toast.error(errorMessage(error, 'Produk gagal disimpan, silakan coba lagi'));
        },
      },
    );
  };

  const e = (field: keyof ProductFormValues) => errors[field]?.message;

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      aria-label={product ? 'Ubah produk' : 'Tambah produk'}
      className="space-y-4"
    >
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Data produk</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="product-name" label="Nama produk" error={e('name')}>
            <input
              id="product-name"
              {...register('name')}
              {...aria('product-name', e('name'))}
              className={inputClassName(Boolean(e('name')))}
            />
          </Field>
          <Field id="product-brand" label="Brand" error={e('brand')}>
            <input
              id="product-brand"
              {...register('brand')}
              {...aria('product-brand', e('brand'))}
              className={inputClassName(Boolean(e('brand')))}
            />
          </Field>
          <Field id="product-category" label="Kategori" error={e('categoryId')}>
            <select
              id="product-category"
              {...register('categoryId')}
              {...aria('product-category', e('categoryId'))}
              className={inputClassName(Boolean(e('categoryId')))}
            >
              <option value="">Pilih kategori</option>
              {categories.map((category) => (
                <option key={category._id} value={category._id}>
                  {category.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="product-type" label="Tipe" error={e('type')}>
            <select
              id="product-type"
              {...register('type')}
              {...aria('product-type', e('type'))}
              className={inputClassName(Boolean(e('type')))}
            >
              {PRODUCT_TYPES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </Field>
          <Field id="product-method" label="Metode" error={e('method')}>
            <select
              id="product-method"
              {...register('method')}
              {...aria('product-method', e('method'))}
              className={inputClassName(Boolean(e('method')))}
            >
              {PRODUCT_METHODS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </Field>
          <Field id="product-status" label="Status" error={e('status')}>
            <select
              id="product-status"
              {...register('status')}
              {...aria('product-status', e('status'))}
              className={inputClassName(Boolean(e('status')))}
            >
              {ADMIN_PRODUCT_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="product-link"
            label={type === 'Digital Product' ? 'Link produk digital' : 'Link (opsional)'}
            error={e('link')}
          >
            <input
              id="product-link"
              type="url"
              placeholder="https://"
              {...register('link')}
              {...aria('product-link', e('link'))}
              className={inputClassName(Boolean(e('link')))}
            />
          </Field>
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            <input type="checkbox" {...register('isPopular')} className="size-4 accent-brand-600" />
            Tampilkan di Populer
          </label>
        </div>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Gambar</legend>
        <div className="grid gap-4 md:grid-cols-3">
          <CatalogueImageField
            id="product-image"
            label="Gambar produk"
            value={image}
            error={e('image')}
            onChange={(path) => setValue('image', path, { shouldDirty: true })}
          />
          <CatalogueImageField
            id="product-banner"
            label="Banner"
            value={banner}
            error={e('banner')}
            onChange={(path) => setValue('banner', path, { shouldDirty: true })}
          />
          <CatalogueImageField
            id="product-icon"
            label="Ikon"
            value={icon}
            error={e('icon')}
            onChange={(path) => setValue('icon', path, { shouldDirty: true })}
          />
        </div>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Harga dan grup</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field id="product-admin-fee" label="Biaya admin (2000 atau 10%)" error={e('adminFee')}>
            <input
              id="product-admin-fee"
              {...register('adminFee')}
              {...aria('product-admin-fee', e('adminFee'))}
              className={inputClassName(Boolean(e('adminFee')))}
            />
          </Field>
          <Field id="product-modal-fee" label="Harga provider (Rp)" error={e('modalFee')}>
            <input
              id="product-modal-fee"
              inputMode="numeric"
              {...register('modalFee')}
              {...aria('product-modal-fee', e('modalFee'))}
              className={inputClassName(Boolean(e('modalFee')))}
            />
          </Field>
          <Field id="product-slot" label="Slot (anggota per akun)" error={e('slot')}>
            <input
              id="product-slot"
              inputMode="numeric"
              {...register('slot')}
              {...aria('product-slot', e('slot'))}
              className={inputClassName(Boolean(e('slot')))}
            />
          </Field>
          <Field id="product-price" label="Harga tetap tanpa paket (Rp)" error={e('price')}>
            <input
              id="product-price"
              inputMode="numeric"
              placeholder="Kosongkan bila ada paket"
              {...register('price')}
              {...aria('product-price', e('price'))}
              className={inputClassName(Boolean(e('price')))}
            />
          </Field>
        </div>
      </fieldset>

      <VariantsEditor
        packages={packages}
        orderCounts={orderCounts}
        control={control}
        register={register}
        errors={errors}
      />

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Keterangan</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="product-information" label="Informasi" error={e('information')}>
            <textarea
              id="product-information"
              rows={4}
              {...register('information')}
              {...aria('product-information', e('information'))}
              className={inputClassName(Boolean(e('information')))}
            />
          </Field>
          <Field id="product-note" label="Catatan" error={e('note')}>
            <textarea
              id="product-note"
              rows={4}
              {...register('note')}
              {...aria('product-note', e('note'))}
              className={inputClassName(Boolean(e('note')))}
            />
          </Field>
        </div>
      </fieldset>

      <div className="grid gap-4 lg:grid-cols-2">
        <SectionListEditor
          name="schema"
          legend="Model berlangganan"
          entryLabel="langkah"
          control={control}
          register={register}
          errors={errors}
        />
        <SectionListEditor
          name="benefit"
          legend="Keuntungan"
          entryLabel="keuntungan"
          control={control}
          register={register}
          errors={errors}
        />
      </div>

      <div className="sticky bottom-0 -mx-4 flex justify-end gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-950/95">
        <button type="button" onClick={onCancel} className={buttonClassName('secondary')}>
          Batal
        </button>
        <button
          type="submit"
          disabled={save.isPending}
          aria-busy={save.isPending}
          className={buttonClassName('primary')}
        >
          {save.isPending && <Spinner />}
          {product ? 'Simpan Perubahan' : 'Simpan Produk'}
        </button>
      </div>
    </form>
  );
}
