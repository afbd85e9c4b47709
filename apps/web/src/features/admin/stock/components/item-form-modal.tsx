import {
  createProductItemBodySchema,
  EDITABLE_ITEM_STATES,
  PRODUCT_ITEM_STATE_LABELS,
  profileSlotWarning,
  updateProductItemBodySchema,
  type AdminProductItem,
  type CreateProductItemBody,
  type UpdateProductItemBody,
} from '@premium-shop/domain/admin-stock-schema';
import { Controller, useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from '../../../../ui/toast';
import type { z } from 'zod';
import { errorMessage } from '../../../../lib/api-client';
import { bodyResolver } from '../../../../lib/body-resolver';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../../../ui/field';
import { Modal } from '../../../../ui/modal';
import { Spinner } from '../../../../ui/spinner';
import { useRevealCredentials } from '../api/reveal-credentials';
import { useCreateProductItem, useUpdateProductItem } from '../api/save-product-item';
import { ProductPackageFields, useStockProducts } from './product-package-fields';
import { EMPTY_PROFILE_ROW, ProfileRowsField, profilesOf, type ProfileRow } from './profile-rows-field';
import { selectClass } from './stock-styles';
import { isoToWibDate, listOf, wibDateToIso } from './wib-date';

interface ItemFormModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The item to edit; a new one when absent. */
  item?: AdminProductItem | undefined;
}

const EMPTY = {
  productId: '',
  packageId: '',
  name: '',
  email: '',
  domain: '',
  password: '',
  pin: '',
  key: '',
  links: '',
  slot: '',
  providerExpiresAt: '',
  /** Rupiah per cycle; empty: the product's provider price. */
  billingCost: '',
  billingCycleMonths: '1',
  autoRenews: false,
  billingNote: '',
  state: 'active' as 'active' | 'ended',
  /** Sharing Private places; null while an edited item's profiles are not opened. */
  profiles: null as ProfileRow[] | null,
};

type Values = typeof EMPTY;
type ItemField = keyof Values;
type TextField = Exclude<ItemField, 'productId' | 'packageId' | 'state' | 'profiles' | 'autoRenews'>;

/** The fields in the form's order: the first the server refuses takes the focus. */
const FIELD_ORDER: readonly ItemField[] = [
  'productId',
  'packageId',
  'name',
  'email',
  'domain',
  'password',
  'pin',
  'key',
  'slot',
  'providerExpiresAt',
  'billingCost',
  'billingCycleMonths',
  'autoRenews',
  'billingNote',
  'state',
  'profiles',
  'links',
];

function valuesOf(item: AdminProductItem | undefined): Values {
  if (!item) return { ...EMPTY, profiles: [EMPTY_PROFILE_ROW] };
  return {
    ...EMPTY,
    name: item.name,
    slot: String(item.slot),
    providerExpiresAt: isoToWibDate(item.providerExpiresAt),
    billingCost: item.billing.isDefaultCost ? '' : String(item.billing.cost),
    billingCycleMonths: String(item.billing.cycleMonths),
    autoRenews: item.billing.autoRenews,
    billingNote: item.billing.note ?? '',
    state: item.state === 'ended' ? 'ended' : 'active',
  };
}

/** A number field's value as sent: empty as `empty`, else the number (NaN for text, which the schema refuses). */
function numberOr<T>(value: string, empty: T): number | T {
  return value.trim() === '' ? empty : Number(value);
}

function optional(value: string): string | undefined {
  return value.trim() === '' ? undefined : value.trim();
}

const SHARING_PRIVATE = 'Sharing Private';

/** The create call's body; the profiles only for a Sharing Private product (the pin is then each profile's). */
function createBody(values: Values, isSharingPrivate: boolean): z.input<typeof createProductItemBodySchema> {
  const profiles = isSharingPrivate && values.profiles ? profilesOf(values.profiles) : [];
  const links = listOf(values.links);
  return {
    product: values.productId,
    package: values.packageId || null,
    name: values.name.trim(),
    email: optional(values.email),
    domain: optional(values.domain),
    password: optional(values.password),
    pin: isSharingPrivate ? undefined : optional(values.pin),
    ...(profiles.length > 0 && { profiles }),
    key: optional(values.key),
    ...(links.length > 0 && { links }),
    ...(values.slot && { slot: Number(values.slot) }),
    ...(values.providerExpiresAt && { providerExpiresAt: wibDateToIso(values.providerExpiresAt) }),
    ...(values.billingCost.trim() !== '' && { billingCost: Number(values.billingCost) }),
    // One month is the server's default cycle: sent only when the admin chose another.
    ...(!['', '1'].includes(values.billingCycleMonths.trim()) && {
      billingCycleMonths: Number(values.billingCycleMonths),
    }),
    ...(values.autoRenews && { autoRenews: true }),
    ...(values.billingNote.trim() !== '' && { billingNote: values.billingNote.trim() }),
  };
}

