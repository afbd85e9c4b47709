import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordPayload } from '@premium-shop/domain/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from '../../lib/router';
import { toast } from '../../ui/toast';
import { paths } from '../../app/paths';
import { useRequestPasswordReset } from '../../lib/api/request-password-reset';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { buttonClassName } from '../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../ui/field';
import { Spinner } from '../../ui/spinner';

/**
 * SPEC §2 'Forgot-password page': asks for the address to send the reset link to. The address is
 * checked with the request body's schema, so the page refuses what the server would, in its words.
 */
export function ForgotPasswordPage() {
  const resetRequest = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotPasswordPayload>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  function onValid(payload: ForgotPasswordPayload) {
    resetRequest.mutate(payload, {
      onSuccess: () => toast.success('Link reset kata sandi telah dikirim ke email Anda.'),
      onError: (error) => {
        // SPEC §8 gives one text for every failure here, the server's included.
        toast.error('Terjadi kesalahan, silakan coba lagi.');
        showServerFieldErrors(error, ['email'], setError);
      },
    });
  }

  const emailError = errors.email?.message;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Lupa Password
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Masukkan email akunmu, kami akan mengirimkan link untuk membuat kata sandi baru.
      </p>
      <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate className="mt-8 space-y-5">
        <Field id="forgot-email" label="Email" error={emailError}>
          <input
            id="forgot-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="nama@gmail.com"
            {...fieldAria('forgot-email', emailError)}
            {...register('email')}
            className={inputClassName(Boolean(emailError))}
          />
        </Field>
        <button
          type="submit"
          disabled={resetRequest.isPending}
          aria-busy={resetRequest.isPending}
          className={buttonClassName('primary', 'w-full')}
        >
          {resetRequest.isPending && <Spinner />}
          Kirim Link Reset
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to={paths.login({ to: 'login' })}
          className="font-semibold text-brand-600 hover:text-brand-700 dark:text-brand-400 dark:hover:text-brand-300"
        >
          Kembali ke Login
        </Link>
      </p>
    </section>
  );
}
