import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import {
  eventTicketResponse,
  FakeEventSource,
  installFakeEventSource,
  isTicketCall,
  lastStream,
  withLiveStream,
} from '../../test-utils/fake-event-source';
import { authAnswer, jsonResponse, renderRoutes, stubFetch } from '../../test-utils/render-routes';
import { AdminLayout } from './admin-layout';

/** The fake server: `state.waiting` orders in Process; every other list is empty. */
function stubConsole(state: { waiting: number }) {
  return stubFetch((url, init) => {
    if (isTicketCall(url, init)) return eventTicketResponse();
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    if (pathname === '/api/admin/orders' && searchParams.get('status') === 'Process') {
      return jsonResponse(200, {
        data: [],
        pagination: { page: 1, limit: 1, total: state.waiting, totalPages: state.waiting },
      });
    }
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

function renderConsole() {
  const answer = authAnswer();
  saveSession({ ...answer.data, user: { ...answer.data.user, name: 'Admin Toko', role: 'admin' } });
  return renderRoutes(
    withLiveStream([
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <p>Isi ringkasan</p> },
          { path: '*', element: <p>Isi area</p> },
        ],
      },
    ]),
    '/admin',
  );
}

async function openStream() {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  lastStream().open();
}

function menus() {
  return ['Menu admin', 'Menu admin ringkas'].map((name) => screen.getByRole('navigation', { name }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('admin console with the live stream', () => {
  it("counts the orders waiting beside 'Pesanan', and a new one raises it with a toast that opens it", async () => {
    installFakeEventSource();
    const fetchMock = stubConsole({ waiting: 2 });
    const { router } = renderConsole();

    for (const nav of menus()) {
      expect(await within(nav).findByText('2 pesanan menunggu diproses')).toBeInTheDocument();
      // The link keeps its own name; the count is read after it.
      const link = within(nav).getByRole('link', { name: 'Pesanan' });
      expect(link.closest('li')).toContainElement(within(nav).getByText('2 pesanan menunggu diproses'));
    }
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/orders?status=Process&limit=1', expect.anything());
    await openStream();

    lastStream().send(
      'admin.order.waiting',
      { orderId: '8f0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c', invoice: 'INV-20261124-ZZZ999', waiting: 3 },
      '51',
    );

    for (const nav of menus()) {
      expect(await within(nav).findByText('3 pesanan menunggu diproses')).toBeInTheDocument();
    }
    const message = await screen.findByText('Pesanan baru menunggu diproses: INV-20261124-ZZZ999');
    const toastItem = message.closest('li') ?? document.body;
    fireEvent.click(within(toastItem).getByRole('button', { name: 'Lihat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pesanan/INV-20261124-ZZZ999'));
  });

  it('lowers the count, without a toast, when an admin anywhere handles a waiting order', async () => {
    installFakeEventSource();
    stubConsole({ waiting: 2 });
    renderConsole();
    for (const nav of menus()) {
      expect(await within(nav).findByText('2 pesanan menunggu diproses')).toBeInTheDocument();
    }
    await openStream();

    lastStream().send(
      'admin.order.handled',
      {
        orderId: '8f0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c',
        invoice: 'INV-20261124-ZZZ999',
        status: 'Paid',
        waiting: 1,
      },
      '52',
    );
    for (const nav of menus()) {
      expect(await within(nav).findByText('1 pesanan menunggu diproses')).toBeInTheDocument();
    }
    lastStream().send(
      'admin.order.handled',
      {
        orderId: '9f0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c',
        invoice: 'INV-20261124-ZZZ998',
        status: 'Canceled',
        waiting: 0,
      },
      '53',
    );
    await waitFor(() => expect(screen.queryByText(/menunggu diproses/)).not.toBeInTheDocument());
    expect(screen.queryByText(/INV-20261124-ZZZ99/)).not.toBeInTheDocument();
  });

  it('shows no count while nothing waits', async () => {
    installFakeEventSource();
    const fetchMock = stubConsole({ waiting: 0 });
    renderConsole();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/orders?status=Process&limit=1', expect.anything()),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/menunggu diproses/)).not.toBeInTheDocument();
  });

  it('toasts a filled preorder group, a new complaint and a refused payment', async () => {
    installFakeEventSource();
    stubConsole({ waiting: 0 });
    renderConsole();
    await openStream();

    lastStream().send(
      'admin.group.filled',
      { productItemId: '1c0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c', productName: 'Netflix Premium' },
      '61',
    );
    expect(
      await screen.findByText('Grup preorder Netflix Premium sudah penuh, siap diaktifkan'),
    ).toBeInTheDocument();

    lastStream().send(
      'admin.complaint.created',
      { complaintId: '2c0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c' },
      '62',
    );
    expect(await screen.findByText('Pengaduan baru masuk')).toBeInTheDocument();

    lastStream().send(
      'admin.payment.refused',
      { reference: 'SBX-77', reason: 'Jumlah pembayaran tidak sesuai' },
      '63',
    );
    expect(await screen.findByText('Pembayaran SBX-77 ditolak')).toBeInTheDocument();
    expect(screen.getByText('Jumlah pembayaran tidak sesuai')).toBeInTheDocument();
  });

  it('toasts a payment Tripay gave back, with its amount and the order to open', async () => {
    installFakeEventSource();
    stubConsole({ waiting: 0 });
    renderConsole();
    await openStream();

    lastStream().send(
      'admin.payment.refunded',
      {
        orderId: '3c0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c',
        invoice: 'INV-REFUND-1',
        amount: 27_939,
        status: 'Canceled',
      },
      '64',
    );
    expect(await screen.findByText('Dana pesanan INV-REFUND-1 dikembalikan oleh Tripay')).toBeInTheDocument();
    expect(screen.getByText('Sebesar Rp 27.939')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Lihat' }));
    expect(await screen.findByText('Isi area')).toBeInTheDocument();
  });
});