/** The update call's body: only what changed (the profiles once opened, which only a Sharing Private item offers). */
function updateBody(values: Values, item: AdminProductItem): z.input<typeof updateProductItemBodySchema> {
  const body: z.input<typeof updateProductItemBodySchema> = {};
  if (values.profiles) body.profiles = profilesOf(values.profiles);
  if (values.name.trim() !== item.name) body.name = values.name.trim();
  if (values.slot && Number(values.slot) !== item.slot) body.slot = Number(values.slot);
  if (values.providerExpiresAt !== isoToWibDate(item.providerExpiresAt)) {
    body.providerExpiresAt = values.providerExpiresAt ? wibDateToIso(values.providerExpiresAt) : null;
  }
  const before = valuesOf(item);
  if (values.billingCost.trim() !== before.billingCost) body.billingCost = numberOr(values.billingCost, null);
  if (values.billingCycleMonths.trim() !== before.billingCycleMonths) {
    body.billingCycleMonths = numberOr(values.billingCycleMonths, 1);
  }
  if (values.autoRenews !== before.autoRenews) body.autoRenews = values.autoRenews;
  if (values.billingNote.trim() !== before.billingNote) body.billingNote = values.billingNote.trim() || null;
  if (item.state !== 'forming' && values.state !== (item.state === 'ended' ? 'ended' : 'active')) {
    body.state = values.state;
  }
  return body;
}

/**
 * 'Tambah Akun' and 'Ubah Akun': a new item with its credentials, or an item's name, expiry, slot
 * and state; a Sharing Private account's profiles, each with its PIN, in both.
 */
export function ItemFormModal({ isOpen, onClose, item }: ItemFormModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={item ? 'Ubah Akun' : 'Tambah Akun'} size="lg">
      {/* Mounted afresh on every opening, so the form starts from the item again. */}
      {isOpen && <ItemForm item={item} onDone={onClose} />}
    </Modal>
  );
}

/** The form field that shows the message of a place in either body ('links.2' under the links). */
function fieldOf(path: readonly PropertyKey[]): ItemField | undefined {
  const [head] = path;
  if (head === 'product') return 'productId';
  if (head === 'package') return 'packageId';
  return typeof head === 'string' && head in EMPTY ? (head as ItemField) : undefined;
}

/** The update call's body schema over the changes; no change at all closes the form without a call. */
function updateResolver(item: AdminProductItem): Resolver<Values, unknown, UpdateProductItemBody> {
  const toBody = (values: Values) => updateBody(values, item);
  const check = bodyResolver(updateProductItemBodySchema, toBody, { fieldOf });
  return (values, context, options) =>
    Object.keys(toBody(values)).length === 0 ? { values: {}, errors: {} } : check(values, context, options);
}

