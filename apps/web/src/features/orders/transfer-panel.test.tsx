import type { OrderTransfer } from '@premium-shop/domain/bank-transfer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  landingRoute,
  renderRoutes,
  signInForTest,
  stubFetch,
} from '../../test-utils/render-routes';
import { orderFixture } from '../../test-utils/order-fixtures';
import { shopInfoFixture } from '../../test-utils/shop-info-fixture';
import { OrderDetailPage } from './order-detail-page';

const order = orderFixture({
  method: 'TRANSFER',
  status: 'Pending',
  paid_at: null,
  gatewayFee: 0,
  total: 27_123,
  checkout_url: null,
  account: null,
});

function transferFixture(fields: Partial<OrderTransfer> = {}): OrderTransfer {
  return {
    orderId: order._id,
    invoice: order.invoice,
    total: 27_123,
    uniqueCode: 123,
    deadline: '2026-11-30T05:00:00.000Z',
    state: 'awaiting',
    stateLabel: 'Menunggu Transfer',
    proof: null,
    proofUploadedAt: null,
    rejectReason: null,
    canUpload: true,
    accounts: [{ _id: 'a1', bank: 'BCA', accountNumber: '1234567890', holderName: 'Premium Shop' }],
    ...fields,
  };
}

function stubShop(initial: OrderTransfer, onUpload?: () => OrderTransfer) {
  let transfer = initial;
  return stubFetch((url, init) => {
    const { pathname } = new URL(url, 'http://shop.test');
    if (pathname === `/api/payments/${order.invoice}`) return jsonResponse(200, { data: order });
    if (pathname === `/api/payments/${order._id}/transfer`) return jsonResponse(200, { data: transfer });
    if (pathname === `/api/payments/${order._id}/transfer-proof` && init?.method === 'POST' && onUpload) {
      transfer = onUpload();
      return jsonResponse(201, {
        data: transfer,
        message: 'Bukti transfer terkirim, menunggu konfirmasi admin.',
      });
    }
    if (pathname === '/api/shop-info') return jsonResponse(200, { data: shopInfoFixture() });
    if (pathname === '/api/product-pins') return jsonResponse(200, { data: [] });
    return jsonResponse(404, { message: 'Tidak ditemukan', code: 'NOT_FOUND' });
  });
}

function renderDetail() {
  return renderRoutes(
    [
      { path: '/dashboard/pesanan/detail/:invoice', element: <OrderDetailPage /> },
      landingRoute('/dashboard/pesanan'),
    ],
    `/dashboard/pesanan/detail/${order.invoice}`,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a 'Transfer Bank' order's page", { timeout: 30_000 }, () => {
  it('shows the accounts, the exact amount with its code, the deadline, and sends the proof', async () => {
    signInForTest();
    const fetchMock = stubShop(transferFixture(), () =>
      transferFixture({
        state: 'submitted',
        stateLabel: 'Menunggu Konfirmasi',
        canUpload: false,
        proof: '/api/files/a.png',
      }),
    );
    renderDetail();

    expect(
      await screen.findByRole('heading', { name: 'Transfer Bank' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('transfer-amount')).toHaveTextContent('Rp 27.123');
    expect(screen.getByText(/Termasuk kode unik Rp 123/)).toBeInTheDocument();
    expect(screen.getByText('1234567890')).toBeInTheDocument();
    expect(screen.getByText('a.n. Premium Shop')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salin jumlah transfer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salin nomor rekening BCA' })).toBeInTheDocument();
    expect(screen.getByText('30 November 2026 pukul 12.00 WIB')).toBeInTheDocument();
    expect(screen.getByText('Transfer Bank', { selector: 'dd' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Unggah Bukti Transfer' }));
    expect(await screen.findByText('Pilih gambar bukti transfer')).toBeInTheDocument();

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'bukti.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Bukti transfer'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Unggah Bukti Transfer' }));

    expect(await screen.findByText('Menunggu Konfirmasi')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Unggah Bukti Transfer' })).not.toBeInTheDocument(),
    );
    const upload = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/transfer-proof'));
    expect(upload?.[1]?.body).toBeInstanceOf(FormData);
    expect((upload?.[1]?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('says why the admin refused the last proof and lets the customer send another', async () => {
    signInForTest();
    stubShop(
      transferFixture({ state: 'rejected', stateLabel: 'Bukti Ditolak', rejectReason: 'Nominal kurang' }),
    );
    renderDetail();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bukti transfer sebelumnya ditolak: Nominal kurang',
    );
    expect(screen.getByText('Bukti Ditolak')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unggah Bukti Transfer' })).toBeInTheDocument();
  });

  it('offers no upload once the deadline passed', async () => {
    signInForTest();
    stubShop(transferFixture({ canUpload: false }));
    renderDetail();

    expect(await screen.findByText('Batas waktu transfer sudah lewat.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unggah Bukti Transfer' })).not.toBeInTheDocument();
  });
});
