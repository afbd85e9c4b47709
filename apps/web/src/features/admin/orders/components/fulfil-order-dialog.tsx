import {
  fulfilBodySchema,
  type AdminOrder,
  type FulfilBody,
} from '@premium-shop/domain/admin-operations-schema';
import { isHostPackage } from '@premium-shop/domain/catalogue';
import { useId } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { bodyResolver } from '../../../../lib/body-resolver';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { Field, fieldAria, inputClassName } from '../../../../ui/field';
import { Modal } from '../../../../ui/modal';
import { ModalActions } from '../../../../ui/modal-actions';
import { useItemOptions } from '../api/item-options';

type Mode = 'new' | 'existing';

export const FULFIL_MESSAGES = {
  chooseItem: 'Pilih akun yang tersedia',
  noItems: 'Belum ada akun aktif dengan tempat kosong untuk produk dan paket ini.',
  profileRequired: 'Isi profil dan PIN pelanggan',
} as const;

const SHARING_PRIVATE = 'Sharing Private';
/** A Sharing Private seat's profile and PIN are its own: the account-wide ones are not asked. */
const SEAT_OWN_FIELDS = new Set(['pin', 'profile']);

const NEW_ITEM_FIELDS = [
  { key: 'email', label: 'Email akun', type: 'text' },
  { key: 'domain', label: 'Domain', type: 'text' },
  { key: 'password', label: 'Password', type: 'text' },
  { key: 'pin', label: 'PIN akun', type: 'text' },
  { key: 'profile', label: 'Profil akun', type: 'text' },
  { key: 'key', label: 'Key', type: 'text' },
  { key: 'link', label: 'Link akses', type: 'url' },
] as const;

type NewItemKey = (typeof NEW_ITEM_FIELDS)[number]['key'] | 'name';

interface FulfilValues {
  mode: Mode;
  productItemId: string;
  newItem: Record<NewItemKey, string>;
  /** The Sharing Private seat's own profile and PIN. */
  profile: string;
  pin: string;
  inviteLink: string;
  license: string;
}

/** The fields the server may name in a refusal, as the form names them. */
const SERVER_FIELDS: readonly Path<FulfilValues>[] = [
  'productItemId',
  'newItem.name',
  ...NEW_ITEM_FIELDS.map((field) => `newItem.${field.key}` as const),
  'profile',
  'pin',
  'inviteLink',
  'license',
];

