import { activateBodySchema } from '@premium-shop/domain/admin-operations-schema';
import type { PreorderGroup } from '@premium-shop/domain/admin-stock-schema';
import { useForm, type Path } from 'react-hook-form';
import { toast } from '../../../../ui/toast';
import type { z } from 'zod';
import { errorMessage } from '../../../../lib/api-client';
import { bodyResolver } from '../../../../lib/body-resolver';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../../../ui/field';
import { Modal } from '../../../../ui/modal';
import { Spinner } from '../../../../ui/spinner';
import { useActivateGroup, type ActivateGroupBody } from '../api/activate-group';
import { listOf, wibDateToIso } from './wib-date';

const SHARING_PRIVATE = 'Sharing Private';
export const MEMBER_PROFILE_REQUIRED = 'Isi profil dan PIN untuk setiap anggota grup';

/** One waiting order's profile and PIN (Sharing Private). */
interface MemberSeat {
  orderId: string;
  profile: string;
  pin: string;
}

interface Values {
  name: string;
  email: string;
  domain: string;
  password: string;
  pin: string;
  links: string;
  providerExpiresAt: string;
  seats: MemberSeat[];
}

type TextField = Exclude<keyof Values, 'seats'>;

function trimmed(value: string): string | undefined {
  return value.trim() || undefined;
}

/** The activate call's body; each member's seat only for a Sharing Private group. */
function bodyOf(values: Values, isSharingPrivate: boolean): z.input<typeof activateBodySchema> {
  const links = listOf(values.links);
  const body: z.input<typeof activateBodySchema> = {
    name: trimmed(values.name),
    email: trimmed(values.email),
    domain: trimmed(values.domain),
    password: trimmed(values.password),
    pin: trimmed(values.pin),
    ...(links.length > 0 && { link: links }),
    ...(values.providerExpiresAt && { providerExpiresAt: wibDateToIso(values.providerExpiresAt) }),
    ...(isSharingPrivate && {
      seats: values.seats.map((seat) => ({
        orderId: seat.orderId,
        profile: trimmed(seat.profile),
        pin: trimmed(seat.pin),
      })),
    }),
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/** The form field of a place in the body: the link list under its text, a seat's order under its profile. */
function fieldOf(path: readonly PropertyKey[]): string | undefined {
  const [head, index] = path;
  if (head === 'link') return 'links';
  if (head === 'seats' && typeof index === 'number') {
    return path[2] === 'pin' ? `seats.${index}.pin` : `seats.${index}.profile`;
  }
  return path.join('.') || undefined;
}

/** Each member of a Sharing Private group needs a profile and a PIN (the server's rule too). */
function missingSeatFields(values: Values, isSharingPrivate: boolean): Partial<Record<string, string>> {
  if (!isSharingPrivate) return {};
  const missing: Partial<Record<string, string>> = {};
  values.seats.forEach((seat, index) => {
    if (!seat.profile.trim()) missing[`seats.${index}.profile`] = MEMBER_PROFILE_REQUIRED;
    if (!seat.pin.trim()) missing[`seats.${index}.pin`] = MEMBER_PROFILE_REQUIRED;
  });
  return missing;
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
  const isSharingPrivate = group.product.type === SHARING_PRIVATE;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, ActivateGroupBody>({
    resolver: bodyResolver(activateBodySchema, (values: Values) => bodyOf(values, isSharingPrivate), {
      fieldOf,
      refine: (values) => missingSeatFields(values, isSharingPrivate),
    }),
    defaultValues: {
      name: group.name,
      email: '',
      domain: '',
      password: '',
      pin: '',
      links: '',
      providerExpiresAt: '',
      seats: group.orders.map((order, index) => ({
        orderId: order._id,
        profile: `Profil ${index + 1}`,
        pin: '',
      })),
    },
  });
  const activate = useActivateGroup();
  const seatErrors = errors.seats;
  // The fields in the form's order: the first the server refuses takes the focus.
  const fieldOrder: Path<Values>[] = [
    'name',
    'email',
    'domain',
    'password',
    'pin',
    'links',
    'providerExpiresAt',
    ...group.orders.flatMap((_, index) => [`seats.${index}.profile`, `seats.${index}.pin`] as const),
  ];
  const seatsMessage =
    seatErrors?.message ??
    group.orders
      .map((_, index) => seatErrors?.[index]?.profile?.message ?? seatErrors?.[index]?.pin?.message)
      .find(Boolean);

  const onSubmit = async (body: ActivateGroupBody) => {
    try {
      const answer = await activate.mutateAsync({ id: group._id, body });
      toast.success(answer.message ?? 'Grup preorder berhasil diaktifkan');
      onDone();
    } catch (error) {
      const places = (place: string) =>
        fieldOf(place.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))) as
          Path<Values> | undefined;
      showServerFieldErrors(error, fieldOrder, setError, { fieldOf: places });
      toast.error(errorMessage(error, 'Grup gagal diaktifkan'));
    }
  };

  const text = (field: TextField, label: string, type = 'text') => {
    const id = `activate-${field}`;
    const error = errors[field]?.message;
    return (
      <Field id={id} label={label} error={error}>
        <input
          id={id}
          type={type}
          className={inputClassName(Boolean(error))}
          {...register(field)}
          {...fieldAria(id, error)}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="space-y-4">
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
        <fieldset className="space-y-2" aria-describedby={seatsMessage ? 'activate-seats-error' : undefined}>
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">
            Profil &amp; PIN anggota
          </legend>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Setiap anggota mendapat profil dan PIN sendiri.
          </p>
          {group.orders.map((order, index) => {
            const isProfileInvalid = Boolean(seatErrors?.[index]?.profile);
            const isPinInvalid = Boolean(seatErrors?.[index]?.pin);
            return (
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
                  className={inputClassName(isProfileInvalid)}
                  maxLength={100}
                  aria-invalid={isProfileInvalid}
                  {...register(`seats.${index}.profile`)}
                />
                <input
                  aria-label={`PIN ${order.buyer.name}`}
                  placeholder="PIN"
                  inputMode="numeric"
                  autoComplete="off"
                  className={`${inputClassName(isPinInvalid)} font-mono`}
                  maxLength={50}
                  aria-invalid={isPinInvalid}
                  {...register(`seats.${index}.pin`)}
                />
              </div>
            );
          })}
          {seatsMessage && (
            <p id="activate-seats-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
              {seatsMessage}
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
