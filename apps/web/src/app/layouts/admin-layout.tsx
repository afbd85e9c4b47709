import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo';
import { ThemeToggle } from '../../ui/theme-toggle';
import { paths } from '../paths';

/** The admin console's shell; its navigation comes with the admin screens. */
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
        <Link to={paths.admin()}>
          <BrandLogo />
        </Link>
        <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-white dark:text-slate-900">
          Admin
        </span>
        <ThemeToggle className="ml-auto" />
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
