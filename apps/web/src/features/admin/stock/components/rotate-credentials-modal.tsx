import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { buttonClassName } from '../../../../ui/button-class';
import { Field, fieldErrorId, inputClassName } from '../../../../ui/field';
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

function RotateForm({
  itemId,
  memberCount,
  onDone,
}: Omit<RotateCredentialsModalProps, 'isOpen' | 'onClose' | 'itemName'> & { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rotate = useRotateCredentials();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const answer = await rotate.mutateAsync({
        id: itemId,
        body: {
          ...(password.trim() && { password: password.trim() }),
          ...(pin.trim() && { pin: pin.trim() }),
        },
      });
      toast.success(answer.message ?? 'Kredensial diperbarui');
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      toast.error(errorMessage(error, 'Kredensial gagal diperbarui'));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p>
        {memberCount > 0
          ? `${memberCount} pelanggan aktif akan menerima notifikasi dan pesan WhatsApp.`
          : 'Belum ada pelanggan aktif di akun ini.'}
      </p>
      <Field id="rotate-password" label="Password baru" error={errors.password}>
        <input
          id="rotate-password"
          className={inputClassName(Boolean(errors.password))}
          value={password}
          autoComplete="off"
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? fieldErrorId('rotate-password') : undefined}
        />
      </Field>
      <Field id="rotate-pin" label="PIN baru" error={errors.pin}>
        <input
          id="rotate-pin"
          className={inputClassName(Boolean(errors.pin))}
          value={pin}
          autoComplete="off"
          inputMode="numeric"
          onChange={(event) => setPin(event.target.value)}
          aria-invalid={Boolean(errors.pin)}
          aria-describedby={errors.pin ? fieldErrorId('rotate-pin') : undefined}
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