interface FulfilOrderDialogProps {
  order: AdminOrder;
  isOpen: boolean;
  isPending: boolean;
  error: string | null;
  /** Sends the body; `onRefused`, when given the refusal, puts the server's field messages under their fields. */
  onSubmit: (body: FulfilBody, onRefused: (failure: unknown) => void) => void;
  onClose: () => void;
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** What the order's product asks of the dialog beyond the account. */
interface FulfilFacts {
  type: string;
  isSharingPrivate: boolean;
}

/** The fulfil call's body from the form: an existing account or a new one, and the seat's own fields. */
function bodyOf(
  values: FulfilValues,
  { type, isSharingPrivate }: FulfilFacts,
): z.input<typeof fulfilBodySchema> {
  const body: z.input<typeof fulfilBodySchema> = {};
  if (values.mode === 'existing') {
    body.productItemId = trimmed(values.productItemId);
  } else {
    const fields = values.newItem;
    const link = trimmed(fields.link);
    body.newItem = {
      name: fields.name.trim(),
      email: trimmed(fields.email),
      domain: trimmed(fields.domain),
      password: trimmed(fields.password),
      pin: isSharingPrivate ? undefined : trimmed(fields.pin),
      profile: isSharingPrivate ? undefined : trimmed(fields.profile),
      key: trimmed(fields.key),
      ...(link && { link: [link] }),
    };
  }
  if (isSharingPrivate) {
    body.profile = trimmed(values.profile);
    body.pin = trimmed(values.pin);
  }
  if (type === 'Invite Email') body.inviteLink = trimmed(values.inviteLink);
  if (type === 'Lisensi') body.license = trimmed(values.license);
  return body;
}

/** The form field of a place in the body: the new account's link list under its one link field. */
function fieldOf(path: readonly PropertyKey[]): string | undefined {
  if (path[0] === 'newItem' && path[1] === 'link') return 'newItem.link';
  return path.join('.') || undefined;
}

/** What the dialog says about the Sharing Private seat's profile and PIN. */
function profileHint(isRenewal: boolean, mode: Mode, freeProfiles: number | undefined): string {
  if (isRenewal) return 'Kosongkan untuk memakai profil pelanggan yang sekarang.';
  if (mode === 'new') return 'Isi profil dan PIN pelanggan untuk akun baru ini.';
  if (freeProfiles === undefined) return 'Pilih akun: profil kosongnya dipakai bila ada.';
  if (freeProfiles > 0) return `Kosongkan untuk memakai profil kosong akun ini (${freeProfiles} tersisa).`;
  return 'Akun ini tidak punya profil kosong: isi profil dan PIN pelanggan.';
}

/**
 * 'Selesaikan Pesanan': delivers a Process order from an account of the product that has room, or
 * from a new account entered here; Invite Email and Lisensi also take the customer's own link or
 * license, Sharing Private the seat's profile and PIN.
 */
export function FulfilOrderDialog({
  order,
  isOpen,
  isPending,
  error,
  onSubmit,
  onClose,
}: FulfilOrderDialogProps) {
  const formId = useId();
  const baseId = useId();
  const type = order.product.type;
  const isSharingPrivate = type === SHARING_PRIVATE;
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<FulfilValues, unknown, FulfilBody>({
    resolver: bodyResolver(
      fulfilBodySchema,
      (values: FulfilValues) => bodyOf(values, { type, isSharingPrivate }),
      {
        fieldOf,
        refine: (values) => formRules(values),
      },
    ),
    defaultValues: {
      mode: 'new',
      productItemId: '',
      newItem: {
        name: `${order.product.name} ${order.invoice}`,
        email: order.email ?? '',
        domain: order.domain ?? '',
        password: '',
        pin: '',
        profile: '',
        key: '',
        link: '',
      },
      profile: '',
      pin: '',
      inviteLink: '',
      license: '',
    },
  });
  const [mode, itemId] = useWatch({ control, name: ['mode', 'productItemId'] });
  const options = useItemOptions(order.product._id, isOpen && mode === 'existing');
  const items = (options.data ?? []).filter(
    (item) => item.freeSeats > 0 && (!order.packageId || item.package?._id === order.packageId),
  );
  const chosenItem = items.find((item) => item._id === itemId);
  const newItemFields = isSharingPrivate
    ? NEW_ITEM_FIELDS.filter((field) => !SEAT_OWN_FIELDS.has(field.key))
    : NEW_ITEM_FIELDS;

  /** The dialog's own rules beyond the schema; the server's service checks them too. */
  const formRules = (values: FulfilValues): Partial<Record<string, string>> => {
    const rules: Partial<Record<string, string>> = {};
    if (values.mode === 'existing' && !values.productItemId.trim()) {
      rules.productItemId = FULFIL_MESSAGES.chooseItem;
    }
    const freeProfiles = items.find((item) => item._id === values.productItemId)?.profiles?.free ?? 0;
    // A renewal keeps its seat's profile; an existing account may still have a free one to give.
    // A Host owns the whole provider account: a profile for it is optional.
    const isProfileOptional =
      order.kind === 'renewal' ||
      isHostPackage(order.package) ||
      (values.mode === 'existing' && freeProfiles > 0);
    if (isSharingPrivate && !isProfileOptional) {
      if (!values.profile.trim()) rules.profile = FULFIL_MESSAGES.profileRequired;
      if (!values.pin.trim()) rules.pin = FULFIL_MESSAGES.profileRequired;
    }
    return rules;
  };

  const fieldId = (name: string) => `${baseId}-${name}`;
  const message = (name: Path<FulfilValues>): string | undefined => {
    const [head, key] = name.split('.') as [keyof FulfilValues, NewItemKey | undefined];
    const found = key ? errors.newItem?.[key] : errors[head];
    return found?.message;
  };
  const textInput = (
    name: Path<FulfilValues>,
    id: string,
    props: { type?: string; maxLength?: number } = {},
  ) => (
    <input
      id={id}
      type={props.type ?? 'text'}
      maxLength={props.maxLength}
      autoComplete="off"
      {...register(name)}
      {...fieldAria(id, message(name))}
      className={inputClassName(Boolean(message(name)))}
    />
  );

  const submit = (body: FulfilBody) =>
    onSubmit(body, (failure) => showServerFieldErrors(failure, SERVER_FIELDS, setError));

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Selesaikan Pesanan"
      size="lg"
      footer={
        <ModalActions
          onCancel={onClose}
          form={formId}
          isPending={isPending}
          confirmLabel="Simpan & Kirim ke Pelanggan"
        />
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void handleSubmit(submit)(event)}
        noValidate
        className="space-y-4"
      >
        <p>
          {order.product.name} ({type}) untuk {order.buyer.name}. Pelanggan menerima akunnya dan pesanan
          menjadi aktif.
        </p>
        {error && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-red-700 dark:bg-red-950 dark:text-red-300"
          >
            {error}
          </p>
        )}
        <fieldset>
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">Akun</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(
              [
                ['new', 'Buat akun baru'],
                ['existing', 'Pilih akun yang ada'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" value={value} {...register('mode', { onChange: () => clearErrors() })} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        {mode === 'existing' ? (
          options.isError ? (
            <Field id={fieldId('itemId')} label="ID akun" error={message('productItemId')}>
              {textInput('productItemId', fieldId('itemId'))}
            </Field>
          ) : options.isPending ? (
            <p role="status">Memuat akun...</p>
          ) : items.length === 0 ? (
            <p>{FULFIL_MESSAGES.noItems}</p>
          ) : (
            <Field id={fieldId('itemId')} label="Akun yang tersedia" error={message('productItemId')}>
              <select
                id={fieldId('itemId')}
                {...register('productItemId')}
                {...fieldAria(fieldId('itemId'), message('productItemId'))}
                className={inputClassName(Boolean(message('productItemId')))}
              >
                <option value="">Pilih akun</option>
                {items.map((item) => (
                  <option key={item._id} value={item._id}>
                    {item.name}
                    {item.email ? ` · ${item.email}` : ''} ({item.freeSeats} tempat kosong
                    {item.profiles ? ` · ${item.profiles.free} profil kosong` : ''})
                  </option>
                ))}
              </select>
            </Field>
          )
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <Field id={fieldId('name')} label="Nama akun" error={message('newItem.name')}>
                {textInput('newItem.name', fieldId('name'), { maxLength: 200 })}
              </Field>
            </div>
            {newItemFields.map((field) => (
              <Field
                key={field.key}
                id={fieldId(field.key)}
                label={field.label}
                error={message(`newItem.${field.key}`)}
              >
                {textInput(`newItem.${field.key}`, fieldId(field.key), { type: field.type })}
              </Field>
            ))}
          </div>
        )}

