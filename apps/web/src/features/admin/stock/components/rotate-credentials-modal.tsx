import {
  rotateCredentialsBodySchema,
  type RotateCredentialsBody,
} from '@premium-shop/domain/admin-stock-schema';
import { useForm } from 'react-hook-form';
import { toast } from '../../../../ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { bodyResolver } from '../../../../lib/body-resolver';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../../../ui/field';
import { Modal } from '../../../../ui/modal';
import { Spinner } from '../../../../ui/spinner';
import { useRotateCredentials } from '../api/rotate-credentials';

interface RotateCredentialsModalProps {
  itemId: string;
  itemName: string;
  /** Members holding a seat, who will be told. */
  memberCount: number;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Ganti Password': a new password and/or PIN; every member holding a seat is notified. */
export function RotateCredentialsModal({ isOpen, onClose, ...props }: RotateCredentialsModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={`Ganti Password ${props.itemName}`}>
      {isOpen && <RotateForm {...props} onDone={onClose} />}
    </Modal>
  );
}

interface RotateValues {
  password: string;
  pin: string;
}

/** A field left blank is not sent: the body names only what changes. */
function optional(text: string): string | undefined {
  return text.trim() || undefined;
}

/** The rotate call's body schema over the form's values, as they are sent. */
const resolver = bodyResolver(rotateCredentialsBodySchema, (values: RotateValues) => ({
  password: optional(values.password),
  pin: optional(values.pin),
}));

function RotateForm({
  itemId,
  memberCount,
  onDone,
}: Omit<RotateCredentialsModalProps, 'isOpen' | 'onClose' | 'itemName'> & { onDone: () => void }) {
  const rotate = useRotateCredentials();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RotateValues, unknown, RotateCredentialsBody>({
    resolver,
    defaultValues: { password: '', pin: '' },
  });

  const onSubmit = async (body: RotateCredentialsBody) => {
    try {
      const answer = await rotate.mutateAsync({ id: itemId, body });
      toast.success(answer.message ?? 'Kredensial diperbarui');
      onDone();
    } catch (error) {
      showServerFieldErrors(error, ['password', 'pin'], setError);
      toast.error(errorMessage(error, 'Kredensial gagal diperbarui'));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="space-y-4">
      <p>
        {memberCount > 0
          ? `${memberCount} pelanggan aktif akan menerima notifikasi dan pesan WhatsApp.`
          : 'Belum ada pelanggan aktif di akun ini.'}
      </p>
      <Field id="rotate-password" label="Password baru" error={errors.password?.message}>
        <input
          id="rotate-password"
          className={inputClassName(Boolean(errors.password))}
          autoComplete="off"
          {...register('password')}
          {...fieldAria('rotate-password', errors.password?.message)}
        />
      </Field>
      <Field id="rotate-pin" label="PIN baru" error={errors.pin?.message}>
        <input
          id="rotate-pin"
          className={inputClassName(Boolean(errors.pin))}
          autoComplete="off"
          inputMode="numeric"
          {...register('pin')}
          {...fieldAria('rotate-pin', errors.pin?.message)}
        />
      </Field>
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonClassName('secondary')} onClick={onDone}>
          Batal
        </button>
        <button
          type="submit"
          className={buttonClassName('primary')}
          disabled={rotate.isPending}
          aria-busy={rotate.isPending}
        >
          {rotate.isPending && <Spinner />}
          Simpan &amp; Beri Tahu
        </button>
      </div>
    </form>
  );
}
