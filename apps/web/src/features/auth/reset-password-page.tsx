import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, resetPasswordFormSchema, type ResetPasswordForm } from '@premium-shop/domain/auth';
import { useForm } from 'react-hook-form';
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from '../../lib/router';
import { toast } from '../../ui/toast';
import { paths } from '../../app/paths';
import { errorMessage } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { buttonClassName } from '../../ui/button-class';
import { Field, fieldErrorId } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { useResetPassword } from './api/reset-password';
import { PasswordInput } from './components/password-input';

/**
 * The token comes from the e-mailed link, as /auth/forgot-password/{token} or ?token= (SPEC §2).
 * Checked in the loader, so a link without one never shows the form (SPEC §8 'Missing reset token').
 */
export function resetPasswordLoader({ params, request }: LoaderFunctionArgs) {
  const token = (params.token ?? new URL(request.url).searchParams.get('token') ?? '').trim();
  if (!token) {
    toast.error(AUTH_MESSAGES.missingResetToken);
    throw redirect(paths.login());
  }
  return { token };
}

/** SPEC §5 'Reset password': the two fields must match; the length rule is the server's to give. */
export function ResetPasswordPage() {
  const { token } = useLoaderData<typeof resetPasswordLoader>();
  const navigate = useNavigate();
  const resetMutation = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  function onValid({ password }: ResetPasswordForm) {
    resetMutation.mutate(
      { password, token },
      {
        onSuccess: () => {
          toast.success('Password berhasil diubah');
          void navigate(paths.login());
        },
        onError: (error) => {
          toast.error(errorMessage(error, 'An error occurred while changing the password.'));
          showServerFieldErrors(error, ['password'], setError);
        },
      },
    );
  }

  const passwordError = errors.password?.message;
  const confirmError = errors.confirmPassword?.message;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Reset Password
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Buat kata sandi baru untuk akunmu.</p>
      <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate className="mt-8 space-y-5">
        <Field id="reset-password" label="Password" error={passwordError}>
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            hasError={Boolean(passwordError)}
            aria-invalid={Boolean(passwordError)}
            aria-describedby={passwordError ? fieldErrorId('reset-password') : undefined}
            {...register('password')}
          />
        </Field>
        <Field id="reset-confirm-password" label="Konfirmasi Password" error={confirmError}>
          <PasswordInput
            id="reset-confirm-password"
            autoComplete="new-password"
            hasError={Boolean(confirmError)}
            aria-invalid={Boolean(confirmError)}
            aria-describedby={confirmError ? fieldErrorId('reset-confirm-password') : undefined}
            {...register('confirmPassword')}
          />
        </Field>
        <button
          type="submit"
          disabled={resetMutation.isPending}
          aria-busy={resetMutation.isPending}
          className={buttonClassName('primary', 'w-full')}
        >
          {resetMutation.isPending && <Spinner />}
          Ubah Password
        </button>
      </form>
    </section>
  );
}
