import type { PreorderGroup } from '@premium-shop/domain/admin-stock-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../../test-utils/render-routes';
import { ActivateGroupModal, MEMBER_PROFILE_REQUIRED } from './activate-group-modal';

const ORDER_IDS = ['4fa07ad1-5d6e-4a9f-8b12-3d4e5f607182', '50b18be2-6e7f-4ba0-9c23-4e5f60718293'];

function groupOf(type: string): PreorderGroup {
  return {
    _id: 'g1',
    name: 'Disney+ Grup B',
    product: { _id: 'p9', name: 'Disney+ Hotstar', type },
    package: null,
    state: 'full',
    willUser: 2,
    slot: 2,
    createdAt: '2026-11-01T00:00:00.000Z',
    orders: ORDER_IDS.map((id, index) => ({
      _id: id,
      invoice: `INV-${index + 1}`,
      status: 'Process',
      buyer: { name: `Pembeli ${index + 1}`, email: `pembeli${index + 1}@gmail.com` },
      paidAt: '2026-11-20T03:00:00.000Z',
    })),
  };
}

function renderModal(group: PreorderGroup, answer?: Response) {
  const bodies: unknown[] = [];
  stubFetch((url, init) => {
    if (url === '/api/admin/product-items/g1/activate') {
      bodies.push(sentBody(init));
      if (answer) return answer;
    }
    return jsonResponse(404, { message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
  });
  renderRoutes(
    [{ path: '/admin/stok', element: <ActivateGroupModal group={group} onClose={vi.fn()} /> }],
    '/admin/stok',
  );
  const dialog = screen.getByRole('dialog', { name: 'Aktifkan Disney+ Grup B' });
  return {
    dialog,
    bodies,
    field: (label: string) => within(dialog).getByLabelText(label),
    type: (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } }),
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Aktifkan grup' })),
  };
}

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ActivateGroupModal', () => {
  it('asks every member of a Sharing Private group for a profile and PIN, focusing the first missing', async () => {
    const { dialog, bodies, field, type, submit } = renderModal(groupOf('Sharing Private'));
    type('Password', 'Disney#2');
    type('PIN Pembeli 1', '1111');
    type('Profil Pembeli 2', '  ');
    submit();

    expect(await within(dialog).findByText(MEMBER_PROFILE_REQUIRED)).toBeInTheDocument();
    expect(field('Profil Pembeli 2')).toHaveFocus();
    expect(field('Profil Pembeli 2')).toHaveAttribute('aria-invalid', 'true');
    expect(field('PIN Pembeli 2')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Profil Pembeli 1')).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).getByRole('group', { name: 'Profil & PIN anggota' })).toHaveAccessibleDescription(
      MEMBER_PROFILE_REQUIRED,
    );
    expect(bodies).toEqual([]);
  });

  it('refuses a link the server would not take, in its words under the focused link field', async () => {
    const { dialog, bodies, field, type, submit } = renderModal(groupOf('Sharing Account'));
    type('Email akun', 'disney.b@premiumshop.id');
    type('Link undangan', 'bukan link');
    submit();

    expect(await within(dialog).findByText('Link tidak valid')).toBeInTheDocument();
    expect(field('Link undangan')).toHaveFocus();
    expect(field('Link undangan')).toHaveAccessibleDescription('Link tidak valid');
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal of an account without credentials under the e-mail", async () => {
    const message = 'Isi data akun: email, domain, password, key atau link';
    const { field, bodies, submit } = renderModal(
      groupOf('Sharing Account'),
      jsonResponse(400, { message, code: 'VALIDATION_FAILED', errors: { email: message } }),
    );
    submit();

    await waitFor(() => expect(field('Email akun')).toHaveAccessibleDescription(message));
    expect(field('Email akun')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([{ name: 'Disney+ Grup B' }]);
  });
});