        {isSharingPrivate && (
          <div className="grid gap-3 sm:grid-cols-2">
            <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">
              {isHostPackage(order.package)
                ? 'Paket Host: profil dan PIN boleh dikosongkan.'
                : profileHint(order.kind === 'renewal', mode, chosenItem?.profiles?.free)}
            </p>
            <Field id={fieldId('seatProfile')} label="Profil pelanggan" error={message('profile')}>
              {textInput('profile', fieldId('seatProfile'))}
            </Field>
            <Field id={fieldId('seatPin')} label="PIN pelanggan" error={message('pin')}>
              {textInput('pin', fieldId('seatPin'))}
            </Field>
          </div>
        )}
        {type === 'Invite Email' && (
          <Field id={fieldId('inviteLink')} label="Link undangan pelanggan" error={message('inviteLink')}>
            {textInput('inviteLink', fieldId('inviteLink'), { type: 'url' })}
          </Field>
        )}
        {type === 'Lisensi' && (
          <Field id={fieldId('license')} label="Lisensi pelanggan" error={message('license')}>
            <textarea
              id={fieldId('license')}
              rows={2}
              {...register('license')}
              {...fieldAria(fieldId('license'), message('license'))}
              className={inputClassName(Boolean(message('license')))}
            />
          </Field>
        )}
      </form>
    </Modal>
  );
}
