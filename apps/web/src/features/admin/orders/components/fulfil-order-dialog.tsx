import type { AdminOrder, FulfilBody } from '@premium-shop/domain/admin-operations-schema';
import { isHostPackage } from '@premium-shop/domain/catalogue';
import { useId, useState, type FormEvent } from 'react';
import { Field, inputClassName } from '../../../../ui/field';
import { Modal } from '../../../../ui/modal';
import { ModalActions } from '../../../../ui/modal-actions';
import { useItemOptions } from '../api/item-options';

type Mode = 'new' | 'existing';

export const FULFIL_MESSAGES = {
  chooseItem: 'Pilih akun yang tersedia',
  nameRequired: 'Nama akun wajib diisi',
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

interface FulfilOrderDialogProps {
  order: AdminOrder;
  isOpen: boolean;
  isPending: boolean;
  error: string | null;
  onSubmit: (body: FulfilBody) => void;
  onClose: () => void;
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
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
  const [mode, setMode] = useState<Mode>('new');
  const [itemId, setItemId] = useState('');
  const [values, setValues] = useState<Partial<Record<NewItemKey, string>>>(() => ({
    name: `${order.product.name} ${order.invoice}`,
    ...(order.email && { email: order.email }),
    ...(order.domain && { domain: order.domain }),
  }));
  const [seat, setSeat] = useState({ profile: '', pin: '', inviteLink: '', license: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const options = useItemOptions(order.product._id, isOpen && mode === 'existing');
  const items = (options.data ?? []).filter(
    (item) => item.freeSeats > 0 && (!order.packageId || item.package?._id === order.packageId),
  );
  const type = order.product.type;
  const message = problem ?? error;
  const isSharingPrivate = type === SHARING_PRIVATE;
  const chosenItem = items.find((item) => item._id === itemId);
  const freeProfiles = chosenItem?.profiles?.free ?? 0;
  // A renewal keeps its seat's profile; an existing account may still have a free one to give.
  // A Host owns the whole provider account: a profile for it is optional.
  const isProfileOptional =
    order.kind === 'renewal' || isHostPackage(order.package) || (mode === 'existing' && freeProfiles > 0);
  const newItemFields = isSharingPrivate
    ? NEW_ITEM_FIELDS.filter((field) => !SEAT_OWN_FIELDS.has(field.key))
    : NEW_ITEM_FIELDS;

  const fieldId = (name: string) => `${baseId}-${name}`;
  const setValue = (key: NewItemKey, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: FulfilBody = {};
    if (mode === 'existing') {
      const chosen = itemId.trim();
      if (!chosen) {
        setProblem(FULFIL_MESSAGES.chooseItem);
        return;
      }
      body.productItemId = chosen;
    } else {
      const name = trimmed(values.name);
      if (!name) {
        setProblem(FULFIL_MESSAGES.nameRequired);
        return;
      }
      const link = trimmed(values.link);
      body.newItem = {
        name,
        email: trimmed(values.email),
        domain: trimmed(values.domain),
        password: trimmed(values.password),
        pin: trimmed(values.pin),
        profile: trimmed(values.profile),
        key: trimmed(values.key),
        ...(link && { link: [link] }),
      };
    }
    if (isSharingPrivate) {
      body.profile = trimmed(seat.profile);
      body.pin = trimmed(seat.pin);
      if (!isProfileOptional && (!body.profile || !body.pin)) {
        setProblem(FULFIL_MESSAGES.profileRequired);
        return;
      }
    }
    if (type === 'Invite Email') body.inviteLink = trimmed(seat.inviteLink);
    if (type === 'Lisensi') body.license = trimmed(seat.license);
    setProblem(null);
    onSubmit(body);
  };

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
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <p>
          {order.product.name} ({type}) untuk {order.buyer.name}. Pelanggan menerima akunnya dan pesanan
          menjadi aktif.
        </p>
        {message && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-red-700 dark:bg-red-950 dark:text-red-300"
          >
            {message}
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
                <input
                  type="radio"
                  name={`${baseId}-mode`}
                  value={value}
                  checked={mode === value}
                  onChange={() => {
                    setMode(value);
                    setProblem(null);
                  }}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        {mode === 'existing' ? (
          options.isError ? (
            <Field id={fieldId('itemId')} label="ID akun">
              <input
                id={fieldId('itemId')}
                value={itemId}
                onChange={(event) => setItemId(event.target.value)}
                className={inputClassName()}
              />
            </Field>
          ) : options.isPending ? (
            <p role="status">Memuat akun...</p>
          ) : items.length === 0 ? (
            <p>{FULFIL_MESSAGES.noItems}</p>
          ) : (
            <Field id={fieldId('itemId')} label="Akun yang tersedia">
              <select
                id={fieldId('itemId')}
                value={itemId}
                onChange={(event) => setItemId(event.target.value)}
                className={inputClassName()}
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
              <Field id={fieldId('name')} label="Nama akun">
                <input
                  id={fieldId('name')}
                  value={values.name ?? ''}
                  onChange={(event) => setValue('name', event.target.value)}
                  maxLength={200}
                  className={inputClassName()}
                />
              </Field>
            </div>
            {newItemFields.map((field) => (
              <Field key={field.key} id={fieldId(field.key)} label={field.label}>
                <input
                  id={fieldId(field.key)}
                  type={field.type}
                  value={values[field.key] ?? ''}
                  onChange={(event) => setValue(field.key, event.target.value)}
                  autoComplete="off"
                  className={inputClassName()}
                />
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
            <Field id={fieldId('seatProfile')} label="Profil pelanggan">
              <input
                id={fieldId('seatProfile')}
                value={seat.profile}
                onChange={(event) => setSeat({ ...seat, profile: event.target.value })}
                className={inputClassName()}
              />
            </Field>
            <Field id={fieldId('seatPin')} label="PIN pelanggan">
              <input
                id={fieldId('seatPin')}
                value={seat.pin}
                onChange={(event) => setSeat({ ...seat, pin: event.target.value })}
                className={inputClassName()}
              />
            </Field>
          </div>
        )}
        {type === 'Invite Email' && (
          <Field id={fieldId('inviteLink')} label="Link undangan pelanggan">
            <input
              id={fieldId('inviteLink')}
              type="url"
              value={seat.inviteLink}
              onChange={(event) => setSeat({ ...seat, inviteLink: event.target.value })}
              className={inputClassName()}
            />
          </Field>
        )}
        {type === 'Lisensi' && (
          <Field id={fieldId('license')} label="Lisensi pelanggan">
            <textarea
              id={fieldId('license')}
              value={seat.license}
              onChange={(event) => setSeat({ ...seat, license: event.target.value })}
              rows={2}
              className={inputClassName()}
            />
          </Field>
        )}
      </form>
    </Modal>
  );
}
