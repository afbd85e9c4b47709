import { describe, expect, it } from 'vitest';
import { productFixture } from '../test-utils/catalogue-fixtures';
import {
  buildOrderDraft,
  clearOrderDraft,
  draftConfirmationType,
  getOrderDraft,
  ORDER_DRAFT_STORAGE_KEY,
  saveOrderDraft,
} from './order-draft';

describe('order draft', () => {
  const product = productFixture({ adminFee: '10%', modalFee: 75_000, slot: 6 });

  it('prices a choice with the domain rules and copies the product fields', () => {
    const draft = buildOrderDraft(
      product,
      {
        package: { _id: 'pk-host', name: 'Host' },
        item: { duration: 90, price: 60_000 },
        info: { email: 'a@b.c' },
      },
      new Date('2026-11-23T10:00:00.000Z'),
    );
    expect(draft).toEqual({
      productId: 'p1',
      productName: 'Netflix Premium',
      method: 'Ready',
      package: 'Host',
      packageId: 'pk-host',
      duration: { value: 90, label: '3 Bulan' },
      price: 60_000,
      orderDate: '2026-11-23T10:00:00.000Z',
      adminFee: 18_000,
      groupMembers: 6,
      tax: 0,
      providerPrice: 75_000,
      totalPrice: 78_000,
      icon: 'uploads/demo/netflix-icon.svg',
      email: 'a@b.c',
      domain: '',
      credInfo: '',
      voucher: null,
      type: 'Sharing Private',
    });
    expect(draftConfirmationType(draft)).toBe('host');
  });

  it('keeps one draft in localStorage, replaced by the next and cleared', () => {
    const first = buildOrderDraft(product, {
      package: { _id: 'a', name: 'Sharing' },
      item: { duration: 30, price: 1 },
    });
    const second = { ...first, productId: 'p2' };
    saveOrderDraft(first);
    saveOrderDraft(second);
    expect(getOrderDraft()).toEqual(second);
    expect(JSON.parse(localStorage.getItem(ORDER_DRAFT_STORAGE_KEY)!)).toEqual(second);
    clearOrderDraft();
    expect(getOrderDraft()).toBeNull();
  });

  it('reads an unreadable stored draft as none', () => {
    localStorage.setItem(ORDER_DRAFT_STORAGE_KEY, '{"productId": 1}');
    expect(getOrderDraft()).toBeNull();
    localStorage.setItem(ORDER_DRAFT_STORAGE_KEY, 'not json');
    expect(getOrderDraft()).toBeNull();
  });

  it('refuses an invalid admin fee', () => {
    expect(() =>
      buildOrderDraft(
        { ...product, adminFee: 'x%' },
        { package: { _id: 'a', name: 'Sharing' }, item: { duration: 30, price: 1 } },
      ),
    ).toThrow('Biaya admin persentase tidak valid!');
  });
});
