import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import {
  authAnswer,
  jsonResponse,
  landingRoute,
  renderRoutes,
  stubFetch,
} from '../../test-utils/render-routes';
import { DashboardLayout } from './dashboard-layout';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDashboardAs(role: 'customer' | 'admin') {
  const answer = authAnswer();
  saveSession({ ...answer.data, user: { ...answer.data.user, role } });
  // The bell and the chat link ask the server; they are not what these tests are about.
  stubFetch(() => jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' }));
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: <DashboardLayout />,
        children: [{ index: true, element: <p>Isi dashboard</p> }],
      },
      landingRoute('/admin'),
    ],
    '/dashboard',
  );
}

describe('dashboard layout', () => {
  it('shows an admin a link to the admin console in the sidebar and the drawer', async () => {
    const { router } = renderDashboardAs('admin');

    const sidebar = screen.getAllByRole('navigation', { name: 'Menu dashboard', hidden: true });
    // One in the sidebar, one in the phone drawer.
    expect(sidebar).toHaveLength(2);
    for (const nav of sidebar) {
      expect(within(nav).getByRole('link', { name: 'Konsol Admin', hidden: true })).toHaveAttribute(
        'href',
        '/admin',
      );
    }

    fireEvent.click(within(sidebar[0]!).getByRole('link', { name: 'Konsol Admin' }));
    expect(await screen.findByText('Halaman /admin')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows a customer no admin link', () => {
    renderDashboardAs('customer');

    expect(screen.getByText('Isi dashboard')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Pesanan Saya', hidden: true })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Konsol Admin', hidden: true })).not.toBeInTheDocument();
  });

  it('takes the focus into the phone drawer, keeps Tab inside and gives it back to the menu button on Escape', async () => {
    const user = userEvent.setup();
    renderDashboardAs('customer');
    const menuButton = screen.getByRole('button', { name: 'Buka menu' });

    await user.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Menu dashboard' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('button', { name: 'Tutup menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    // Logo, close button and five links: ten presses go round and stay in the drawer.
    const visited = new Set<Element | null>();
    for (let step = 0; step < 10; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
      visited.add(document.activeElement);
    }
    expect(visited).toContain(within(drawer).getByRole('link', { name: 'Pengaturan Akun' }));
    expect(visited).toContain(within(drawer).getByRole('button', { name: 'Tutup menu' }));
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Menu dashboard' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the drawer from its close button and after following a link, the focus back on the menu button', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboardAs('customer');
    const menuButton = screen.getByRole('button', { name: 'Buka menu' });

    await user.click(menuButton);
    await user.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Menu dashboard' });
    await user.click(within(drawer).getByRole('link', { name: 'Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('shows a customer whose number is not verified the notice to verify it, above the page', async () => {
    const answer = authAnswer();
    saveSession(answer.data);
    stubFetch((url) =>
      url === '/api/users/me'
        ? jsonResponse(200, { data: { ...answer.data.user, isPhoneVerified: false } })
        : jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' }),
    );
    renderRoutes(
      [
        {
          path: '/dashboard',
          element: <DashboardLayout />,
          children: [{ index: true, element: <p>Isi dashboard</p> }],
        },
      ],
      '/dashboard',
    );

    const notice = await screen.findByRole('region', { name: 'Verifikasi nomor WhatsApp' });
    expect(notice).toHaveTextContent(
      'Verifikasi nomor WhatsApp-mu agar kredensial dan pengingat dikirim lewat WhatsApp.',
    );
    expect(within(notice).getByRole('button', { name: 'Verifikasi' })).toBeInTheDocument();
    expect(screen.getByText('Isi dashboard')).toBeInTheDocument();
  });
});
