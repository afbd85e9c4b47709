import { Link } from '../../lib/router';
import { paths } from '../../app/paths';
import { usePageTitle } from '../../lib/page-title';

export function NotFoundPage() {
  usePageTitle('Halaman Tidak Ditemukan');
  return (
    <div className="mx-auto flex min-h-[70vh] w-full max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-600 dark:text-brand-400">404</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Halaman Tidak Ditemukan
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        Maaf, halaman yang kamu cari tidak ada atau sudah dipindahkan.
      </p>
      <Link
        to={paths.home()}
        className="mt-8 inline-flex items-center rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Kembali ke Beranda
      </Link>
    </div>
  );
}
