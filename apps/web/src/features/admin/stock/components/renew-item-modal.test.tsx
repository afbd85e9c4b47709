import type { AdminProductItem } from '@premium-shop/domain/admin-stock-schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../../test-utils/render-routes';
import { billingFixture } from '../../../../test-utils/stock-fixtures';
import { nextRenewalDate, RenewItemModal } from './renew-item-modal';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ITEM_ID = '7d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f';

const item: AdminProductItem = {
  _id: ITEM_ID,
  name: 'Netflix Grup A',
  product: { _id: 'p1', name: 'Netflix Premium', type: 'Sharing Account', method: 'Ready' },
  package: null,
  email: 'grup-a@premiumshop.id',
  domain: null,
  state: 'full',
  slot: 5,
  seatsTaken: 5,
  freeSeats: 0,
  providerExpiresAt: '2026-12-01T17:00:00.000Z',
  host: null,
  hasSecret: true,
  isLowStock: false,
  profiles: null,
  billing: billingFixture({ cost: 175_000, isDefaultCost: false, renewalState: 'due' }),
  createdAt: '2026-10-01T00:00:00.000Z',
};

function renderModal(answer: () => Response) {
  const bodies: unknown[] = [];
  stubFetch((url, init) => {
    if (url === `/api/admin/product-items/${ITEM_ID}/renew`) {
      bodies.push(sentBody(init));
      return answer();
    }
    return jsonResponse(404, { message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
  });
  signInForTest();
  const onClose = vi.fn();
  renderRoutes(
    [{ path: '/admin/stok', element: <RenewItemModal item={item} isOpen onClose={onClose} /> }],
    '/admin/stok',
  );
  const dialog = screen.getByRole('dialog', { name: 'Catat Perpanjangan Netflix Grup A' });
  return {
    dialog,
    bodies,
    onClose,
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Perpanjangan' })),
  };
}

describe('nextRenewalDate', () => {
  it.each([
    ['a month after the current date (WIB)', '2026-12-01T17:00:00.000Z', 1, '2027-01-02'],
    ['clamped to the end of a shorter month', '2027-01-30T17:00:00.000Z', 1, '2027-02-28'],
    ['a year on for a 12-month cycle', '2026-12-01T17:00:00.000Z', 12, '2027-12-02'],
    ['from today when the date has passed', '2026-01-01T00:00:00.000Z', 1, '2026-12-29'],
  ])('%s', (_, providerExpiresAt, cycleMonths, expected) => {
    const now = new Date('2026-11-29T05:00:00.000Z');
    expect(
      nextRenewalDate({ ...item, providerExpiresAt, billing: billingFixture({ cycleMonths }) }, now),
    ).toBe(expected);
  });
});

describe('RenewItemModal', () => {
  it('sends the next date as the start of its WIB day, the amount and the note, then closes', async () => {
    const { dialog, bodies, onClose, submit } = renderModal(() =>
      jsonResponse(200, {
        data: {
          item,
          cost: {
            _id: 'c1',
            amount: 180_000,
            paidAt: '2026-11-29T05:00:00.000Z',
            coversUntil: '2027-01-01T17:00:00.000Z',
            note: 'Transfer BCA',
            recordedBy: { _id: 'a1', name: 'Admin' },
            createdAt: '2026-11-29T05:00:00.000Z',
          },
          isNew: true,
        },
        message: 'Perpanjangan akun dicatat',
      }),
    );
    expect(within(dialog).getByLabelText('Jumlah dibayar (Rp)')).toHaveValue(175_000);
    fireEvent.change(within(dialog).getByLabelText('Jatuh tempo berikutnya'), {
      target: { value: '2027-01-02' },
    });
    fireEvent.change(within(dialog).getByLabelText('Jumlah dibayar (Rp)'), { target: { value: '180000' } });
    fireEvent.change(within(dialog).getByLabelText('Catatan (opsional)'), {
      target: { value: ' Transfer BCA ' },
    });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      { renewsAt: '2027-01-02T00:00:00+07:00', amount: 180_000, note: 'Transfer BCA' },
    ]);
  });

  it("shows the server's refusal under the date and stays open", async () => {
    const { dialog, onClose, submit } = renderModal(() =>
      jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: 'Tanggal perpanjangan berikutnya harus setelah hari ini',
        errors: { renewsAt: 'Tanggal perpanjangan berikutnya harus setelah hari ini' },
      }),
    );
    submit();
    const date = within(dialog).getByLabelText('Jatuh tempo berikutnya');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription('Tanggal perpanjangan berikutnya harus setelah hari ini'),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a negative amount before sending', async () => {
    const { dialog, bodies, submit } = renderModal(() => jsonResponse(500, {}));
    fireEvent.change(within(dialog).getByLabelText('Jumlah dibayar (Rp)'), { target: { value: '-5' } });
    submit();
    expect(await within(dialog).findByText('Jumlah dibayar tidak boleh negatif')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
