import { fireEvent, screen, within } from '@testing-library/react';
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
});
