import type { LoginPayload } from '@premium-shop/domain/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { buttonClassName } from '../../../ui/button-class';
import { Field, fieldAria, inputClassName } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { useLogin } from '../api/login';
import { pathAfterSignIn } from '../return-path';
import { PasswordInput } from './password-input';

type LoginValues = Required<LoginPayload>;

/**
 * SPEC §5: the login form has no client-side validation, so it has no resolver: the server checks the
 * body with the contract's schema, and its message (with any per-field ones, under their fields) says
 * what is wrong. Keeping zod out also keeps it out of /login's JavaScript. Signed in, it goes back to `?next=` when safe, else to /admin (admins) or /dashboard.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '', ingat: false } });

  function onSubmit({ email, password, ingat }: LoginValues) {
    loginMutation.mutate(
      { email: email.trim(), password, ingat },
      {
        onSuccess: ({ data }) => {
          toast.success('Login berhasil!');
          void navigate(pathAfterSignIn(data.user, searchParams.get('next')), { replace: true });
        },
        onError: (error) => {
          toast.error(errorMessage(error, 'Login gagal, Pastikan anda memasukan info yang benar'));
          // Wrong credentials name no field: the password is the one to type again.
          showServerFieldErrors(error, ['email', 'password'], setError, {
            fieldOfCode: { INVALID_CREDENTIALS: 'password' },
          });
        },
      },
    );
  }

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="space-y-5">
      <Field id="login-email" label="Email" error={errors.email?.message}>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nama@gmail.com"
          {...fieldAria('login-email', errors.email?.message)}
          {...register('email')}
          className={inputClassName(Boolean(errors.email))}
        />
      </Field>
      <Field id="login-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          hasError={Boolean(errors.password)}
          {...fieldAria('login-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="inline-flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            {...register('ingat')}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          Ingat saya
        </label>
        <Link
          to={paths.forgotPassword()}
          className="font-medium text-brand-600 hover:text-brand-700 dark:text-brand-400 dark:hover:text-brand-300"
        >
          Lupa password?
        </Link>
      </div>
      <button
        type="submit"
        disabled={loginMutation.isPending}
        aria-busy={loginMutation.isPending}
        className={buttonClassName('primary', 'w-full')}
      >
        {loginMutation.isPending && <Spinner />}
        Login
      </button>
    </form>
  );
}
