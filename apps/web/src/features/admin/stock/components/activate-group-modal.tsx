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

function bodyOf(values: Values): ActivateGroupBody {
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
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/** 'Aktifkan grup': the full group's credentials; every waiting order gets its seat and is told. */
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
  const activate = useActivateGroup();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await activate.mutateAsync({ id: group._id, body: bodyOf(values) });
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
        {text('pin', 'PIN')}
        {text('links', 'Link undangan')}
        {text('providerExpiresAt', 'Berakhir di provider', 'date')}
      </div>
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
