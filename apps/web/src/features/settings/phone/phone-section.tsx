import { updatePhoneSchema, type UpdatePhoneInput, type UpdatePhonePayload } from '@premium-shop/domain/auth';
import { PHONE_VERIFICATION_MESSAGES as M } from '@premium-shop/domain/phone-verification';
import type { User } from '@premium-shop/domain/user-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { bodyResolver } from '../../../lib/body-resolver';
import { useCurrentUser } from '../../../lib/current-user';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { buttonClassName } from '../../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { StatusBadge } from '../../../ui/status-badge';
import { useUpdatePhone } from './api/update-phone';
import { PhoneVerificationDialog } from './phone-verification-dialog';

const FAILURE_MESSAGE = 'Terjadi kesalahan, silakan coba lagi.';
const phoneResolver = bodyResolver(updatePhoneSchema, (values: UpdatePhoneInput) => values);

function PhoneForm({ user }: { user: User }) {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const updatePhone = useUpdatePhone();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<UpdatePhoneInput, unknown, UpdatePhonePayload>({
    resolver: phoneResolver,
    defaultValues: { phone: user.phone },
  });

  function onSave(body: UpdatePhonePayload) {
    updatePhone.mutate(body, {
      onSuccess: (changed) => {
        reset({ phone: changed.phone });
        toast.success(changed.phone === user.phone ? 'Nomor telepon tidak berubah.' : M.phoneUpdated);
      },
      onError: (error) => {
        if (!showServerFieldErrors(error, ['phone'], setError))
          toast.error(errorMessage(error, FAILURE_MESSAGE));
      },
    });
  }

  return (
    <>
      <form
        onSubmit={(event) => void handleSubmit(onSave)(event)}
        noValidate
        className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-slate-900 dark:text-white">Nomor WhatsApp</h2>
          {user.isPhoneVerified ? (
            <StatusBadge label="Terverifikasi" colour="green" />
          ) : (
            <StatusBadge label="Belum diverifikasi" colour="yellow" />
          )}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {user.isPhoneVerified
            ? 'Kredensial, pengingat dan info pesanan juga dikirim lewat WhatsApp ke nomor ini.'
            : `${M.banner} Sampai saat itu semuanya tetap ada di dashboard dan e-mail.`}{' '}
          Nomor yang diubah perlu diverifikasi lagi.
        </p>
        <Field id="settings-phone" label="Nomor Telepon" error={errors.phone?.message}>
          <input
            id="settings-phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...fieldAria('settings-phone', errors.phone?.message)}
            {...register('phone')}
            className={inputClassName(Boolean(errors.phone))}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {!user.isPhoneVerified && !isDirty ? (
            <button
              type="button"
              onClick={() => setIsDialogOpen(true)}
              className={buttonClassName('secondary')}
            >
              Verifikasi
            </button>
          ) : (
            <span />
          )}
          <button
            type="submit"
            disabled={!isDirty || updatePhone.isPending}
            aria-busy={updatePhone.isPending}
            className={buttonClassName('primary')}
          >
            {updatePhone.isPending && <Spinner />}
            Simpan Nomor
          </button>
        </div>
      </form>
      {/* Outside the form: React passes events up through a portal, and the dialog's submit is its own. */}
      <PhoneVerificationDialog
        phone={user.phone}
        isOpen={isDialogOpen}
        onClose={() => setIsDialogOpen(false)}
      />
    </>
  );
}

/** Settings' phone number: its state (verified or not), a change, and the way to verify it. */
export function PhoneSection() {
  const { data: user } = useCurrentUser();
  // Keyed by the stored number, so a change made elsewhere (another tab, the server) refills the field.
  return user ? <PhoneForm key={user.phone} user={user} /> : null;
}
