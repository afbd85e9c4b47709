import {
  EDITABLE_ITEM_STATES,
  PRODUCT_ITEM_STATE_LABELS,
  type AdminProductItem,
  type CreateProductItemBody,
  type UpdateProductItemBody,
} from '@premium-shop/domain/admin-stock-schema';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldErrorId, inputClassName } from '../../../../ui/field';
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
  state: 'active',
};

type Values = typeof EMPTY;

function valuesOf(item: AdminProductItem | undefined): Values {
  if (!item) return EMPTY;
  return {
    ...EMPTY,
    name: item.name,
    slot: String(item.slot),
    providerExpiresAt: isoToWibDate(item.providerExpiresAt),
    state: item.state === 'ended' ? 'ended' : 'active',
  };
}

function optional(value: string): string | undefined {
  return value.trim() === '' ? undefined : value.trim();
}

const SHARING_PRIVATE = 'Sharing Private';

function createBody(
  values: Values,
  rows: readonly ProfileRow[],
  isSharingPrivate: boolean,
): CreateProductItemBody {
  const profiles = isSharingPrivate ? profilesOf(rows) : [];
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
  } as CreateProductItemBody;
}

function updateBody(
  values: Values,
  item: AdminProductItem,
  rows: readonly ProfileRow[] | null,
): UpdateProductItemBody {
  const body: UpdateProductItemBody = {};
  if (rows) body.profiles = profilesOf(rows);
  if (values.name.trim() !== item.name) body.name = values.name.trim();
  if (values.slot && Number(values.slot) !== item.slot) body.slot = Number(values.slot);
  if (values.providerExpiresAt !== isoToWibDate(item.providerExpiresAt)) {
    body.providerExpiresAt = values.providerExpiresAt ? wibDateToIso(values.providerExpiresAt) : null;
  }
  const state = values.state as 'active' | 'ended';
  if (item.state !== 'forming' && state !== (item.state === 'ended' ? 'ended' : 'active')) body.state = state;
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

function ItemForm({ item, onDone }: { item: AdminProductItem | undefined; onDone: () => void }) {
  const products = useStockProducts();
  const [values, setValues] = useState<Values>(() => valuesOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Sharing Private places; null while an edited item's profiles are not opened. */
  const [rows, setRows] = useState<ProfileRow[] | null>(() => (item ? null : [EMPTY_PROFILE_ROW]));
  const create = useCreateProductItem();
  const update = useUpdateProductItem();
  const reveal = useRevealCredentials();
  const isPending = create.isPending || update.isPending;
  const productType = item
    ? item.product.type
    : products.find((product) => product._id === values.productId)?.type;
  const isSharingPrivate = productType === SHARING_PRIVATE;
  const profileError =
    errors.profiles ?? Object.entries(errors).find(([key]) => key.startsWith('profiles.'))?.[1];

  const openProfiles = async () => {
    if (!item) return;
    try {
      const answer = await reveal.mutateAsync(item._id);
      const places = answer.data.profiles.map((profile) => ({ name: profile.name, pin: profile.pin ?? '' }));
      setRows(places.length > 0 ? places : [EMPTY_PROFILE_ROW]);
    } catch (error) {
      toast.error(errorMessage(error, 'Profil gagal dibuka'));
    }
  };
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      if (item) {
        const body = updateBody(values, item, isSharingPrivate ? rows : null);
        if (Object.keys(body).length === 0) {
          onDone();
          return;
        }
        const answer = await update.mutateAsync({ id: item._id, body });
        toast.success(answer.message ?? 'Akun berhasil diperbarui');
      } else {
        const answer = await create.mutateAsync(createBody(values, rows ?? [], isSharingPrivate));
        toast.success(answer.message ?? 'Akun berhasil ditambahkan');
      }
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      toast.error(errorMessage(error, 'Akun gagal disimpan'));
    }
  };

  const text = (field: keyof Values, label: string, props: { type?: string; placeholder?: string } = {}) => {
    const id = `item-${field}`;
    const error = errors[field];
    return (
      <Field id={id} label={label} error={error}>
        <input
          id={id}
          type={props.type ?? 'text'}
          placeholder={props.placeholder}
          className={inputClassName(Boolean(error))}
          value={values[field]}
          onChange={set(field)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? fieldErrorId(id) : undefined}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {!item && (
          <ProductPackageFields
            idPrefix="item"
            products={products}
            productId={values.productId}
            packageId={values.packageId}
            onChange={({ productId, packageId }) =>
              setValues((current) => ({ ...current, productId, packageId }))
            }
            errors={{ product: errors.product, package: errors.package }}
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
            : String(products.find((product) => product._id === values.productId)?.slot ?? ''),
        })}
        {text('providerExpiresAt', 'Berakhir di provider', { type: 'date' })}
        {item && item.state !== 'forming' && (
          <Field id="item-state" label="Status" error={errors.state}>
            <select id="item-state" className={selectClass} value={values.state} onChange={set('state')}>
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
          <ProfileRowsField idPrefix="item" rows={rows} onChange={setRows} error={profileError} />
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Profil &amp; PIN:{' '}
              {item?.profiles ? `${item.profiles.total} profil, ${item.profiles.free} belum dipakai` : '-'}
            </p>
            <button
              type="button"
              className={buttonClassName('secondary')}
              onClick={openProfiles}
              disabled={reveal.isPending}
              aria-busy={reveal.isPending}
            >
              {reveal.isPending && <Spinner />}
              Ubah profil &amp; PIN
            </button>
          </div>
        ))}
      {!item && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="item-links"
            label="Link (satu per baris)"
            error={errors.links ?? Object.entries(errors).find(([key]) => key.startsWith('links.'))?.[1]}
          >
            <textarea
              id="item-links"
              rows={3}
              className={inputClassName(Boolean(errors.links))}
              value={values.links}
              onChange={set('links')}
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
