import type { AdminOrder } from '@premium-shop/domain/admin-operations-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../../test-utils/render-routes';
import { adminOrderFixture } from '../admin-order-fixtures';
import { FULFIL_MESSAGES, FulfilOrderDialog } from './fulfil-order-dialog';

function renderDialog(order: AdminOrder) {
  // No stock calls here: the existing-account picker falls back to its id field.
  stubFetch(() => jsonResponse(404, { message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' }));
  const onSubmit = vi.fn();
  renderRoutes(
    [
      {
        path: '/admin/pesanan',
        element: (
          <FulfilOrderDialog
            order={order}
            isOpen
            isPending={false}
            error={null}
            onSubmit={onSubmit}
            onClose={vi.fn()}
          />
        ),
      },
    ],
    '/admin/pesanan',
  );
  const dialog = screen.getByRole('dialog', { name: 'Selesaikan Pesanan' });
  return {
    dialog,
    onSubmit,
    field: (label: string) => within(dialog).getByLabelText(label),
    type: (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } }),
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: /Simpan/ })),
  };
}

function sharingPrivate(overrides: Partial<AdminOrder> = {}) {
  const order = adminOrderFixture(overrides);
  return { ...order, product: { ...order.product, name: 'Netflix Premium', type: 'Sharing Private' } };
}

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FulfilOrderDialog', () => {
  it("asks for the Sharing Private seat's profile and PIN under each field, focusing the profile", async () => {
    const { dialog, onSubmit, field, type, submit } = renderDialog(sharingPrivate({ package: 'Sharing' }));
    type('Password', 'Rahasia#1');
    submit();

    expect(await within(dialog).findAllByText(FULFIL_MESSAGES.profileRequired)).toHaveLength(2);
    expect(field('Profil pelanggan')).toHaveFocus();
    expect(field('Profil pelanggan')).toHaveAccessibleDescription(FULFIL_MESSAGES.profileRequired);
    expect(field('PIN pelanggan')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    type('Profil pelanggan', 'Kamar 1');
    type('PIN pelanggan', '1111');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      newItem: {
        name: 'Netflix Premium INV-20261123-ADM001',
        email: 'budi@premiumshop.onmicrosoft.com',
        domain: 'premiumshop.onmicrosoft.com',
        password: 'Rahasia#1',
      },
      profile: 'Kamar 1',
      pin: '1111',
    });
  });

  it('lets a renewal keep its profile: the seat fields may stay empty', async () => {
    const { onSubmit, submit } = renderDialog(sharingPrivate({ kind: 'renewal' }));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('refuses a link the server would not take, in its words under the focused field', async () => {
    const order = adminOrderFixture({ product: { ...adminOrderFixture().product, type: 'Invite Email' } });
    const { dialog, onSubmit, field, type, submit } = renderDialog(order);
    type('Link akses', 'bukan link');
    type('Link undangan pelanggan', 'juga bukan');
    submit();

    expect(await within(dialog).findAllByText('Link tidak valid')).toHaveLength(2);
    expect(field('Link akses')).toHaveFocus();
    expect(field('Link akses')).toHaveAccessibleDescription('Link tidak valid');
    expect(field('Link undangan pelanggan')).toHaveAccessibleDescription('Link tidak valid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an account id that is not one, in the server's words", async () => {
    const { dialog, onSubmit, field, type, submit } = renderDialog(adminOrderFixture());
    fireEvent.click(field('Pilih akun yang ada'));
    await within(dialog).findByLabelText('ID akun');
    type('ID akun', 'grup-a');
    submit();

    expect(await within(dialog).findByText('Akun tidak valid')).toBeInTheDocument();
    expect(field('ID akun')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's field messages under their fields", async () => {
    const { dialog, onSubmit, field, submit } = renderDialog(adminOrderFixture());
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());

    const onRefused = onSubmit.mock.calls[0]![1] as (failure: unknown) => void;
    const message = 'Email akun terlalu panjang';
    onRefused(new ApiError(400, 'VALIDATION_FAILED', message, { 'newItem.email': message }, true));
    await waitFor(() => expect(field('Email akun')).toHaveAccessibleDescription(message));
    expect(within(dialog).getByLabelText('Email akun')).toHaveAttribute('aria-invalid', 'true');
  });
});
