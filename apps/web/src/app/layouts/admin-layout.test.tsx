import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { authAnswer, jsonResponse, renderRoutes, stubFetch } from '../../test-utils/render-routes';
import { ADMIN_LINKS, AdminLayout } from './admin-layout';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderConsole(url: string) {
  const answer = authAnswer();
  saveSession({ ...answer.data, user: { ...answer.data.user, name: 'Admin Toko', role: 'admin' } });
  stubFetch(() => jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' }));
  return renderRoutes(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <p>Isi ringkasan</p> },
          { path: '*', element: <p>Isi area</p> },
        ],
      },
    ],
    url,
  );
}

describe('admin layout', () => {
  it('names its menus as navigation of plain links, the current area marked as the page', () => {
    renderConsole('/admin/stok');

    for (const name of ['Menu admin', 'Menu admin ringkas']) {
      const nav = screen.getByRole('navigation', { name });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(ADMIN_LINKS.map((link) => link.label));
      expect(within(nav).queryByRole('menu')).not.toBeInTheDocument();
      const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.textContent)).toEqual(['Stok Akun']);
    }
  });

  it('follows an area by keyboard and opens KELUAR as a dialog that gives the focus back on Escape', async () => {
    const user = userEvent.setup();
    const { router } = renderConsole('/admin');
    const nav = screen.getByRole('navigation', { name: 'Menu admin' });

    within(nav).getByRole('link', { name: 'Ringkasan' }).focus();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Pesanan' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/admin/pesanan');
    expect(within(nav).getByRole('link', { name: 'Pesanan' })).toHaveAttribute('aria-current', 'page');

    const keluar = screen.getByRole('button', { name: 'KELUAR' });
    keluar.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Yakin Ingin Keluar' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Kembali' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(keluar).toHaveFocus();
  });
});
