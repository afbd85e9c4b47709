import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test-utils/catalogue-fixtures';
import { orderFixture } from '../../../test-utils/order-fixtures';
import { renewalDraft, type RenewableOrder } from './renew-order';

const now = new Date('2026-11-23T05:00:00.000Z');

function renewable(overrides: Parameters<typeof orderFixture>[0] = {}): RenewableOrder {
  return orderFixture({ status: 'Tenggang', ...overrides }) as RenewableOrder;
}

describe('renewalDraft', () => {
  it.each([
    [
      'the item still sold: its price today',
      renewable({ duration: 90, price: 55_000, admin: 6_000 }),
      60_000,
      6_000,
    ],
    [
      'the item gone: the order’s own numbers',
      renewable({ duration: 60, price: 45_000, admin: 4_000 }),
      45_000,
      4_000,
    ],
    [
      'another package: the order’s own numbers',
      renewable({ packageId: 'pk-private', package: 'Private', price: 50_000, admin: 2_000 }),
      50_000,
      2_000,
    ],
  ])('%s', (_case, order, price, adminFee) => {
    const draft = renewalDraft(order, productFixture({ method: 'Preorder' }), now);
    expect(draft).toMatchObject({
      productId: 'p1',
      method: 'Preorder',
      packageId: order.packageId,
      package: order.package,
      duration: { value: order.duration },
      price,
      adminFee,
      totalPrice: price + adminFee,
      orderDate: now.toISOString(),
      voucher: null,
      account: 'seat-1',
    });
  });

  it('keeps what the customer entered on the order', () => {
    const order = renewable({ email: 'budi', domain: 'kantor.id', credInfo: 'lisensi-1' });
    expect(renewalDraft(order, productFixture(), now)).toMatchObject({
      email: 'budi',
      domain: 'kantor.id',
      credInfo: 'lisensi-1',
      method: 'Ready',
    });
  });

  it('renews a product sold without variants at its flat price', () => {
    const order = renewable({ packageId: null, package: '', duration: 0, price: 90_000, admin: 0 });
    const draft = renewalDraft(order, productFixture({ variant: [], price: 100_000, adminFee: 0 }), now);
    expect(draft).toMatchObject({ packageId: '', price: 100_000, adminFee: 0, totalPrice: 100_000 });
    expect(draft.duration).toEqual({ value: 0, label: 'Lifetime' });
  });

  it('falls back to the order when the product’s admin fee cannot be read', () => {
    const order = renewable({ price: 20_000, admin: 1_000 });
    expect(renewalDraft(order, productFixture({ adminFee: 'abc%' }), now)).toMatchObject({
      price: 20_000,
      adminFee: 1_000,
      totalPrice: 21_000,
    });
  });
});
