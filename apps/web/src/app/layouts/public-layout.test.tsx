import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { authAnswer, jsonResponse, renderRoutes, stubFetch, testUser } from '../../test-utils/render-routes';
import { shopInfoFixture } from '../../test-utils/shop-info-fixture';
import { PublicLayout } from './public-layout';

beforeEach(() => {
  stubFetch((url) =>
    url.startsWith('/api/shop-info')
      ? jsonResponse(200, { data: shopInfoFixture() })
      : jsonResponse(404, { message: 'Tidak ditemukan', code: 'NOT_FOUND' }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  scrollTo(0);
});

function renderLayout() {
  return renderRoutes(
    [{ element: <PublicLayout />, children: [{ path: '/', element: <p>Isi halaman</p> }] }],
    '/',
  );
}

function signInAs(name: string) {
  saveSession({ ...authAnswer().data, user: { ...testUser, name } });
}

/** jsdom does not scroll: set the offset the hook reads and tell it, as the browser would. */
function scrollTo(offset: number) {
  Object.defineProperty(window, 'scrollY', { value: offset, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Navigasi utama' });
}

describe('public layout header', () => {
  it('links the sections and product lists', () => {
    renderLayout();

    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Tentang' })).toHaveAttribute('href', '/#tentang');
    expect(within(nav).getByRole('link', { name: 'Produk Kami' })).toHaveAttribute(
      'href',
      '/allProduct?type=all',
    );
    expect(within(nav).getByRole('link', { name: 'Produk Digital' })).toHaveAttribute(
      'href',
      '/allProduct?type=digital',
    );
    expect(within(nav).getByRole('link', { name: 'Cara Pesan' })).toHaveAttribute('href', '/#cara-pesan');
  });

  it('offers DAFTAR and LOGIN to a visitor', () => {
    renderLayout();

    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'DAFTAR' })).toHaveAttribute('href', '/login?to=/register');
    expect(within(nav).getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the name cut to 10 characters, the theme toggle and Dashboard', () => {
    signInAs('Budi Santoso');
    renderLayout();

    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Budi Santo...' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('button', { name: 'Ganti ke mode gelap' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'DAFTAR' })).not.toBeInTheDocument();
  });

  it.each([
    ['Budi Santo', 'Budi Santo'],
    ['  Sri  ', 'Sri'],
    ['', 'User'],
    ['   ', 'User'],
  ])('shows the name %j as %j', (name, shown) => {
    signInAs(name);
    renderLayout();

    expect(within(mainNav()).getByRole('link', { name: shown })).toHaveAttribute('href', '/dashboard');
  });

  it('becomes fixed with a solid background only after scrolling beyond 40 px', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('absolute', 'bg-transparent');

    scrollTo(40);
    expect(header).not.toHaveClass('fixed');

    scrollTo(41);
    expect(header).toHaveClass('fixed', 'shadow-md');
    expect(header).not.toHaveClass('bg-transparent');

    scrollTo(0);
    expect(header).toHaveClass('absolute');
  });

  it('opens the mobile menu, and closes it with Escape or a link', () => {
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Buka menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Tutup menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Produk Digital' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'LOGIN' })).toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.getElementById('mobile-menu')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Buka menu' }));
    fireEvent.click(within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Tentang' }));
    expect(document.getElementById('mobile-menu')).not.toBeInTheDocument();
  });
  it('closes the mobile menu with Escape from one of its links and puts the focus back on the toggle', async () => {
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Buka menu' });
    toggle.focus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Tentang' })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Produk Kami' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Buka menu');
    expect(toggle).toHaveFocus();
  });
});

describe('public layout footer', () => {
  it('leads to all products and the quick links', () => {
    renderLayout();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Lihat Semua Produk' })).toHaveAttribute(
      'href',
      '/allProduct',
    );
    const quickLinks = within(footer).getByRole('navigation', { name: 'Tautan cepat' });
    expect(within(quickLinks).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(quickLinks).getByRole('link', { name: 'Produk Kami' })).toHaveAttribute(
      'href',
      '/allProduct?type=all',
    );
    expect(within(quickLinks).getByRole('link', { name: 'Cara Pesan' })).toHaveAttribute(
      'href',
      '/#cara-pesan',
    );
  });

  it("shows the shop's e-mail, phone, hours and social links", async () => {
    renderLayout();

    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'support@premiumshop.id' })).toHaveAttribute(
      'href',
      'mailto:support@premiumshop.id',
    );
    expect(within(footer).getByRole('link', { name: '+62 812-3456-7890' })).toHaveAttribute(
      'href',
      'tel:+6281234567890',
    );
    expect(within(footer).getByText('Setiap hari 09.00 - 01.00 WIB')).toBeInTheDocument();
    const instagram = within(footer).getByRole('link', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/premiumshop');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: 'TikTok' })).toHaveAttribute(
      'href',
      'https://tiktok.com/@premiumshop',
    );
  });

  it('floats a WhatsApp chat link to the shop number with a question typed in, with room for it below the page', async () => {
    renderLayout();

    const chat = await screen.findByRole('link', { name: 'Chat WhatsApp' });
    const url = new URL(chat.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/6281234567890');
    expect(url.searchParams.get('text')).toMatch(/Premium Shop/);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveClass('fixed');
    expect(screen.getByRole('main')).toHaveClass('pb-24');
  });

  it('still shows the links when the shop info cannot be loaded', async () => {
    const fetchMock = stubFetch(() => jsonResponse(500, { message: 'Galat', code: 'INTERNAL' }));
    renderLayout();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat WhatsApp' })).not.toBeInTheDocument();
  });
});
