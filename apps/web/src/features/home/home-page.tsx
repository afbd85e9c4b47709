import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { homeSections, paths } from '../../app/paths';
import { checkStoredSession } from '../../lib/api-client';

interface Highlight {
  title: string;
  description: string;
  icon: ReactNode;
}

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'size-6',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const highlights: Highlight[] = [
  {
    title: 'Hemat hingga 80%',
    description: 'Bayar jauh lebih murah dibanding berlangganan sendiri dengan harga resmi.',
    icon: (
      <svg {...iconProps}>
        <path d="M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
        <circle cx="7.5" cy="7.5" r="1.5" />
      </svg>
    ),
  },
  {
    title: 'Customer Service 24/7',
    description: 'Tim kami siap membantu lewat chat kapan pun kamu butuh.',
    icon: (
      <svg {...iconProps}>
        <path d="M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z" />
      </svg>
    ),
  },
  {
    title: 'Legal dan Resmi',
    description: 'Setiap akun berasal dari langganan resmi penyedia layanan.',
    icon: (
      <svg {...iconProps}>
        <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
        <path d="M8.5 12l2.5 2.5 4.5-5" />
      </svg>
    ),
  },
  {
    title: 'Privasi Terlindungi',
    description: 'Data diri dan detail akunmu dijaga kerahasiaannya.',
    icon: (
      <svg {...iconProps}>
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
    ),
  },
];

const orderSteps = [
  {
    title: 'Pilih Produk',
    description: 'Cari layanan premium yang kamu mau, lalu pilih paket dan durasi langganannya.',
  },
  {
    title: 'Lakukan Pembayaran',
    description: 'Bayar dengan QRIS, e-wallet, atau virtual account bank pilihanmu.',
  },
  {
    title: 'Tunggu Akun Disiapkan',
    description:
      'Penyedia menyiapkan akunmu. Untuk produk Preorder, akun dibuat setelah grupnya terisi penuh.',
  },
  {
    title: 'Terima Notifikasi',
    description: 'Info pesanan dan akses akun dikirim ke dashboard dan WhatsApp kamu.',
  },
];

export function HomePage() {
  // SPEC §4: the home page is where a returning visitor with an expired session learns of it.
  useEffect(() => {
    void checkStoredSession();
  }, []);

  // The product search arrives with the catalogue API; until then the box must not pretend to search.
  const preventSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <>
      {/* Pulled up under the floating header so the gradient runs to the top of the window. */}
      <section className="relative -mt-16 overflow-hidden pt-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-br from-brand-50 via-white to-violet-100 dark:from-slate-950 dark:via-slate-950 dark:to-brand-950"
        />
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
          <span className="rounded-full bg-brand-100 px-4 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase dark:bg-brand-900/60 dark:text-brand-200">
            Streaming, musik, cloud, dan produk digital
          </span>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
            Portal Akun Premium Private Buat Kamu!
          </h1>
          <p className="mt-5 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg dark:text-slate-300">
            Nikmati akun premium favoritmu dengan harga patungan, hemat hingga 80% dari harga resmi. Pesan
            dalam hitungan menit, akses langsung dari dashboard.
          </p>
          <form role="search" onSubmit={preventSubmit} className="relative mt-8 w-full max-w-xl">
            <label htmlFor="home-search" className="sr-only">
              Cari produk
            </label>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-3.5-3.5" />
            </svg>
            <input
              id="home-search"
              type="search"
              placeholder="Cari produk..."
              autoComplete="off"
              className="w-full rounded-full border border-slate-200 bg-white py-3.5 pr-5 pl-12 text-base text-slate-900 shadow-lg shadow-brand-900/5 placeholder:text-slate-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/20 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white"
            />
          </form>
        </div>
      </section>

      <section id={homeSections.about} className="scroll-mt-20 py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="max-w-2xl">
            <h2 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Tentang</h2>
            <p className="mt-4 text-slate-600 dark:text-slate-300">
              Premium Shop adalah portal langganan akun premium untuk layanan streaming, musik, penyimpanan
              cloud, dan produk digital. Kamu cukup membayar bagianmu dari akun resmi yang dipakai bersama,
              jadi tetap menikmati fitur premium tanpa harus membayar harga penuh.
            </p>
          </div>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {highlights.map((highlight) => (
              <li
                key={highlight.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
                  {highlight.icon}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{highlight.title}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{highlight.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id={homeSections.howToOrder}
        className="scroll-mt-20 bg-slate-50 py-16 sm:py-24 dark:bg-slate-900/50"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            Cara Berlangganan
          </h2>
          <p className="mt-4 max-w-2xl text-slate-600 dark:text-slate-300">
            Cukup empat langkah dari memilih produk sampai akun siap dipakai.
          </p>
          <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {orderSteps.map((step, index) => (
              <li
                key={step.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{step.title}</h3>
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="flex flex-col items-center gap-6 rounded-3xl bg-brand-600 px-6 py-12 text-center sm:px-12 dark:bg-brand-700">
            <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
              Siap berlangganan lebih hemat?
            </h2>
            <Link
              to={paths.allProduct()}
              className="inline-flex items-center rounded-full bg-white px-6 py-3 text-sm font-semibold text-brand-700 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Lihat Semua Produk
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