function ItemForm({ item, onDone }: { item: AdminProductItem | undefined; onDone: () => void }) {
  const products = useStockProducts();
  const typeOf = (productId: string) => products.find((candidate) => candidate._id === productId)?.type;
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, CreateProductItemBody | UpdateProductItemBody>({
    resolver: item
      ? updateResolver(item)
      : bodyResolver(
          createProductItemBodySchema,
          (values: Values) => createBody(values, typeOf(values.productId) === SHARING_PRIVATE),
          { fieldOf },
        ),
    defaultValues: valuesOf(item),
  });
  const product = useController({ control, name: 'productId' });
  const pkg = useController({ control, name: 'packageId' });
  const create = useCreateProductItem();
  const update = useUpdateProductItem();
  const reveal = useRevealCredentials();
  const isPending = create.isPending || update.isPending;
  const productType = item ? item.product.type : typeOf(product.field.value);
  const isSharingPrivate = productType === SHARING_PRIVATE;
  const rows = useWatch({ control, name: 'profiles' });
  const slotText = useWatch({ control, name: 'slot' });
  const productSlot = products.find((candidate) => candidate._id === product.field.value)?.slot;
  // Each buyer gets a profile: the admin is told when the slot promises more places, or fewer.
  const slot = Number(slotText) || (item ? item.slot : productSlot);
  const profileCount = rows ? profilesOf(rows).length : item?.profiles?.total;
  const slotWarning =
    isSharingPrivate && slot && profileCount !== undefined ? profileSlotWarning(slot, profileCount) : null;
  const message = (field: ItemField) => errors[field]?.message;
  // Without a cost of its own the account costs its product's provider price.
  const providerPrice = item
    ? item.billing.isDefaultCost
      ? item.billing.cost
      : undefined
    : products.find((candidate) => candidate._id === product.field.value)?.modalFee;

  const openProfiles = async () => {
    if (!item) return;
    try {
      const answer = await reveal.mutateAsync(item._id);
      const places = answer.data.profiles.map((profile) => ({ name: profile.name, pin: profile.pin ?? '' }));
      setValue('profiles', places.length > 0 ? places : [EMPTY_PROFILE_ROW], { shouldDirty: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Profil gagal dibuka'));
    }
  };

  const showServerErrors = (error: unknown) =>
    showServerFieldErrors(error, FIELD_ORDER, setError, { fieldOf: (place) => fieldOf(place.split('.')) });

  const onSubmit = async (body: CreateProductItemBody | UpdateProductItemBody) => {
    try {
      if (item) {
        if (Object.keys(body).length === 0) {
          onDone();
          return;
        }
        const answer = await update.mutateAsync({ id: item._id, body });
        toast.success(answer.message ?? 'Akun berhasil diperbarui');
      } else {
        const answer = await create.mutateAsync(body as CreateProductItemBody);
        toast.success(answer.message ?? 'Akun berhasil ditambahkan');
      }
      onDone();
    } catch (error) {
      showServerErrors(error);
      toast.error(errorMessage(error, 'Akun gagal disimpan'));
    }
  };

  const text = (field: TextField, label: string, props: { type?: string; placeholder?: string } = {}) => {
    const id = `item-${field}`;
    const error = message(field);
    return (
      <Field id={id} label={label} error={error}>
        <input
          id={id}
          type={props.type ?? 'text'}
          placeholder={props.placeholder}
          className={inputClassName(Boolean(error))}
          {...register(field)}
          {...fieldAria(id, error)}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {!item && (
          <ProductPackageFields
            idPrefix="item"
            products={products}
            productId={product.field.value}
            packageId={pkg.field.value}
            onChange={({ productId, packageId }) => {
              product.field.onChange(productId);
              pkg.field.onChange(packageId);
            }}
            errors={{ product: message('productId'), package: message('packageId') }}
            productRef={product.field.ref}
            packageRef={pkg.field.ref}
          />
        )}
        {text('name', 'Nama akun', { placeholder: 'Netflix Grup C' })}
        {!item && text('email', 'Email akun', { type: 'email' })}
        {!item && text('domain', 'Domain')}
        {!item && text('password', 'Password')}
        {!item && !isSharingPrivate && text('pin', 'PIN')}
        {!item && text('key', 'Key / lisensi')}
        {text('slot', 'Slot', {
          type: 'number',
          placeholder: item
            ? undefined
            : String(products.find((candidate) => candidate._id === product.field.value)?.slot ?? ''),
        })}
        {text('providerExpiresAt', 'Berakhir di provider', { type: 'date' })}
        {text('billingCost', 'Biaya per siklus (Rp)', {
          type: 'number',
          placeholder:
            providerPrice === undefined ? 'Harga provider produk' : `${providerPrice} (harga provider)`,
        })}
        {text('billingCycleMonths', 'Siklus tagihan (bulan)', { type: 'number' })}
        {text('billingNote', 'Catatan tagihan', { placeholder: 'Mis. kartu BCA akhiran 1234' })}
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id="item-autoRenews"
            type="checkbox"
            className="size-4 accent-brand-600"
            {...register('autoRenews')}
          />
          <label htmlFor="item-autoRenews" className="text-sm text-slate-700 dark:text-slate-300">
            Diperpanjang otomatis oleh provider
          </label>
        </div>
        {item && item.state !== 'forming' && (
          <Field id="item-state" label="Status" error={message('state')}>
            <select
              id="item-state"
              className={selectClass}
              {...register('state')}
              {...fieldAria('item-state', message('state'))}
            >
              {EDITABLE_ITEM_STATES.map((state) => (
                <option key={state} value={state}>
                  {PRODUCT_ITEM_STATE_LABELS[state]}
                </option>
              ))}
            </select>
          </Field>
        )}
      </div>
      {isSharingPrivate &&
        (rows ? (
          // Registered here, after the fields above, so a refused form focuses them first.
          <Controller
            control={control}
            name="profiles"
            render={({ field }) => (
              <ProfileRowsField
                idPrefix="item"
                rows={field.value ?? []}
                onChange={field.onChange}
                error={message('profiles')}
                inputRef={field.ref}
              />
            )}
          />
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Profil &amp; PIN:{' '}
              {item?.profiles ? `${item.profiles.total} profil, ${item.profiles.free} belum dipakai` : '-'}
            </p>
            <button
              type="button"
              className={buttonClassName('secondary')}
              onClick={() => void openProfiles()}
              disabled={reveal.isPending}
              aria-busy={reveal.isPending}
            >
              {reveal.isPending && <Spinner />}
              Ubah profil &amp; PIN
            </button>
          </div>
        ))}
      {slotWarning && (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {slotWarning}
        </p>
      )}
      {!item && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="item-links" label="Link (satu per baris)" error={message('links')}>
            <textarea
              id="item-links"
              rows={3}
              className={inputClassName(Boolean(message('links')))}
              {...register('links')}
              {...fieldAria('item-links', message('links'))}
            />
          </Field>
        </div>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonClassName('secondary')} onClick={onDone}>
          Batal
        </button>
        <button
          type="submit"
          className={buttonClassName('primary')}
          disabled={isPending}
          aria-busy={isPending}
        >
          {isPending && <Spinner />}
          Simpan
        </button>
      </div>
    </form>
  );
}
