import type { OrderInfo } from '@premium-shop/domain/checkout';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signInForTest, stubFetch } from '../../../test-utils/render-routes';
import { OrderInfoModal } from './order-info-modal';

const PRODUCT_ID = '6f0c1f36-3c1a-4a4e-9d55-0a6f3b8f0a11';

function stubDomains(answer: () => Response) {
  return stubFetch((url) =>
    url === `/api/product-items/domain/${PRODUCT_ID}`
      ? answer()
      : jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' }),
  );
}

function renderModal(type = 'Dedicated Private') {
  signInForTest();
  const onSubmit = vi.fn<(info: OrderInfo) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderInfoModal
        isOpen
        onClose={() => {}}
        productId={PRODUCT_ID}
        type={type}
        registeredEmail="budi@gmail.com"
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Informasi Pesanan' }), onSubmit };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('order info modal: Dedicated Private', () => {
  it("lists the product's own domains, not the customers' mail domains", async () => {
    const fetchMock = stubDomains(() =>
      jsonResponse(200, { data: ['arsip.onmicrosoft.com', 'kantor.onmicrosoft.com'] }),
    );
    const { dialog } = renderModal();

    await within(dialog).findByRole('option', { name: '@kantor.onmicrosoft.com' });
    const options = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Pilih domain', '@arsip.onmicrosoft.com', '@kantor.onmicrosoft.com']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`/api/product-items/domain/${PRODUCT_ID}`]);
  });

  it('asks for a domain, then the name, and hands over the address once: mailbox and domain apart', async () => {
    stubDomains(() => jsonResponse(200, { data: ['kantor.onmicrosoft.com'] }));
    const { dialog, onSubmit } = renderModal();
    const next = within(dialog).getByRole('button', { name: 'Lanjutkan' });

    fireEvent.click(next);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Silahkan pilih domain terlebih dahulu',
    );

    await within(dialog).findByRole('option', { name: '@kantor.onmicrosoft.com' });
    fireEvent.change(within(dialog).getByLabelText('Domain'), {
      target: { value: 'kantor.onmicrosoft.com' },
    });
    fireEvent.click(next);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Email tidak boleh kosong'),
    );

    // Typing a whole address keeps only the name: the product's domain completes it, once.
    fireEvent.change(within(dialog).getByLabelText('Nama email'), {
      target: { value: 'budi.kantor@gmail.com' },
    });
    expect(within(dialog).getByText('@kantor.onmicrosoft.com', { selector: 'span' })).toBeInTheDocument();
    fireEvent.click(next);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'budi.kantor', domain: 'kantor.onmicrosoft.com' }),
    );
  });

  it('says so when the product has no domain yet, and keeps the picker closed', async () => {
    stubDomains(() => jsonResponse(200, { data: [] }));
    const { dialog } = renderModal();
    expect(
      await within(dialog).findByText('Belum ada domain tersedia untuk produk ini. Silakan hubungi admin.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Domain')).toBeDisabled();
  });

  it('says so when the domains cannot be loaded', async () => {
    stubDomains(() => jsonResponse(500, { message: 'x', code: 'INTERNAL' }));
    const { dialog } = renderModal();
    expect(await within(dialog).findByText('Gagal memuat domain. Silakan coba kembali.')).toBeInTheDocument();
  });

  it('does not ask for domains for other types', () => {
    const fetchMock = stubDomains(() => jsonResponse(200, { data: [] }));
    renderModal('Invite Email');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('order info modal: messages under their fields', () => {
  it('puts the domain message, then the name message, under its field and focuses it', async () => {
    stubDomains(() => jsonResponse(200, { data: ['kantor.onmicrosoft.com'] }));
    const { dialog, onSubmit } = renderModal();
    await within(dialog).findByRole('option', { name: '@kantor.onmicrosoft.com' });
    const next = within(dialog).getByRole('button', { name: 'Lanjutkan' });
    const domain = within(dialog).getByLabelText('Domain');
    const mailbox = within(dialog).getByLabelText('Nama email');

    fireEvent.click(next);
    await waitFor(() => expect(domain).toHaveFocus());
    expect(domain).toHaveAttribute('aria-invalid', 'true');
    expect(domain).toHaveAccessibleDescription('Silahkan pilih domain terlebih dahulu');
    expect(mailbox).toHaveAttribute('aria-invalid', 'false');

    fireEvent.change(domain, { target: { value: 'kantor.onmicrosoft.com' } });
    fireEvent.change(mailbox, { target: { value: '   ' } });
    fireEvent.click(next);
    await waitFor(() => expect(mailbox).toHaveFocus());
    expect(mailbox).toHaveAccessibleDescription('Email tidak boleh kosong');
    expect(domain).toHaveAttribute('aria-invalid', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks an invite for an e-mail under the Email field, or takes the registered one', async () => {
    stubDomains(() => jsonResponse(200, { data: [] }));
    const { dialog, onSubmit } = renderModal('Invite Sharing');
    const next = within(dialog).getByRole('button', { name: 'Lanjutkan' });
    const email = within(dialog).getByLabelText('Email');

    fireEvent.click(next);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email tidak boleh kosong');

    fireEvent.click(within(dialog).getByLabelText('Gunakan email yang terdaftar'));
    expect(email).toBeDisabled();
    expect(email).toHaveValue('budi@gmail.com');
    fireEvent.click(next);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'budi@gmail.com' }));
  });

  it('asks a licence for its credentials under the field and hands them over trimmed', async () => {
    stubDomains(() => jsonResponse(200, { data: [] }));
    const { dialog, onSubmit } = renderModal('Lisensi');
    const next = within(dialog).getByRole('button', { name: 'Lanjutkan' });
    const credentials = within(dialog).getByLabelText('Informasi kredensial');

    fireEvent.click(next);
    await waitFor(() => expect(credentials).toHaveFocus());
    expect(credentials).toHaveAccessibleDescription('Informasi kredensial tidak boleh kosong');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(credentials, { target: { value: '  budi@gmail.com / rahasia  ' } });
    await waitFor(() => expect(credentials).toHaveAttribute('aria-invalid', 'false'));
    fireEvent.click(next);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ credInfo: 'budi@gmail.com / rahasia' }));
  });
});
