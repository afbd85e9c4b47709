import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { paths } from '../../app/paths';
import { LoginForm } from './components/login-form';

/**
 * Loaded when the register side is shown: its schema (zod) is the register form's alone, the login form
 * has no client-side validation (SPEC §5), so /login itself does not download it.
 */
const RegisterForm = lazy(async () => ({
  default: (await import('./components/register-form')).RegisterForm,
}));

type AuthSide = 'login' | 'register';

/** `?to=` picks the side: '/register' (or 'register') opens the register form, anything else the login form. */
export function authSideOf(to: string | null): AuthSide {
  return to?.replace(/^\/+/, '').toLowerCase() === 'register' ? 'register' : 'login';
}

const switchLinkClass =
  'font-semibold text-brand-600 hover:text-brand-700 dark:text-brand-400 dark:hover:text-brand-300';

/** Drawn inline: the page shows no picture that has to be fetched, and it follows the theme's colours. */
function AuthIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 320" className="w-full max-w-sm" fill="none">
      <circle cx="200" cy="160" r="140" className="fill-white/10" />
      <rect x="70" y="70" width="260" height="170" rx="18" className="fill-white/95" />
      <rect x="70" y="70" width="260" height="30" rx="18" className="fill-brand-200" />
      <circle cx="92" cy="85" r="5" className="fill-brand-500" />
      <circle cx="108" cy="85" r="5" className="fill-brand-400" />
      <circle cx="124" cy="85" r="5" className="fill-brand-300" />
      <rect x="92" y="118" width="100" height="100" rx="12" className="fill-brand-600" />
      <path d="M130 148v40l32-20z" className="fill-white" />
      <rect x="208" y="122" width="100" height="12" rx="6" className="fill-brand-200" />
      <rect x="208" y="144" width="76" height="12" rx="6" className="fill-brand-100" />
      <rect x="208" y="176" width="100" height="34" rx="10" className="fill-brand-500" />
      <path d="M300 40a22 22 0 1 1 0 44h-50a18 18 0 1 1 6-35 26 26 0 0 1 44-9z" className="fill-white/80" />
      <path d="M58 236v-40l30-6v38" className="stroke-white" strokeWidth="6" strokeLinecap="round" />
      <circle cx="50" cy="238" r="10" className="fill-white" />
      <circle cx="80" cy="230" r="10" className="fill-white" />
      <path d="M318 232l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" className="fill-amber-300" />
    </svg>
  );
}

/** SPEC §2 '/login': the login and register forms on one page, with an image panel on wide screens. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const side = authSideOf(searchParams.get('to'));
  // Kept across the switch, so registering instead of logging in still goes back (return-path.ts).
  const next = searchParams.get('next') ?? undefined;
  const isRegister = side === 'register';

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-16">
      <aside className="hidden flex-col items-center justify-center gap-8 rounded-3xl bg-linear-to-br from-brand-500 to-brand-800 p-10 text-center text-white lg:flex">
        <AuthIllustration />
        <div>
          <p className="text-2xl font-bold">Akun premium, harga bersahabat</p>
          <p className="mt-2 text-brand-100">
            Hemat hingga 80% untuk streaming, musik, penyimpanan cloud, dan produk digital.
          </p>
        </div>
      </aside>
      <section className="mx-auto w-full max-w-md self-center overflow-hidden px-1 py-1">
        {/* Only the active form is mounted: the other one's fields would share its labels. The key
            remounts it on every switch, which replays the fade-and-slide; the section clips the slide,
            and its padding keeps the focus rings inside the clip. */}
        <div key={side} className="animate-form-switch">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {isRegister ? 'Daftar' : 'Login'}
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {isRegister
              ? 'Buat akun untuk mulai berlangganan akun premium.'
              : 'Masuk untuk melihat akun dan pesanan kamu.'}
          </p>
          <div className="mt-8">
            {isRegister ? (
              // Holds the form's height while it loads, so the links below do not jump.
              <Suspense fallback={<div role="status" aria-label="Memuat..." className="min-h-[30rem]" />}>
                <RegisterForm />
              </Suspense>
            ) : (
              <LoginForm />
            )}
          </div>
          <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {isRegister ? (
              <>
                Sudah punya akun?{' '}
                <Link to={paths.login({ to: 'login', next })} replace className={switchLinkClass}>
                  Login disini
                </Link>
              </>
            ) : (
              <>
                Belum punya akun?{' '}
                <Link to={paths.register({ next })} replace className={switchLinkClass}>
                  Daftar disini
                </Link>
              </>
            )}
          </p>
        </div>
      </section>
    </div>
  );
}
