import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from '../../lib/router';
import { useAdminLiveUpdates } from '../../features/admin/live/use-admin-live-updates';
import { WaitingOrdersCount } from '../../features/admin/orders/components/waiting-orders-count';
import { WaitingTransfersCount } from '../../features/admin/transfers/components/waiting-transfers-count';
import { LogoutDialog } from '../../features/auth/components/logout-dialog';
import { useSession } from '../../lib/session';
import { BrandLogo } from '../../ui/brand-logo';
import { ThemeToggle } from '../../ui/theme-toggle';
import { MAIN_CONTENT_ID } from '../navigation-focus';
import { paths } from '../paths';
import { SkipLink } from './skip-link';
import { useStickyHeaderHeight } from './sticky-header-height';

interface AdminLink {
  label: string;
  to: string;
  end?: boolean;
  /** Shows how many paid orders wait for the admin beside the link. */
  hasWaitingCount?: boolean;
  /** Shows how many bank transfers' proofs wait for the admin beside the link. */
  hasTransferCount?: boolean;
}

/** The console's areas, in the order a shop day goes through them. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { label: 'Ringkasan', to: paths.admin(), end: true },
  { label: 'Pesanan', to: paths.adminOrders(), hasWaitingCount: true },
  { label: 'Transfer Bank', to: paths.adminTransfers(), hasTransferCount: true },
  { label: 'Stok Akun', to: paths.adminStock() },
  { label: 'Katalog', to: paths.adminCatalogue() },
  { label: 'Pengaduan', to: paths.adminComplaints() },
  { label: 'Reimburse', to: paths.adminReimbursements() },
  { label: 'Notifikasi', to: paths.adminNotifications() },
  { label: 'Pengguna', to: paths.adminUsers() },
  { label: 'Log', to: paths.adminLogs() },
];

const sideLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

const tabLinkClass = ({ isActive }: { isActive: boolean }) =>
  `shrink-0 whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-brand-600 text-white'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700'
  }`;

/**
 * The admin console's shell: the areas in a sidebar (a scrolling row on a phone), the admin's name,
 * the theme toggle and KELUAR. The route's loader has checked that the session is an admin's.
 */
export function AdminLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const [isLogoutOpen, setIsLogoutOpen] = useState(false);
  const headerRef = useStickyHeaderHeight();
  useAdminLiveUpdates();

  useEffect(() => {
    if (!session) void navigate(paths.login(), { replace: true });
  }, [session, navigate]);

  return (
    <div className="flex min-h-dvh bg-slate-50 dark:bg-slate-950">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh w-[220px] shrink-0 flex-col border-r border-slate-200 bg-white lg:flex dark:border-slate-800 dark:bg-slate-900">
        <div className="flex h-16 items-center gap-2 px-5">
          <Link to={paths.admin()}>
            <BrandLogo />
          </Link>
        </div>
        <nav aria-label="Menu admin" className="px-3 py-2">
          <ul className="space-y-1">
            {ADMIN_LINKS.map((link) => (
              <li key={link.to} className="relative">
                <NavLink to={link.to} end={link.end} className={sideLinkClass}>
                  {link.label}
                </NavLink>
                {link.hasWaitingCount && <WaitingOrdersCount variant="side" />}
                {link.hasTransferCount && <WaitingTransfersCount variant="side" />}
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header
          ref={headerRef}
          className="relative z-30 border-b border-slate-200 bg-white lg:sticky lg:top-0 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex min-h-16 flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
            <Link to={paths.admin()} className="shrink-0 whitespace-nowrap lg:hidden">
              <BrandLogo />
            </Link>
            <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-white dark:text-slate-900">
              Admin
            </span>
            <p className="ml-auto hidden max-w-[40vw] truncate text-sm font-semibold text-slate-800 sm:block dark:text-slate-100">
              {session?.userData.name.trim() || 'Admin'}
            </p>
            <div className="ml-auto flex items-center gap-3 sm:ml-0">
              <ThemeToggle />
              <button
                type="button"
                onClick={() => setIsLogoutOpen(true)}
                className="rounded-lg border border-red-600 px-3 py-1.5 text-sm font-semibold text-red-600 transition-colors hover:bg-red-50 dark:border-red-400 dark:text-red-400 dark:hover:bg-red-950"
              >
                KELUAR
              </button>
            </div>
          </div>
          <nav aria-label="Menu admin ringkas" className="lg:hidden">
            <ul className="flex flex-wrap gap-2 px-4 pb-3">
              {ADMIN_LINKS.map((link) => (
                <li key={link.to} className="relative">
                  <NavLink to={link.to} end={link.end} className={tabLinkClass}>
                    {link.label}
                  </NavLink>
                  {link.hasWaitingCount && <WaitingOrdersCount variant="pill" />}
                  {link.hasTransferCount && <WaitingTransfersCount variant="pill" />}
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
      </div>
      <LogoutDialog isOpen={isLogoutOpen} onClose={() => setIsLogoutOpen(false)} />
    </div>
  );
}
