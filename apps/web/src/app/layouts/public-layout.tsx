import { navUserName } from '@premium-shop/domain/format';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { BrandLogo } from '../../ui/brand-logo';
import { ThemeToggle } from '../../ui/theme-toggle';
import { paths } from '../paths';

/** SPEC §9: the header changes position once the page scrolls beyond 40 px. */
const HEADER_SCROLL_THRESHOLD = 40;

const navLinks = [
  { label: 'Tentang', to: paths.homeSection('about') },
  { label: 'Produk Kami', to: paths.allProduct({ type: 'all' }) },
  { label: 'Produk Digital', to: paths.allProduct({ type: 'digital' }) },
  { label: 'Cara Pesan', to: paths.homeSection('howToOrder') },
];

const footerLinks = [
  { label: 'Home', to: paths.home() },
  { label: 'Produk Kami', to: paths.allProduct({ type: 'all' }) },
  { label: 'Cara Pesan', to: paths.homeSection('howToOrder') },
];

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:text-brand-600 dark:text-slate-300 dark:hover:text-brand-400';

interface HeaderActionsProps {
  className?: string;
  onNavigate?: () => void;
}

/** SPEC §2 'Top navigation', logged in: the user's name and a Dashboard button instead of DAFTAR/LOGIN. */
function UserActions({ name, className = '', onNavigate }: HeaderActionsProps & { name: string }) {
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Link
        to={paths.dashboard()}
        onClick={onNavigate}
        title={name}
        className="rounded-md px-2 py-2 text-sm font-semibold text-slate-800 transition-colors hover:text-brand-600 dark:text-slate-100 dark:hover:text-brand-400"
      >
        {navUserName(name)}
      </Link>
      <Link
        to={paths.dashboard()}
        onClick={onNavigate}
        className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
      >
        Dashboard
      </Link>
    </div>
  );
}

function GuestActions({ className = '', onNavigate }: HeaderActionsProps) {
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <Link
        to={paths.register()}
        onClick={onNavigate}
        className="rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-600 transition-colors hover:bg-brand-50 dark:border-brand-400 dark:text-brand-300 dark:hover:bg-brand-950"
      >
        DAFTAR
      </Link>
      <Link
        to={paths.login()}
        onClick={onNavigate}
        className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
      >
        LOGIN
      </Link>
    </div>
  );
}

function HeaderActions(props: HeaderActionsProps) {
  const session = useSession();
  return session ? <UserActions name={session.userData.name} {...props} /> : <GuestActions {...props} />;
}

function SiteHeader() {
  const isScrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = () => setIsMenuOpen(false);

  return (
    <header
      className={`inset-x-0 top-0 z-40 transition-colors ${
        isScrolled
          ? 'fixed animate-slide-down bg-white/90 shadow-md backdrop-blur dark:bg-slate-900/90 dark:shadow-black/30'
          : 'absolute bg-transparent'
      }`}
    >
      <nav
        aria-label="Navigasi utama"
        className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6"
      >
        <Link to={paths.home()} className="shrink-0">
          <BrandLogo />
        </Link>
        <ul className="ml-6 hidden items-center gap-1 lg:flex">
          {navLinks.map((link) => (
            <li key={link.label}>
              <Link to={link.to} className={navLinkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <HeaderActions className="hidden sm:flex" />
          <button
            type="button"
            onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? 'Tutup menu' : 'Buka menu'}
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {isMenuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </nav>
      {isMenuOpen && (
        <div
          id="mobile-menu"
          className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden dark:border-slate-800 dark:bg-slate-900"
        >
          <ul className="flex flex-col">
            {navLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} onClick={closeMenu} className={`block ${navLinkClass}`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <HeaderActions className="mt-3 px-3 sm:hidden" onNavigate={closeMenu} />
        </div>
      )}
    </header>
  );
}

function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:flex-row sm:justify-between sm:px-6">
        <div className="max-w-sm">
          <BrandLogo />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Portal akun premium private untuk streaming, musik, penyimpanan cloud, dan produk digital.
          </p>
        </div>
        <nav aria-label="Tautan cepat">
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Tautan Cepat</h2>
          <ul className="mt-3 space-y-2">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  className="text-sm text-slate-600 transition-colors hover:text-brand-600 dark:text-slate-400 dark:hover:text-brand-400"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500 dark:border-slate-800 dark:text-slate-500">
        © {new Date().getFullYear()} Premium Shop
      </p>
    </footer>
  );
}

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      {/* The header floats above the page, so the content starts below its 4rem height. */}
      <main className="flex-1 pt-16">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
