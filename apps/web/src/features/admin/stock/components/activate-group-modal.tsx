import type { PreorderGroup } from '@premium-shop/domain/admin-stock-schema';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldErrorId, inputClassName } from '../../../../ui/field';
import { Modal } from '../../../../ui/modal';
import { Spinner } from '../../../../ui/spinner';
import { useActivateGroup, type ActivateGroupBody } from '../api/activate-group';
import { listOf, wibDateToIso } from './wib-date';

const EMPTY = { name: '', email: '', domain: '', password: '', pin: '', links: '', providerExpiresAt: '' };
type Values = typeof EMPTY;

const SHARING_PRIVATE = 'Sharing Private';
export const MEMBER_PROFILE_REQUIRED = 'Isi profil dan PIN untuk setiap anggota grup';

/** One waiting order's profile and PIN (Sharing Private). */
interface MemberSeat {
  orderId: string;
  profile: string;
  pin: string;
}

function bodyOf(values: Values, seats: readonly MemberSeat[] | null): ActivateGroupBody {
  const trimmed = (value: string) => value.trim() || undefined;
  const links = listOf(values.links);
  const body: ActivateGroupBody = {
    name: trimmed(values.name),
    email: trimmed(values.email),
    domain: trimmed(values.domain),
    password: trimmed(values.password),
    pin: trimmed(values.pin),
    ...(links.length > 0 && { link: links }),
    ...(values.providerExpiresAt && { providerExpiresAt: wibDateToIso(values.providerExpiresAt) }),
    ...(seats && {
      seats: seats.map((seat) => ({
        orderId: seat.orderId,
        profile: seat.profile.trim(),
        pin: seat.pin.trim(),
      })),
    }),
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/**
 * 'Aktifkan grup': the full group's credentials; every waiting order gets its seat and is told. A
 * Sharing Private group asks for each member's own profile and PIN.
 */
export function ActivateGroupModal({ group, onClose }: { group: PreorderGroup | null; onClose: () => void }) {
  return (
    <Modal isOpen={group !== null} onClose={onClose} title={`Aktifkan ${group?.name ?? 'grup'}`} size="lg">
      {group && <ActivateForm group={group} onDone={onClose} />}
    </Modal>
  );
}

function ActivateForm({ group, onDone }: { group: PreorderGroup; onDone: () => void }) {
  const [values, setValues] = useState<Values>({ ...EMPTY, name: group.name });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isSharingPrivate = group.product.type === SHARING_PRIVATE;
  const [seats, setSeats] = useState<MemberSeat[]>(() =>
    group.orders.map((order, index) => ({ orderId: order._id, profile: `Profil ${index + 1}`, pin: '' })),
  );
  const activate = useActivateGroup();
  const setSeat = (index: number, field: 'profile' | 'pin', value: string) =>
    setSeats((current) => current.map((seat, at) => (at === index ? { ...seat, [field]: value } : seat)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    if (isSharingPrivate && seats.some((seat) => !seat.profile.trim() || !seat.pin.trim())) {
      setErrors({ seats: MEMBER_PROFILE_REQUIRED });
      return;
    }
    try {
      const answer = await activate.mutateAsync({
        id: group._id,
        body: bodyOf(values, isSharingPrivate ? seats : null),
      });
      toast.success(answer.message ?? 'Grup preorder berhasil diaktifkan');
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      toast.error(errorMessage(error, 'Grup gagal diaktifkan'));
    }
  };

  const text = (field: keyof Values, label: string, type = 'text') => {
    const id = `activate-${field}`;
    const error = errors[field === 'links' ? 'link' : field];
    return (
      <Field id={id} label={label} error={error}>
        <input
          id={id}
          type={type}
          className={inputClassName(Boolean(error))}
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? fieldErrorId(id) : undefined}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p>
        {group.orders.length} pesanan menerima akunnya dan diberi tahu. Isi minimal satu: email, domain,
        password atau link.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'Nama akun')}
        {text('email', 'Email akun', 'email')}
        {text('domain', 'Domain')}
        {text('password', 'Password')}
        {!isSharingPrivate && text('pin', 'PIN')}
        {text('links', 'Link undangan')}
        {text('providerExpiresAt', 'Berakhir di provider', 'date')}
      </div>
      {isSharingPrivate && (
        <fieldset className="space-y-2" aria-describedby={errors.seats ? 'activate-seats-error' : undefined}>
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">
            Profil &amp; PIN anggota
          </legend>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Setiap anggota mendapat profil dan PIN sendiri.
          </p>
          {group.orders.map((order, index) => (
            <div
              key={order._id}
              className="grid grid-cols-[1fr_7rem] items-center gap-2 sm:grid-cols-[1fr_1fr_7rem]"
            >
              <p className="col-span-2 min-w-0 text-sm break-words sm:col-span-1">
                <span className="font-medium text-slate-900 dark:text-white">{order.buyer.name}</span>{' '}
                <span className="text-slate-500 dark:text-slate-400">{order.invoice}</span>
              </p>
              <input
                aria-label={`Profil ${order.buyer.name}`}
                className={inputClassName(Boolean(errors.seats) && !seats[index]?.profile.trim())}
                value={seats[index]?.profile ?? ''}
                maxLength={100}
                onChange={(event) => setSeat(index, 'profile', event.target.value)}
              />
              <input
                aria-label={`PIN ${order.buyer.name}`}
                placeholder="PIN"
                inputMode="numeric"
                autoComplete="off"
                className={`${inputClassName(Boolean(errors.seats) && !seats[index]?.pin.trim())} font-mono`}
                value={seats[index]?.pin ?? ''}
                maxLength={50}
                onChange={(event) => setSeat(index, 'pin', event.target.value)}
              />
            </div>
          ))}
          {errors.seats && (
            <p id="activate-seats-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errors.seats}
            </p>
          )}
        </fieldset>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonClassName('secondary')} onClick={onDone}>
          Batal
        </button>
        <button
          type="submit"
          className={buttonClassName('primary')}
          disabled={activate.isPending}
          aria-busy={activate.isPending}
        >
          {activate.isPending && <Spinner />}
          Aktifkan grup
        </button>
      </div>
    </form>
  );
}
