import { Link, NavLink, Outlet } from 'react-router';
import { BrandLogo } from '../../ui/brand-logo';
import { ThemeToggle } from '../../ui/theme-toggle';
import { paths } from '../paths';

const sidebarLinks = [
  { label: 'Dashboard', to: paths.dashboard(), end: true },
  { label: 'Pesanan Saya', to: paths.orders(), end: false },
  { label: 'Reimbursement', to: paths.reimbursement(), end: false },
  { label: 'Pembelian', to: paths.dashboardCatalogue(), end: false },
  { label: 'Pengaturan Akun', to: paths.settings(), end: false },
];

/**
 * The customer's shell. A placeholder until the accounts work adds the session (user name, bell,
 * KELUAR, Logout dialog) and the mobile drawer of SPEC "Dashboard layout".
 */
export function DashboardLayout() {
  return (
    <div className="flex min-h-dvh bg-slate-50 dark:bg-slate-950">
      <aside className="hidden w-[250px] shrink-0 border-r border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
        <div className="flex h-16 items-center px-6">
          <Link to={paths.home()}>
            <BrandLogo />
          </Link>
        </div>
        <nav aria-label="Menu dashboard" className="px-3 py-4">
          <ul className="space-y-1">
            {sidebarLinks.map((link) => (
              <li key={link.label}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                      isActive
                        ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300'
                        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
          <Link to={paths.home()} className="md:hidden">
            <BrandLogo />
          </Link>
          <ThemeToggle className="ml-auto" />
        </header>
        <main className="flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
