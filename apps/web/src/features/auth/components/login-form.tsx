import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api-client';
import { buttonClassName } from '../../../ui/button-class';
import { Field, inputClassName } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { useLogin } from '../api/login';
import { pathAfterSignIn } from '../return-path';
import { PasswordInput } from './password-input';

/**
 * SPEC §5: the login form has no client-side validation; the server's message says what is wrong.
 * Signed in, it goes back to `?next=` when safe, else to /admin (admins) or /dashboard.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [ingat, setIngat] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    loginMutation.mutate(
      { email: email.trim(), password, ingat },
      {
        onSuccess: ({ data }) => {
          toast.success('Login berhasil!');
          void navigate(pathAfterSignIn(data.user, searchParams.get('next')), { replace: true });
        },
        onError: (error) => {
          toast.error(errorMessage(error, 'Login gagal, Pastikan anda memasukan info yang benar'));
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <Field id="login-email" label="Email">
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nama@gmail.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputClassName()}
        />
      </Field>
      <Field id="login-password" label="Password">
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="inline-flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            checked={ingat}
            onChange={(event) => setIngat(event.target.checked)}
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
