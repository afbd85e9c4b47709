import type { AccountEntry, AccountGroup, ProductPin } from '@premium-shop/domain/dashboard-schema';
import type { Order, OrderAccount } from '@premium-shop/domain/order-schema';

/** A seat as an order carries it; override what a test is about. */
export function orderAccountFixture(overrides: Partial<OrderAccount> = {}): OrderAccount {
  return {
    _id: 'seat-1',
    status: 'Aktif',
    username: 'keluarga01',
    email: 'keluarga01',
    domain: 'gmail.com',
    password: 'rahasia123',
    pin: '1234',
    profile: 'Profil 3',
    key: null,
    link: [],
    expire_at: '2026-12-23T05:00:00.000Z',
    ...overrides,
  };
}

/** An order as GET /payments answers it: a paid Netflix seat by default. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    invoice: 'INV-20261123-AAA111',
    status: 'Paid',
    kind: 'new',
    paid_at: '2026-11-23T05:00:00.000Z',
    expired_time: '2026-11-24T05:00:00.000Z',
    next_billing_at: '2026-12-23T05:00:00.000Z',
    checkout_url: '/sandbox-pay/SBX-1',
    package: 'Sharing',
    packageId: 'pk-sharing',
    duration: 30,
    price: 25_000,
    admin: 2_000,
    tax: 0,
    discount: 0,
    voucher: 0,
    voucherCode: null,
    gatewayFee: 939,
    total: 27_939,
    method: 'QRIS',
    email: null,
    domain: null,
    credInfo: null,
    user: 'u1',
    product: {
      _id: 'p1',
      name: 'Netflix Premium',
      icon: 'uploads/demo/netflix-icon.svg',
      type: 'Sharing Private',
      slot: 5,
      modalFee: 186_000,
    },
    productItem: { willUser: 5, slot: 5 },
    account: orderAccountFixture(),
    createdAt: '2026-11-23T04:50:00.000Z',
    ...overrides,
  };
}

export function pinFixture(productId = 'p1', pinId = 'pin-1'): ProductPin {
  return {
    _id: pinId,
    product: { _id: productId, name: 'Netflix Premium', icon: 'uploads/demo/netflix-icon.svg' },
    createdAt: '2026-11-23T05:00:00.000Z',
  };
}

export function accountEntryFixture(overrides: Partial<AccountEntry> = {}): AccountEntry {
  return {
    _id: 'seat-1',
    status: 'Aktif',
    package: 'Sharing',
    packageId: 'pk-sharing',
    duration: '30',
    host: '',
    userEmail: 'budi@gmail.com',
    expire_at: '2026-12-23T05:00:00.000Z',
    group: 'Netflix Grup 1',
    productItemId: 'item-1',
    email: 'keluarga01',
    domain: 'gmail.com',
    password: 'rahasia123',
    profile: 'Profil 3',
    pin: '1234',
    key: null,
    link: [],
    remainingDays: 0,
    ...overrides,
  };
}

export function accountGroupFixture(overrides: Partial<AccountGroup> = {}): AccountGroup {
  return {
    _id: 'p1',
    name: 'Netflix Premium',
    icon: 'uploads/demo/netflix-icon.svg',
    type: 'Sharing Private',
    link: 'https://www.netflix.com',
    brand: 'Netflix',
    accounts: [accountEntryFixture()],
    ...overrides,
  };
}
