import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  landingRoute,
  renderRoutes,
  signInForTest,
  stubFetch,
} from '../../test-utils/render-routes';
import { SandboxPayPage } from './sandbox-pay-page';

const pending = {
  reference: 'SBX-1',
  invoice: 'INV-20261123-ABC123',
  total: 27_939,
  status: 'Pending',
  isPayable: true,
};

function renderPage() {
  return renderRoutes(
    [{ path: '/sandbox-pay/:reference', element: <SandboxPayPage /> }, landingRoute('/dashboard/pesanan')],
    '/sandbox-pay/SBX-1',
  );
}

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('sandbox payment page', () => {
  it("shows the buyer's invoice and amount, and Bayar pays through the API with the session", async () => {
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'POST')
        return jsonResponse(200, { data: { ...pending, status: 'Paid', isPayable: false } });
      return jsonResponse(200, { data: pending });
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Pembayaran Sandbox' })).toBeInTheDocument();
    expect(screen.getByText('INV-20261123-ABC123')).toBeInTheDocument();
    expect(screen.getByText('Rp 27.939')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batalkan' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Bayar' }));
    expect(await screen.findByText('Halaman /dashboard/pesanan')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/sandbox-pay/SBX-1/pay');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-1');
  });

  it('sends Batalkan as cancel', async () => {
    const fetchMock = stubFetch((_url, init) =>
      jsonResponse(200, {
        data: init?.method === 'POST' ? { ...pending, status: 'Canceled', isPayable: false } : pending,
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan' }));
    expect(await screen.findByText('Halaman /dashboard/pesanan')).toBeInTheDocument();
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/sandbox-pay/SBX-1/cancel');
  });

  it('offers no buttons once the order is paid', async () => {
    stubFetch(() => jsonResponse(200, { data: { ...pending, status: 'Paid', isPayable: false } }));
    renderPage();
    expect(await screen.findByText('Sudah dibayar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bayar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Pesanan Saya' })).toHaveAttribute(
      'href',
      '/dashboard/pesanan',
    );
  });

  it("says the transaction is not found when the order is someone else's (404)", async () => {
    stubFetch(() => jsonResponse(404, { message: 'Transaksi tidak ditemukan', code: 'NOT_FOUND' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Transaksi tidak ditemukan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bayar' })).not.toBeInTheDocument();
  });
});
