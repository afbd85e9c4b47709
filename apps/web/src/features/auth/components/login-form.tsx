import type { LoginPayload } from '@premium-shop/domain/auth';
import { useState, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { toast } from '../../../ui/toast';
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
type LoginField = 'email' | 'password';

const fieldIds: Record<LoginField, string> = { email: 'login-email', password: 'login-password' };

/**
 * SPEC §5: the login form has no client-side validation, so it needs no form library: the server
 * checks the body with the contract's schema, and its message (with any per-field ones, under their
 * fields) says what is wrong. Keeping react-hook-form and zod out keeps /login's first load light.
 * Signed in, it goes back to `?next=` when safe, else to /admin (admins) or /dashboard.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});

  const setError: UseFormSetError<LoginValues> = (field, { message }, options) => {
    if (field !== 'email' && field !== 'password') return;
    setErrors((current) => ({ ...current, [field]: message }));
    if (options?.shouldFocus) document.getElementById(fieldIds[field])?.focus();
  };

  /** Typing in a field takes its message away, as a fresh try of it. */
  function clearError(field: LoginField) {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    const email = text('email');
    const password = text('password');
    const ingat = form.get('ingat') === 'on';
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
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field id="login-email" label="Email" error={errors.email}>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nama@gmail.com"
          name="email"
          defaultValue=""
          onChange={() => clearError('email')}
          {...fieldAria('login-email', errors.email)}
          className={inputClassName(Boolean(errors.email))}
        />
      </Field>
      <Field id="login-password" label="Password" error={errors.password}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          hasError={Boolean(errors.password)}
          name="password"
          defaultValue=""
          onChange={() => clearError('password')}
          {...fieldAria('login-password', errors.password)}
        />
      </Field>
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="inline-flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <input type="checkbox" name="ingat" className="size-4 rounded border-slate-300 accent-brand-600" />
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
