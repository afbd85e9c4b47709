import { HEADER_SCROLL_THRESHOLD_PX } from '@premium-shop/domain/constants';
import { navUserName } from '@premium-shop/domain/format';
import { Menu, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from '../../lib/router';
import { useSession } from '../../lib/session';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { BrandLogo } from '../../ui/brand-logo';
import { useDismiss } from '../../ui/overlay';
import { ThemeToggle } from '../../ui/theme-toggle';
import { paths } from '../paths';
import { useStickyHeaderHeight } from './sticky-header-height';

const navLinks = [
  { label: 'Tentang', to: paths.homeSection('about') },
  { label: 'Produk Kami', to: paths.allProduct({ type: 'all' }) },
  { label: 'Produk Digital', to: paths.allProduct({ type: 'digital' }) },
  { label: 'Cara Pesan', to: paths.homeSection('howToOrder') },
];

const MOBILE_MENU_ID = 'mobile-menu';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:text-brand-400';

const outlineButtonClass =
  'rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-600 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-brand-400 dark:text-brand-300 dark:hover:bg-brand-950';

const solidButtonClass =
  'rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

interface HeaderActionsProps {
  className?: string;
  onNavigate?: () => void;
}

/** SPEC §2 'Top navigation', logged in: the user's name and a Dashboard button instead of DAFTAR/LOGIN. */
function UserActions({ name, className = '', onNavigate }: HeaderActionsProps & { name: string }) {
  return (
    <div className={`items-center gap-2 ${className}`}>
      <Link
        to={paths.dashboard()}
        onClick={onNavigate}
        title={name}
        className="rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap text-slate-800 transition-colors hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-100 dark:hover:text-brand-400"
      >
        {navUserName(name)}
      </Link>
      <Link to={paths.dashboard()} onClick={onNavigate} className={solidButtonClass}>
        Dashboard
      </Link>
    </div>
  );
}

function GuestActions({ className = '', onNavigate }: HeaderActionsProps) {
  return (
    <div className={`items-center gap-2 ${className}`}>
      <Link to={paths.register()} onClick={onNavigate} className={outlineButtonClass}>
        DAFTAR
      </Link>
      <Link to={paths.login()} onClick={onNavigate} className={solidButtonClass}>
        LOGIN
      </Link>
    </div>
  );
}

function HeaderActions(props: HeaderActionsProps) {
  const session = useSession();
  return session ? <UserActions name={session.userData.name} {...props} /> : <GuestActions {...props} />;
}

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return isOpen ? (
    <X aria-hidden="true" className="size-6" />
  ) : (
    <Menu aria-hidden="true" className="size-6" />
  );
}

/**
 * The public pages' top navigation (SPEC §2). It floats transparent over the hero and, once the page
 * scrolls beyond 40 px (SPEC §9), becomes fixed with a solid background so it stays in reach.
 */
export function SiteHeader() {
  const isScrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const location = useLocation();
  // The menu belongs to the location it was opened at: any navigation closes it, even one that only
  // changes the hash (/#tentang) and so re-renders nothing else.
  const [menuLocationKey, setMenuLocationKey] = useState<string | null>(null);
  const isMenuOpen = menuLocationKey === location.key;
  const closeMenu = () => setMenuLocationKey(null);
  const toggleMenu = () => setMenuLocationKey(isMenuOpen ? null : location.key);

  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const headerRef = useStickyHeaderHeight();
  // The disclosure pattern: Escape closes the menu and, when the focus was in it, puts it back on the
  // toggle instead of letting it fall to the page as the menu's links go away.
  useDismiss({
    isOpen: isMenuOpen,
    onDismiss: closeMenu,
    insideRefs: [toggleRef, menuRef],
    returnFocusRef: toggleRef,
  });

  return (
    <header
      ref={headerRef}
      data-scrolled={isScrolled}
      className={`inset-x-0 top-0 z-40 transition-colors ${
        isScrolled
          ? 'fixed animate-slide-down bg-white/95 shadow-md backdrop-blur dark:bg-slate-900/95 dark:shadow-black/30'
          : 'absolute bg-transparent'
      }`}
    >
      <nav
        aria-label="Navigasi utama"
        className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6"
      >
        <Link
          to={paths.home()}
          className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
        >
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
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <HeaderActions className="hidden sm:flex" />
          <button
            ref={toggleRef}
            type="button"
            onClick={toggleMenu}
            aria-expanded={isMenuOpen}
            // The menu is only in the page while open: a closed one gives the button nothing to point at.
            aria-controls={isMenuOpen ? MOBILE_MENU_ID : undefined}
            aria-label={isMenuOpen ? 'Tutup menu' : 'Buka menu'}
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <MenuIcon isOpen={isMenuOpen} />
          </button>
        </div>
      </nav>
      {isMenuOpen && (
        <div
          ref={menuRef}
          id={MOBILE_MENU_ID}
          className="animate-fade-in border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden dark:border-slate-800 dark:bg-slate-900"
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
          <HeaderActions className="mt-3 flex px-3 sm:hidden" onNavigate={closeMenu} />
        </div>
      )}
    </header>
  );
}
