import {
  Banknote,
  House,
  LogOut,
  Menu,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  UserRound,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from '../../lib/router';
import { LogoutDialog } from '../../features/auth/components/logout-dialog';
import { PhoneVerificationBanner } from '../../features/settings/phone/phone-verification-banner';
import { useSession } from '../../lib/session';
import { BrandLogo } from '../../ui/brand-logo';
import { useFocusTrap } from '../../ui/overlay';
import { ThemeToggle } from '../../ui/theme-toggle';
import { CHAT_LINK_CLEARANCE, WhatsAppChatLink } from '../../ui/whatsapp-chat-link';
import { MAIN_CONTENT_ID } from '../navigation-focus';
import { paths } from '../paths';
import { NotificationBell } from './notification-bell';
import { SkipLink } from './skip-link';
import { useStickyHeaderHeight } from './sticky-header-height';

const iconClass = 'size-5 shrink-0';

interface SidebarLink {
  label: string;
  to: string;
  end: boolean;
  icon: ReactNode;
}

const sidebarLinks: SidebarLink[] = [
  {
    label: 'Dashboard',
    to: paths.dashboard(),
    end: true,
    icon: <House aria-hidden="true" className={iconClass} />,
  },
  {
    label: 'Pesanan Saya',
    to: paths.orders(),
    end: false,
    icon: <ShoppingBag aria-hidden="true" className={iconClass} />,
  },
  {
    label: 'Reimbursement',
    to: paths.reimbursement(),
    end: false,
    icon: <Banknote aria-hidden="true" className={iconClass} />,
  },
  {
    label: 'Pembelian',
    to: paths.dashboardCatalogue(),
    end: false,
    icon: <ShoppingCart aria-hidden="true" className={iconClass} />,
  },
  {
    label: 'Pengaturan Akun',
    to: paths.settings(),
    end: false,
    icon: <UserRound aria-hidden="true" className={iconClass} />,
  },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  // The session's user carries the role the server signed in; the console's loader checks it again.
  const isAdmin = useSession()?.userData.role === 'admin';
  return (
    <nav aria-label="Menu dashboard" className="px-3 py-4">
      <ul className="space-y-1">
        {sidebarLinks.map((link) => (
          <li key={link.label}>
            <NavLink to={link.to} end={link.end} onClick={onNavigate} className={linkClass}>
              {link.icon}
              {link.label}
            </NavLink>
          </li>
        ))}
        {isAdmin && (
          <li className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-800">
            <Link to={paths.admin()} onClick={onNavigate} className={linkClass({ isActive: false })}>
              <ShieldCheck aria-hidden="true" className={iconClass} />
              Konsol Admin
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

interface MobileDrawerProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The sidebar's links on small screens (SPEC §2: 300 ms transition), a modal dialog while open: the
 * focus moves to its close button, Tab stays inside, Escape closes it and the focus goes back to the
 * menu button (ui/overlay.ts). Stays mounted so it can slide out; while closed it is inert and hidden
 * from assistive technology.
 */
function MobileDrawer({ isOpen, onClose }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  useFocusTrap(panelRef, { isOpen, onEscape: onClose, initialFocusRef: closeButtonRef });

  return (
    <div className="md:hidden" aria-hidden={!isOpen} inert={!isOpen}>
      <div
        aria-hidden="true"
        className={`fixed inset-0 z-40 bg-slate-950/50 transition-opacity duration-300 ${
          isOpen ? 'opacity-100' : 'pointer-events-none opacity-0'
        }`}
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id="dashboard-drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Menu dashboard"
        tabIndex={-1}
        className={`fixed inset-y-0 left-0 z-50 w-[250px] bg-white shadow-xl transition-transform duration-300 outline-none dark:bg-slate-900 ${
          isOpen ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <div className="flex h-16 items-center justify-between px-4">
          <Link to={paths.home()} onClick={onClose}>
            <BrandLogo />
          </Link>
          <button
            ref={closeButtonRef}
            type="button"
            onClick={onClose}
            aria-label="Tutup menu"
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className={iconClass} />
          </button>
        </div>
        <SidebarNav onNavigate={onClose} />
      </div>
    </div>
  );
}

/** The customer's shell (SPEC §2 'Dashboard layout'); the route's loader has checked the session. */
export function DashboardLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [isLogoutOpen, setIsLogoutOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(pathname);
  const headerRef = useStickyHeaderHeight();

  // Back/forward while the drawer is open lands on another page: the drawer closes with it.
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setIsDrawerOpen(false);
  }

  // Signed out in another tab, or the session ended: the dashboard is no place to stay.
  useEffect(() => {
    if (!session) void navigate(paths.login(), { replace: true });
  }, [session, navigate]);

  const openLogout = () => setIsLogoutOpen(true);
  const closeDrawer = () => setIsDrawerOpen(false);

  return (
    <div className="flex min-h-dvh bg-slate-50 dark:bg-slate-950">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh w-[250px] shrink-0 flex-col border-r border-slate-200 bg-white md:flex dark:border-slate-800 dark:bg-slate-900">
        <div className="flex h-16 items-center px-6">
          <Link to={paths.home()}>
            <BrandLogo />
          </Link>
        </div>
        <SidebarNav />
        <div className="mt-auto border-t border-slate-200 px-3 py-4 dark:border-slate-800">
          <button
            type="button"
            onClick={openLogout}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-red-600 transition-colors hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
          >
            <LogOut aria-hidden="true" className={iconClass} />
            Logout
          </button>
        </div>
      </aside>
      <MobileDrawer isOpen={isDrawerOpen} onClose={closeDrawer} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header
          ref={headerRef}
          className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-4 sm:px-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <button
            type="button"
            onClick={() => setIsDrawerOpen(true)}
            aria-label="Buka menu"
            aria-expanded={isDrawerOpen}
            aria-controls="dashboard-drawer"
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <p className="ml-auto max-w-[40vw] truncate text-sm font-semibold text-slate-800 dark:text-slate-100">
            {session?.userData.name.trim() || 'User'}
          </p>
          <ThemeToggle />
          <NotificationBell />
          <button
            type="button"
            onClick={openLogout}
            className="rounded-lg border border-red-600 px-3 py-1.5 text-sm font-semibold text-red-600 transition-colors hover:bg-red-50 dark:border-red-400 dark:text-red-400 dark:hover:bg-red-950"
          >
            KELUAR
          </button>
        </header>
        {/* The floating chat link stays clear of every page's last lines. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`flex-1 outline-none ${CHAT_LINK_CLEARANCE}`}>
          <PhoneVerificationBanner />
          <Outlet />
        </main>
      </div>
      <LogoutDialog isOpen={isLogoutOpen} onClose={() => setIsLogoutOpen(false)} />
      <WhatsAppChatLink />
    </div>
  );
}
