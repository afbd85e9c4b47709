import type { UpdateNamePayload } from '@premium-shop/domain/auth';
import { NAME_MAX_LENGTH } from '@premium-shop/domain/constants';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toast';
import { useRequestPasswordReset } from '../../lib/api/request-password-reset';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useSession } from '../../lib/session';
import { buttonClassName } from '../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { useUpdateName } from './api/update-name';
import { PhoneSection } from './phone/phone-section';

const FAILURE_MESSAGE = 'Terjadi kesalahan, silakan coba lagi.';

/**
 * SPEC §2 'Settings (Pengaturan Akun)': the name can change here; the password through an e-mailed link;
 * the WhatsApp number can change and be verified (docs/decisions/039).
 * SPEC §5 shows no validation on the name, so the form has no resolver: the server checks the body with
 * the contract's schema, and a message it gives for the name shows under the field.
 */
export function SettingsPage() {
  const session = useSession();
  const email = session?.userData.email ?? '';
  // Starts from the session's name; the guard makes sure there is a session before this renders.
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateNamePayload>({ defaultValues: { name: session?.userData.name ?? '' } });
  const updateNameMutation = useUpdateName();
  const resetRequest = useRequestPasswordReset();

  function onSave({ name }: UpdateNamePayload) {
    updateNameMutation.mutate(
      { name: name.trim() },
      {
        onSuccess: () => toast.success('Nama pengguna berhasil diubah.'),
        onError: (error) => {
          toast.error(FAILURE_MESSAGE);
          showServerFieldErrors(error, ['name'], setError);
        },
      },
    );
  }

  function handleSendResetLink() {
    resetRequest.mutate(
      { email },
      {
        onSuccess: () => toast.success('Link reset kata sandi telah dikirim ke email Anda.'),
        onError: () => toast.error(FAILURE_MESSAGE),
      },
    );
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Pengaturan Akun
      </h1>
      <form
        onSubmit={(event) => void handleSubmit(onSave)(event)}
        noValidate
        className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <Field id="settings-email" label="Email">
          <input id="settings-email" type="email" value={email} readOnly className={inputClassName()} />
        </Field>
        <Field id="settings-name" label="Nama Pengguna" error={errors.name?.message}>
          <input
            id="settings-name"
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            {...fieldAria('settings-name', errors.name?.message)}
            {...register('name')}
            className={inputClassName(Boolean(errors.name))}
          />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <button
            type="button"
            onClick={handleSendResetLink}
            disabled={resetRequest.isPending || !email}
            aria-busy={resetRequest.isPending}
            className={buttonClassName('secondary')}
          >
            {resetRequest.isPending ? (
              <>
                <Spinner />
                Mohon Tunggu ...
              </>
            ) : (
              'Kirimkan Tautan Ganti Password'
            )}
          </button>
          <button
            type="submit"
            disabled={updateNameMutation.isPending}
            aria-busy={updateNameMutation.isPending}
            className={buttonClassName('primary')}
          >
            {updateNameMutation.isPending && <Spinner />}
            Simpan Perubahan
          </button>
        </div>
      </form>
      <PhoneSection />
    </section>
  );
}
