import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveOrderDraft, type OrderDraft } from '../../lib/order-draft';
import { jsonResponse, landingRoute, renderRoutes, stubFetch } from '../../test-utils/render-routes';
import { PaymentConfirmationPage } from './payment-confirmation-page';

const draft: OrderDraft = {
  productId: 'p1',
  productName: 'Netflix Premium',
  method: 'Preorder',
  package: 'Sharing',
  packageId: 'pk-sharing',
  duration: { value: 90, label: '3 Bulan' },
  price: 60_000,
  orderDate: '2026-11-23T10:00:00.000Z',
  adminFee: 6_000,
  groupMembers: 5,
  tax: 0,
  providerPrice: 150_000,
  totalPrice: 66_000,
  icon: 'uploads/demo/netflix-icon.svg',
  email: '',
  domain: '',
  credInfo: '',
  voucher: null,
  type: 'Sharing Private',
};

function renderConfirmation(url: string) {
  return renderRoutes(
    [
      {
        path: '/payment-confirmation/:type',
        element: <PaymentConfirmationPage />,
        errorElement: <p>Halaman Tidak Ditemukan</p>,
      },
      {
        path: '/dashboard/payment-confirmation/:type',
        element: <PaymentConfirmationPage />,
      },
      landingRoute('/'),
      landingRoute('/payment'),
      landingRoute('/dashboard/payment'),
      landingRoute('/dashboard/pesanan'),
      landingRoute('/dashboard/pembelian'),
    ],
    url,
  );
}

/** The product's promos as the public API answers them (none unless a test says). */
function stubPromos(promos: unknown[] = []) {
  return stubFetch((url) =>
    url === `/api/product-discounts/${draft.productId}`
      ? jsonResponse(200, { data: promos })
      : jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' }),
  );
}

beforeEach(() => {
  stubPromos();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('payment confirmation page', () => {
  it('takes the running promo off the total, as the checkout will', async () => {
    stubPromos([{ _id: 'd1', product: { _id: 'p1' }, duration: 90, value: '10%', used: 3, slot: 10 }]);
    saveOrderDraft(draft);
    renderConfirmation('/payment-confirmation/payment');

    // 60.000 + 6.000 admin, less 10% = 59.400.
    expect(await screen.findByText('- Rp 6.600')).toBeInTheDocument();
    expect(screen.getByText('Diskon Promo').nextElementSibling).toHaveTextContent('- Rp 6.600');
    expect(screen.getByText('Total Harga').nextElementSibling).toHaveTextContent('Rp 59.400');
  });

  it('shows the preorder draft with its note and the Pre-Order terms', async () => {
    saveOrderDraft(draft);
    renderConfirmation('/payment-confirmation/preorder');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Konfirmasi Pembelian PREORDER' }),
    ).toBeInTheDocument();
    const rows = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toEqual({
      'Order No': '-',
      Status: 'Preorder',
      Produk: 'Netflix Premium',
      Paket: 'Sharing',
      Durasi: '3 Bulan',
      'Total Harga': 'Rp 66.000',
    });
    expect(screen.getByText(/Akun akan dibuat setelah grup terisi/)).toHaveTextContent('5 user per akun');

    fireEvent.click(screen.getByRole('button', { name: 'Baca Syarat & Ketentuan Pre-Order' }));
    const terms = await screen.findByRole('dialog', { name: 'Syarat & Ketentuan Pre-Order' });
    for (const section of [
      'Konfirmasi Komitmen',
      'Pembayaran',
      'Pembuatan Akun',
      'Pembatalan',
      'Perubahan Ketentuan',
      'Penyalahgunaan dan Penipuan',
      'Persetujuan',
    ]) {
      expect(within(terms).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    fireEvent.click(within(terms).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Menunggu Pembayaran' and the host note for a host order", () => {
    saveOrderDraft({ ...draft, method: 'Ready', package: 'Host' });
    renderConfirmation('/payment-confirmation/host');

    expect(screen.getByRole('heading', { level: 1, name: 'Konfirmasi Pembelian HOST' })).toBeInTheDocument();
    expect(screen.getByText('Menunggu Pembayaran')).toBeInTheDocument();
    expect(screen.queryByText('Sedang Proses')).not.toBeInTheDocument();
    expect(screen.getByText(/Sebagai Host/)).toHaveTextContent('Rp 150.000');
    expect(screen.queryByText(/Pre-Order perlu dikonfirmasi/)).not.toBeInTheDocument();
  });

  it("says a payment order is not paid yet: 'Menunggu Pembayaran' in the Pending colour, never 'Sedang Proses'", () => {
    saveOrderDraft({ ...draft, method: 'Ready' });
    renderConfirmation('/payment-confirmation/payment');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Konfirmasi Pembelian PAYMENT' }),
    ).toBeInTheDocument();
    const badge = screen.getByText('Menunggu Pembayaran');
    expect(badge).toHaveAttribute('data-colour', 'orange');
    expect(screen.queryByText('Sedang Proses')).not.toBeInTheDocument();
  });

  it('shows a Dedicated Private address once, mailbox@domain', () => {
    saveOrderDraft({
      ...draft,
      method: 'Ready',
      type: 'Dedicated Private',
      email: 'budi.kantor',
      domain: 'kantor.onmicrosoft.com',
    });
    renderConfirmation('/payment-confirmation/payment');
    const email = screen.getByText('Email', { selector: 'dt' });
    expect(email.nextElementSibling).toHaveTextContent(/^budi\.kantor@kantor\.onmicrosoft\.com$/);
  });

  it("goes on to /payment, or back to / with 'Kembali Ke Produk'", () => {
    saveOrderDraft({ ...draft, method: 'Ready' });
    renderConfirmation('/payment-confirmation/payment');

    expect(screen.getByRole('link', { name: 'Konfirmasi Pembelian' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('link', { name: 'Kembali Ke Produk' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Sebagai Host/)).not.toBeInTheDocument();
  });

  it('links to the dashboard screens on the dashboard route', () => {
    saveOrderDraft(draft);
    renderConfirmation('/dashboard/payment-confirmation/preorder');

    expect(screen.getByRole('link', { name: 'Konfirmasi Pembelian' })).toHaveAttribute(
      'href',
      '/dashboard/payment',
    );
    expect(screen.getByRole('link', { name: 'Kembali Ke Produk' })).toHaveAttribute(
      'href',
      '/dashboard/pembelian',
    );
  });

  it('goes to / without a draft (the dashboard: to the orders)', async () => {
    const { router } = renderConfirmation('/payment-confirmation/payment');
    expect(await screen.findByText('Halaman /')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to the orders without a draft on the dashboard route', async () => {
    renderConfirmation('/dashboard/payment-confirmation/payment');
    expect(await screen.findByText('Halaman /dashboard/pesanan')).toBeInTheDocument();
  });
});
