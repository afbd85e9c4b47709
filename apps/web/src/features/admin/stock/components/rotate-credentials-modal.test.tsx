import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../../test-utils/render-routes';
import { RotateCredentialsModal } from './rotate-credentials-modal';
import { billingFixture } from '../../../../test-utils/stock-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderModal(answer?: Response) {
  const bodies: unknown[] = [];
  stubFetch((url, init) => {
    if (url === '/api/admin/product-items/item-1/rotate') {
      bodies.push(sentBody(init));
      if (answer) return answer;
    }
    return jsonResponse(404, { message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
  });
  signInForTest();
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/admin/stok',
        element: (
          <RotateCredentialsModal
            isOpen
            itemId="item-1"
            itemName="Netflix Grup A"
            memberCount={2}
            onClose={onClose}
          />
        ),
      },
    ],
    '/admin/stok',
  );
  const dialog = screen.getByRole('dialog', { name: 'Ganti Password Netflix Grup A' });
  return {
    dialog,
    bodies,
    onClose,
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan & Beri Tahu' })),
  };
}

describe('RotateCredentialsModal', () => {
  it("asks for a new password or PIN in the server's words, under the focused password field", async () => {
    const { dialog, bodies, submit } = renderModal();
    fireEvent.change(within(dialog).getByLabelText('PIN baru'), { target: { value: '   ' } });
    submit();

    const password = within(dialog).getByLabelText('Password baru');
    expect(await within(dialog).findByText('Isi password baru atau PIN baru')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Isi password baru atau PIN baru');
    expect(bodies).toEqual([]);
  });

  it('refuses a password longer than the server keeps', async () => {
    const { dialog, bodies, submit } = renderModal();
    fireEvent.change(within(dialog).getByLabelText('Password baru'), { target: { value: 'x'.repeat(501) } });
    submit();

    expect(await within(dialog).findByText('Password baru terlalu panjang')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password baru')).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('sends only the PIN when the password is left blank, and closes', async () => {
    const item = {
      _id: 'item-1',
      name: 'Netflix Grup A',
      product: { _id: 'p1', name: 'Netflix', type: 'Sharing Account', method: 'Ready' },
      package: null,
      email: 'a@contoh.id',
      domain: null,
      state: 'active',
      slot: 5,
      seatsTaken: 2,
      freeSeats: 3,
      providerExpiresAt: null,
      host: null,
      hasSecret: true,
      isLowStock: false,
      billing: billingFixture(),
      profiles: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const { dialog, bodies, onClose, submit } = renderModal(
      jsonResponse(200, {
        data: { item, notified: 2 },
        message: 'Kredensial diperbarui, 2 pelanggan diberi tahu',
      }),
    );
    fireEvent.change(within(dialog).getByLabelText('PIN baru'), { target: { value: ' 4321 ' } });
    submit();

    expect(await screen.findByText('Kredensial diperbarui, 2 pelanggan diberi tahu')).toBeInTheDocument();
    expect(bodies).toEqual([{ pin: '4321' }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's field message under its field", async () => {
    const { dialog, submit } = renderModal(
      jsonResponse(400, {
        message: 'PIN baru tidak valid',
        code: 'VALIDATION_FAILED',
        errors: { pin: 'PIN baru tidak valid' },
      }),
    );
    fireEvent.change(within(dialog).getByLabelText('PIN baru'), { target: { value: '12' } });
    submit();

    await waitFor(() =>
      expect(within(dialog).getByLabelText('PIN baru')).toHaveAccessibleDescription('PIN baru tidak valid'),
    );
    expect(within(dialog).getByLabelText('PIN baru')).toHaveAttribute('aria-invalid', 'true');
  });
});
