import { randomUUID } from 'node:crypto';
import { orderSchema, type Order } from '@premium-shop/domain/order-schema';
import { paginationSchema } from '@premium-shop/domain/pagination';
import { paymentWindowMs } from '@premium-shop/domain/payment-channels';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/helper';
import { catalogueFixtures, checkoutBody, type ProductFields } from '../../../test/catalogue-fixtures';
import { signedInCustomer } from '../../../test/customers';
import { orderTransfers } from '../../db/schema/bank-transfers';
import { productDiscounts, products, vouchers } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { accounts, productItems } from '../../db/schema/stock';
import type { PaymentGateway } from '../../platform/payments/gateway';
import { GatewayError } from '../../platform/payments/gateway';
import { SandboxGateway } from '../../platform/payments/sandbox';
import { findOrderView } from './orders.repository';
import { newInvoice, sandboxTransaction } from './checkout.service';
import { toOrder } from './order-reading.service';

/** The default sandbox, with a switch that makes the next transactions fail like an unreachable gateway. */
const gatewayState = { isDown: false, transactions: 0 };
const sandbox = new SandboxGateway({
  secret: 'test-secret',
  lookup: (reference) => sandboxTransaction(db, reference),
});
const gateway: PaymentGateway = {
  provider: 'sandbox',
  channels: () => sandbox.channels(),
  fee: (amount, method) => sandbox.fee(amount, method),
  createTransaction: (input) => {
    gatewayState.transactions += 1;
    return gatewayState.isDown
      ? Promise.reject(new GatewayError('connect ECONNREFUSED'))
      : sandbox.createTransaction(input);
  },
  getTransaction: (reference) => sandbox.getTransaction(reference),
  verifyCallback: (rawBody, headers) => sandbox.verifyCallback(rawBody, headers),
};

const { app, db, tokens, settings } = await createTestApp({}, { paymentGateway: gateway });

// ---------------------------------------------------------------------------------------------
// Fixtures

const shop = await catalogueFixtures(db, { packages: ['Sharing', 'Host', 'Lifetime'] });
const { packageId } = shop;
const SHARING = packageId('Sharing');

/** A product with one variant per package in `items` ({ Sharing: [[30, 25000], ...] }). */
async function makeProduct(
  fields: ProductFields = {},
  items: Record<string, [duration: number, price: number, enabled?: boolean][]> = {
    Sharing: [
      [30, 25_000],
      [90, 70_000],
    ],
  },
  variantStatus: 'Available' | 'Unavailable' = 'Available',
) {
  const product = await shop.makeProduct({
    icon: 'icons\\p.svg',
    adminFee: '2000',
    modalFee: 150_000,
    ...fields,
  });
  for (const [name, list] of Object.entries(items)) {
    await shop.makeVariant(
      product.id,
      packageId(name),
      list.map(([duration, price, enabled = true]) => ({ duration, price, enabled })),
      { status: variantStatus },
    );
  }
  return product;
}

async function makePromo(productId: string, duration: number, value: string, slot: number | null = null) {
  const [promo] = await db.insert(productDiscounts).values({ productId, duration, value, slot }).returning();
  return promo!;
}

async function makeVoucher(
  fields: Partial<typeof vouchers.$inferInsert> & Pick<typeof vouchers.$inferInsert, 'type' | 'value'>,
) {
  const [voucher] = await db
    .insert(vouchers)
    .values({ code: `V${randomUUID().slice(0, 8).toUpperCase()}`, ...fields })
    .returning();
  return voucher!;
}

// Fresh customers for every test: each may hold only 3 unpaid orders and place 10 in 10 minutes.
let budi = await signedInCustomer(db, tokens);
let siti = await signedInCustomer(db, tokens);
beforeEach(async () => {
  budi = await signedInCustomer(db, tokens);
  siti = await signedInCustomer(db, tokens);
});

async function customers(count: number) {
  return Promise.all(Array.from({ length: count }, () => signedInCustomer(db, tokens)));
}

async function markPaid(id: string) {
  await db.update(orders).set({ status: 'Paid', paidAt: new Date() }).where(eq(orders.id, id));
}

/** The order's payment window ran out a minute ago (the expiry job has not run yet). */
async function windowPassed(id: string) {
  await db
    .update(orders)
    .set({ expiredTime: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, id));
}

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: object) {
  const response = await app.inject({
    method,
    url,
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}

type Body = Record<string, unknown>;

function orderBody(product: { id: string }, overrides: Body = {}): Body {
  return checkoutBody(product.id, SHARING, overrides);
}

async function placeOrder(body: Body, token = budi.token) {
  return call('POST', '/api/payments', token, body);
}

async function placed(body: Body, token = budi.token): Promise<Order> {
  const { status, body: answer } = await placeOrder(body, token);
  expect(status, JSON.stringify(answer)).toBe(201);
  expect(answer.message).toBe('Order berhasil dibuat! silahkan cek di pesanan');
  return orderSchema.parse(answer.data);
}

async function usedOf(table: typeof productDiscounts | typeof vouchers, id: string): Promise<number> {
  const [row] = await db.select({ used: table.used }).from(table).where(eq(table.id, id));
  return row!.used;
}

// ---------------------------------------------------------------------------------------------

describe('POST /api/payments: pricing from the database', () => {
  it.each([
    // adminFee, method, duration, price, admin, gatewayFee, total
    {
      adminFee: '2000',
      method: 'QRIS',
      duration: 30,
      price: 25_000,
      admin: 2_000,
      fee: 750 + 189,
      total: 27_939,
    },
    {
      adminFee: '2000',
      method: 'QRIS',
      duration: 90,
      price: 70_000,
      admin: 6_000,
      fee: 750 + 532,
      total: 77_282,
    },
    {
      adminFee: '10%',
      method: 'BRIVA',
      duration: 30,
      price: 25_000,
      admin: 2_500,
      fee: 4_250,
      total: 31_750,
    },
    {
      adminFee: '10%',
      method: 'DANA',
      duration: 90,
      price: 70_000,
      admin: 21_000,
      fee: 2_730,
      total: 93_730,
    },
    { adminFee: '0', method: 'MANDIRIVA', duration: 90, price: 70_000, admin: 0, fee: 4_250, total: 74_250 },
  ])(
    'admin fee $adminFee, $duration days by $method: total $total',
    async ({ adminFee, method, duration, price, admin, fee, total }) => {
      const product = await makeProduct({ adminFee });
      const order = await placed(orderBody(product, { method, duration, price, adminFee: admin }));
      expect(order).toMatchObject({
        status: 'Pending',
        kind: 'new',
        package: 'Sharing',
        packageId: SHARING,
        duration,
        price,
        admin,
        tax: 0,
        discount: 0,
        voucher: 0,
        gatewayFee: fee,
        total,
        method,
        user: budi.user.id,
        productItem: null,
        account: null,
      });
      expect(order.invoice).toMatch(/^INV-\d{8}-[A-Z0-9]{6}$/);
      expect(order.checkout_url).toMatch(/^\/sandbox-pay\/SBX-/);
      expect(order.product).toEqual({
        _id: product.id,
        name: product.name,
        icon: 'icons/p.svg',
        type: 'Sharing Account',
        slot: 5,
        modalFee: 150_000,
      });
      // The channel's own window (docs/decisions/043), counted from after the fee call.
      const expires = new Date(order.expired_time!).getTime() - new Date(order.createdAt).getTime();
      expect(expires).toBeGreaterThanOrEqual(paymentWindowMs(method));
      expect(expires).toBeLessThan(paymentWindowMs(method) + 5_000);
      const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
      expect(row!.reference).toMatch(/^SBX-/);
      expect(row!.total).toBe(total);
    },
  );

  it('prices a flat (lifetime) product without variants, with no package or the Lifetime package', async () => {
    const product = await makeProduct({ type: 'Lisensi', price: 150_000, adminFee: '5000' }, {});
    const body = orderBody(product, {
      packageId: '',
      duration: 0,
      price: 150_000,
      adminFee: 5_000,
      method: 'DANA',
      credInfo: '  kunci-lisensi-123 ',
    });
    const order = await placed(body);
    expect(order).toMatchObject({ package: '', packageId: null, duration: 0, total: 155_000 + 4_650 });
    expect(order.credInfo).toBe('kunci-lisensi-123');
    const lifetime = await placed({ ...body, packageId: packageId('Lifetime') });
    expect(lifetime).toMatchObject({ package: 'Lifetime', packageId: packageId('Lifetime'), total: 159_650 });
  });

  it('starts a Preorder product as Preorder and refuses the wrong status with 400', async () => {
    const product = await makeProduct({ method: 'Preorder' });
    const wrong = await placeOrder(orderBody(product));
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('VALIDATION_FAILED');
    expect(wrong.body.errors.status).toBeDefined();
    const order = await placed(orderBody(product, { status: 'Preorder' }));
    expect(order.status).toBe('Preorder');
  });

  it.each([
    ['price', { price: 20_000 }],
    ['adminFee', { adminFee: 0 }],
    ['both', { price: 1, adminFee: 1 }],
  ])('answers 409 with the current numbers when the client tampered with %s', async (_name, tampered) => {
    const product = await makeProduct();
    const before = await db.select().from(orders).where(eq(orders.productId, product.id));
    const { status, body } = await placeOrder(orderBody(product, tampered));
    expect(status).toBe(409);
    expect(body).toEqual({
      code: 'PRICE_CHANGED',
      message: 'Harga telah berubah, silakan muat ulang halaman.',
      errors: { price: '25000', adminFee: '2000' },
    });
    expect(await db.select().from(orders).where(eq(orders.productId, product.id))).toEqual(before);
  });

  it('refuses unavailable products, packages and durations', async () => {
    const unavailable = await makeProduct({ status: 'Unavailable' });
    const outOfStock = await makeProduct({ status: 'Out of Stock' });
    const closedVariant = await makeProduct({}, undefined, 'Unavailable');
    const disabledItem = await makeProduct({}, { Sharing: [[30, 25_000, false]] });
    const cases: [Body, number, string][] = [
      [orderBody(unavailable), 409, 'Produk sedang tidak tersedia.'],
      [orderBody(outOfStock), 409, 'Stok produk habis.'],
      [orderBody(closedVariant), 409, 'Paket ini sedang tidak tersedia.'],
      [orderBody(disabledItem), 400, 'Durasi yang dipilih tidak tersedia.'],
      [orderBody(disabledItem, { duration: 60 }), 400, 'Durasi yang dipilih tidak tersedia.'],
      [orderBody(disabledItem, { packageId: packageId('Host') }), 400, 'Paket tidak ditemukan'],
      [orderBody({ id: randomUUID() }), 404, 'Produk tidak ditemukan'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await placeOrder(body);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
  });

  it('checks the order-info modal per product type with the SPEC messages', async () => {
    const dedicated = await makeProduct({ type: 'Dedicated Private' });
    const invite = await makeProduct({ type: 'Invite Email' });
    const lisensi = await makeProduct({ type: 'Lisensi' });
    const cases: [Body, string, string][] = [
      [orderBody(dedicated, { email: 'budi' }), 'domain', 'Silahkan pilih domain terlebih dahulu'],
      [orderBody(dedicated, { domain: 'kantor.id', email: ' ' }), 'email', 'Email tidak boleh kosong'],
      [orderBody(invite, { email: '' }), 'email', 'Email tidak boleh kosong'],
      [orderBody(lisensi, { credInfo: null }), 'credInfo', 'Informasi kredensial tidak boleh kosong'],
    ];
    for (const [body, field, message] of cases) {
      const { status, body: answer } = await placeOrder(body);
      expect(status).toBe(400);
      expect(answer).toEqual({ code: 'VALIDATION_FAILED', message, errors: { [field]: message } });
    }
    await shop.makeItem(dedicated.id, 1, { domain: 'kantor.id' });
    const order = await placed(orderBody(dedicated, { domain: '@kantor.id', email: 'budi' }));
    // The mailbox and the domain are kept apart, so the address is shown once: budi@kantor.id.
    expect(order).toMatchObject({ email: 'budi', domain: 'kantor.id' });
  });

  it('answers 400 for a Dedicated Private address on a domain the product does not offer', async () => {
    const dedicated = await makeProduct({ type: 'Dedicated Private' });
    const other = await makeProduct({ type: 'Dedicated Private' });
    await shop.makeItem(dedicated.id, 1, { domain: 'Kantor.id' });
    await shop.makeItem(dedicated.id, 1, { domain: 'lama.id', state: 'ended' });
    await shop.makeItem(other.id, 1, { domain: 'lain.id' });
    const message = 'Domain yang dipilih tidak tersedia untuk produk ini.';
    for (const domain of ['gmail.com', 'lain.id', 'lama.id']) {
      const { status, body } = await placeOrder(orderBody(dedicated, { domain, email: 'budi' }));
      expect([status, body]).toEqual([
        400,
        { code: 'VALIDATION_FAILED', message, errors: { domain: message } },
      ]);
    }
    // Any case of an offered domain is the product's own spelling.
    expect(await placed(orderBody(dedicated, { domain: 'KANTOR.ID', email: 'siti' }))).toMatchObject({
      email: 'siti',
      domain: 'kantor.id',
    });
  });

  it('validates the body with Indonesian messages', async () => {
    const product = await makeProduct();
    const noMethod = await placeOrder(orderBody(product, { method: '' }));
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.message).toBe('Silahkan pilih metode pembayaran');
    const unknownMethod = await placeOrder(orderBody(product, { method: 'BITCOIN' }));
    expect(unknownMethod.body.errors).toEqual({ method: 'Silahkan pilih metode pembayaran' });
    const garbage = await placeOrder({
      product: 'x',
      packageId: 7,
      duration: -1,
      price: 'a',
      status: 'Paid',
    });
    expect(garbage.status).toBe(400);
    expect(Object.keys(garbage.body.errors).sort()).toEqual(
      ['adminFee', 'duration', 'method', 'packageId', 'price', 'product', 'status'].sort(),
    );
    expect(await call('POST', '/api/payments', undefined, orderBody(product))).toMatchObject({ status: 401 });
  });

  it('cancels the order and gives its reservations back when the gateway fails (502)', async () => {
    const product = await makeProduct();
    const promo = await makePromo(product.id, 30, '10%', 5);
    const voucher = await makeVoucher({ type: 'flat', value: 1_000, usageLimit: 3 });
    gatewayState.isDown = true;
    try {
      const { status, body } = await placeOrder(orderBody(product, { voucher: voucher.id }));
      expect(status).toBe(502);
      expect(body).toEqual({ code: 'GATEWAY_FAILED', message: 'Order gagal! silahkan coba lagi.' });
    } finally {
      gatewayState.isDown = false;
    }
    const [row] = await db.select().from(orders).where(eq(orders.productId, product.id));
    expect(row).toMatchObject({ status: 'Canceled', reference: null, checkoutUrl: null });
    expect(row!.statusReason).toContain('ECONNREFUSED');
    expect(await usedOf(productDiscounts, promo.id)).toBe(0);
    expect(await usedOf(vouchers, voucher.id)).toBe(0);
  });
});

describe('POST /api/payments: promos and vouchers', () => {
  it('applies an active promo and counts its slot', async () => {
    const product = await makeProduct();
    const promo = await makePromo(product.id, 30, '20%', 10);
    const order = await placed(orderBody(product, { discount: 5_400 }));
    // 27 000 − 20 % = 21 600; the fee is on price + admin fee (SPEC §7): QRIS 750 + 0.7 % of 27 000.
    expect(order).toMatchObject({
      price: 25_000,
      admin: 2_000,
      discount: 5_400,
      gatewayFee: 939,
      total: 22_539,
    });
    expect(await usedOf(productDiscounts, promo.id)).toBe(1);
    // The promo of another duration does not apply.
    const other = await placed(orderBody(product, { duration: 90, price: 70_000, adminFee: 6_000 }));
    expect(other.discount).toBe(0);
  });

  it('ignores inactive, ended and sold-out promos, and 409s when the checkout still showed one', async () => {
    const product = await makeProduct();
    await makePromo(product.id, 30, '5000', 2).then((promo) =>
      db.update(productDiscounts).set({ used: 2 }).where(eq(productDiscounts.id, promo.id)),
    );
    const order = await placed(orderBody(product));
    expect(order.discount).toBe(0);
    const stale = await placeOrder(orderBody(product, { discount: 5_000 }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'PRICE_CHANGED', errors: { discount: '0' } });

    const ended = await makeProduct();
    const endedPromo = await makePromo(ended.id, 30, '50%');
    await db
      .update(productDiscounts)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(productDiscounts.id, endedPromo.id));
    expect((await placed(orderBody(ended))).discount).toBe(0);
  });

  it.each([
    { name: 'percent', voucher: { type: 'percent', value: 10 }, amount: 3_300, fee: 4_250, total: 33_950 },
    { name: 'flat', voucher: { type: 'flat', value: 5_000 }, amount: 5_000, fee: 4_250, total: 32_250 },
    { name: '100%', voucher: { type: 'percent', value: 100 }, amount: 33_000, fee: 0, total: 0 },
  ] as const)(
    'applies a $name voucher and counts its use',
    async ({ voucher: fields, amount, fee, total }) => {
      const product = await makeProduct({ adminFee: '10%' }, { Sharing: [[30, 30_000]] });
      const voucher = await makeVoucher({ ...fields, usageLimit: 10 });
      const order = await placed(
        orderBody(product, { method: 'BRIVA', price: 30_000, adminFee: 3_000, voucher: voucher.id }),
      );
      expect(order).toMatchObject({ voucher: amount, voucherCode: voucher.code, gatewayFee: fee, total });
      expect(await usedOf(vouchers, voucher.id)).toBe(1);
      if (total === 0) {
        // Nothing to pay: no gateway transaction and no payment page.
        expect(order.checkout_url).toBeNull();
      }
    },
  );

  it('applies the promo first and the voucher on what is left', async () => {
    const product = await makeProduct();
    await makePromo(product.id, 30, '20%');
    const voucher = await makeVoucher({ type: 'flat', value: 25_000 });
    const order = await placed(orderBody(product, { voucher: voucher.id }));
    expect(order).toMatchObject({ discount: 5_400, voucher: 21_600, gatewayFee: 0, total: 0 });
  });

  it('refuses vouchers that cannot be used with 409', async () => {
    const product = await makeProduct();
    const otherProduct = await makeProduct();
    const now = Date.now();
    const cases = [
      await makeVoucher({ type: 'flat', value: 1_000, isActive: false }),
      await makeVoucher({ type: 'flat', value: 1_000, validUntil: new Date(now - 1000) }),
      await makeVoucher({ type: 'flat', value: 1_000, validFrom: new Date(now + 60_000) }),
      await makeVoucher({ type: 'flat', value: 1_000, usageLimit: 2, used: 2 }),
      await makeVoucher({ type: 'flat', value: 1_000, productId: otherProduct.id }),
    ];
    for (const voucher of [...cases, { id: randomUUID() }]) {
      const { status, body } = await placeOrder(orderBody(product, { voucher: voucher.id }));
      const message = voucher === cases[3] ? 'Voucher sudah habis' : 'Voucher tidak dapat digunakan';
      expect([status, body.code, body.message]).toEqual([409, 'VOUCHER_UNAVAILABLE', message]);
    }
    const own = await makeVoucher({ type: 'flat', value: 1_000, productId: product.id });
    expect((await placed(orderBody(product, { voucher: own.id }))).voucher).toBe(1_000);
  });
});

describe('POST /api/payments under concurrency', () => {
  it('gives a promo with 3 slots to exactly 3 of 50 simultaneous orders; the others get 409', async () => {
    const product = await makeProduct();
    const promo = await makePromo(product.id, 30, '20%', 3);
    const buyers = await customers(50);
    const answers = await Promise.all(
      buyers.map((buyer) => placeOrder(orderBody(product, { discount: 5_400 }), buyer.token)),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(3);
    expect(created.every((answer) => answer.body.data.discount === 5_400)).toBe(true);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(47);
    // Who read the promo before it ran out loses the reservation race; who read it after sees the new price.
    const codes = new Set(refused.map((answer) => answer.body.code as string));
    expect([...codes].every((code) => code === 'PROMO_SOLD_OUT' || code === 'PRICE_CHANGED')).toBe(true);
    expect(await usedOf(productDiscounts, promo.id)).toBe(3);
    expect(await db.select().from(orders).where(eq(orders.productId, product.id))).toHaveLength(3);
  });

  it('without the checkout discount, exactly 3 of 50 are discounted and the rest pay full price', async () => {
    const product = await makeProduct();
    const promo = await makePromo(product.id, 30, '20%', 3);
    const buyers = await customers(50);
    const answers = await Promise.all(buyers.map((buyer) => placeOrder(orderBody(product), buyer.token)));
    const discounted = answers.filter((answer) => answer.status === 201 && answer.body.data.discount > 0);
    expect(discounted).toHaveLength(3);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.body).toMatchObject({ code: 'PROMO_SOLD_OUT', message: 'Promo sudah habis' });
    }
    expect(await usedOf(productDiscounts, promo.id)).toBe(3);
  });

  it('lets exactly 1 of 20 simultaneous orders use a single-use voucher', async () => {
    const product = await makeProduct();
    const voucher = await makeVoucher({ type: 'percent', value: 50, usageLimit: 1 });
    const buyers = await customers(20);
    const answers = await Promise.all(
      buyers.map((buyer) => placeOrder(orderBody(product, { voucher: voucher.id }), buyer.token)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused.every((answer) => answer.body.code === 'VOUCHER_UNAVAILABLE')).toBe(true);
    expect(await usedOf(vouchers, voucher.id)).toBe(1);
  });
});

describe('DELETE /api/payments/cancel/:id', () => {
  it('cancels the owner unpaid order, releases the promo slot and the voucher use, and is idempotent', async () => {
    const product = await makeProduct();
    const promo = await makePromo(product.id, 30, '20%', 1);
    const voucher = await makeVoucher({ type: 'flat', value: 1_000, usageLimit: 1 });
    const order = await placed(orderBody(product, { voucher: voucher.id }));
    expect([await usedOf(productDiscounts, promo.id), await usedOf(vouchers, voucher.id)]).toEqual([1, 1]);

    expect((await call('DELETE', `/api/payments/cancel/${order._id}`, siti.token)).status).toBe(404);
    const first = await call('DELETE', `/api/payments/cancel/${order._id}`, budi.token);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Produk berhasil dibatalkan!');
    expect(first.body.data.status).toBe('Canceled');
    expect([await usedOf(productDiscounts, promo.id), await usedOf(vouchers, voucher.id)]).toEqual([0, 0]);

    const again = await call('DELETE', `/api/payments/cancel/${order._id}`, budi.token);
    expect([again.status, again.body.data.status]).toEqual([200, 'Canceled']);
    expect([await usedOf(productDiscounts, promo.id), await usedOf(vouchers, voucher.id)]).toEqual([0, 0]);

    // The freed slot and use serve the next customer.
    const next = await placed(orderBody(product, { voucher: voucher.id }), siti.token);
    expect([next.discount, next.voucher]).toEqual([5_400, 1_000]);
  });

  it('refuses paid and processed orders with 409 and unknown ids with 404', async () => {
    const product = await makeProduct();
    const order = await placed(orderBody(product));
    await db.update(orders).set({ status: 'Paid', paidAt: new Date() }).where(eq(orders.id, order._id));
    const { status, body } = await call('DELETE', `/api/payments/cancel/${order._id}`, budi.token);
    expect([status, body.code, body.message]).toEqual([
      409,
      'INVALID_STATE',
      'Pesanan tidak dapat dibatalkan',
    ]);
    expect((await call('DELETE', `/api/payments/cancel/${randomUUID()}`, budi.token)).status).toBe(404);
    expect((await call('DELETE', '/api/payments/cancel/not-an-id', budi.token)).status).toBe(404);
  });
});

describe('GET /api/payments and /api/payments/:idOrInvoice', () => {
  it('lists only the caller orders, newest first, with pagination at the top level', async () => {
    const customer = await signedInCustomer(db, tokens);
    const product = await makeProduct();
    const invoices: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const order = await placed(orderBody(product), customer.token);
      invoices.push(order.invoice);
      // Paid at once, so the next one stays under the cap of open orders.
      await markPaid(order._id);
    }
    const first = await call('GET', '/api/payments?page=1&limit=2', customer.token);
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    expect(first.body.data.map((order: Order) => order.invoice)).toEqual([invoices[4], invoices[3]]);
    const last = await call('GET', '/api/payments?page=3&limit=2', customer.token);
    expect(last.body.data.map((order: Order) => order.invoice)).toEqual([invoices[0]]);
    // Past the last page the statement returns no row to carry the count: the total still comes back.
    const beyond = await call('GET', '/api/payments?page=4&limit=2', customer.token);
    expect(beyond.body).toEqual({ data: [], pagination: { page: 4, limit: 2, total: 5, totalPages: 3 } });
    const all = await call('GET', '/api/payments', customer.token);
    expect(all.body.pagination).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });
    expect(all.body.data.every((order: Order) => order.user === customer.user.id)).toBe(true);
    expect((await call('GET', '/api/payments?limit=0', customer.token)).status).toBe(400);
    expect((await call('GET', '/api/payments')).status).toBe(401);
  });

  it('keeps the orders of one tab, counted on their own, and refuses a tab it does not know', async () => {
    const customer = await signedInCustomer(db, tokens);
    const product = await makeProduct();
    const placedOrders: Order[] = [];
    for (let index = 0; index < 3; index += 1)
      placedOrders.push(await placed(orderBody(product), customer.token));
    const [paidOlder, , paidNewer] = placedOrders;
    await db
      .update(orders)
      .set({ status: 'Paid', paidAt: new Date() })
      .where(inArray(orders.id, [paidOlder!._id, paidNewer!._id]));
    const canceled = await placed(orderBody(product), customer.token);
    await db.update(orders).set({ status: 'Canceled' }).where(eq(orders.id, canceled._id));

    const paid = await call('GET', '/api/payments?status=Paid&limit=1', customer.token);
    expect(paid.body.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(paid.body.data.map((order: Order) => order.invoice)).toEqual([paidNewer!.invoice]);
    const secondPaid = await call('GET', '/api/payments?status=Paid&limit=1&page=2', customer.token);
    expect(secondPaid.body.data.map((order: Order) => order.invoice)).toEqual([paidOlder!.invoice]);
    const pending = await call('GET', '/api/payments?status=Pending', customer.token);
    expect(pending.body.data.map((order: Order) => order.status)).toEqual(['Pending']);
    // Past the last page of a tab, the total still counts that tab alone.
    const beyond = await call('GET', '/api/payments?status=Canceled&page=3', customer.token);
    expect(beyond.body.pagination).toEqual({ page: 3, limit: 10, total: 1, totalPages: 1 });
    const process = await call('GET', '/api/payments?status=Process', customer.token);
    expect(process.body).toEqual({ data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
    const all = await call('GET', '/api/payments?status=Semua', customer.token);
    expect(all.body.pagination.total).toBe(4);

    const unknown = await call('GET', '/api/payments?status=paid%27%20or%201=1', customer.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Status pesanan tidak dikenal');
  });

  it('answers the largest page (100) in orderSchema, byte for byte as toOrder with credentials withheld', async () => {
    const customer = await signedInCustomer(db, tokens);
    const product = await makeProduct({ name: 'Produk "Kutip" \\ É 🎬', type: 'Sharing Private' });
    const lifetime = await makeProduct({ icon: 'icons\\sub\\l.svg' });
    const voucher = await makeVoucher({ type: 'flat', value: 5_000 });
    const item = await shop.makeItem(product.id, 5, {
      seatsTaken: 3,
      email: 'grup@premiumshop.id',
      secret: app.vault.seal({ password: 'Rahasia#2' }),
    });
    const seat = await shop.makeSeat(item, customer.user.id, {
      profile: 'Profil 2',
      pinSecret: app.vault.seal('1234'),
      expireAt: new Date('2026-03-04T05:06:07.089Z'),
    });
    const statuses = ['Paid', 'Pending', 'Canceled', 'Tenggang', 'Process', 'Expired', 'Habis'] as const;
    const transferStates = ['awaiting', 'submitted', 'rejected', 'confirmed'] as const;
    for (let index = 0; index < 104; index += 1) {
      const status = statuses[index % statuses.length]!;
      const isPaid = status !== 'Pending' && status !== 'Canceled' && status !== 'Expired';
      const order = await shop.makeOrder(customer.user.id, index % 5 === 0 ? lifetime.id : product.id, {
        status,
        packageId: index % 5 === 0 ? null : SHARING,
        createdAt: new Date(Date.now() - index * 61_000),
        paidAt: isPaid ? new Date(Date.now() - index * 59_999) : null,
        nextBillingAt: index % 3 === 0 ? new Date('2027-01-01T20:04:05.999Z') : null,
        expiredTime: index % 4 === 0 ? null : new Date('2026-12-31T23:59:59.999Z'),
        checkoutUrl: index % 2 === 0 ? `/sandbox-pay/${index}` : null,
        voucherId: index % 6 === 0 ? voucher.id : null,
        voucherAmount: index % 6 === 0 ? 5_000 : 0,
        accountId: index % 7 === 0 ? seat.id : null,
        kind: index % 7 === 0 ? 'renewal' : 'new',
        productItemId: index % 11 === 0 ? item.id : null,
        email: index % 9 === 0 ? 'kutip"garis\\miring\n\t\u0001@mail.id' : null,
        domain: index % 10 === 0 ? 'ü.example' : null,
        credInfo: index % 8 === 0 ? 'line\u2028sep </script>' : null,
      });
      // Some are 'Transfer Bank' orders, their transfer in each state (docs/decisions/049).
      if (index % 3 === 1) {
        const state = transferStates[index % transferStates.length]!;
        const hasProof = state !== 'awaiting';
        await db.insert(orderTransfers).values({
          orderId: order.id,
          uniqueCode: 1 + (index % 999),
          state,
          proof: hasProof ? `/api/files/${index.toString(16).padStart(32, '0')}.png` : null,
          proofUploadedAt: hasProof ? new Date(Date.now() - index * 1_001) : null,
          rejectReason: state === 'rejected' ? 'Nominal "kurang" \\ Rp 500\n🎬 </script>' : null,
        });
      }
    }

    // Microseconds, which an answer cuts to milliseconds as Date does.
    const microseconds = (column: AnyPgColumn) => sql`${column} + interval '999 microseconds'`;
    await db
      .update(orders)
      .set({
        createdAt: microseconds(orders.createdAt),
        paidAt: microseconds(orders.paidAt),
        nextBillingAt: microseconds(orders.nextBillingAt),
      })
      .where(eq(orders.userId, customer.user.id));
    await db
      .update(orderTransfers)
      .set({ proofUploadedAt: microseconds(orderTransfers.proofUploadedAt) })
      .where(
        inArray(
          orderTransfers.orderId,
          db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.user.id)),
        ),
      );

    const response = await app.inject({
      method: 'GET',
      url: '/api/payments?limit=100',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const answer = response.json();
    const pageSchema = z.object({ data: z.array(orderSchema), pagination: paginationSchema });
    // Parsing strips what the schema does not know, so equality also means nothing else was sent.
    expect(pageSchema.parse(answer)).toEqual(answer);
    expect(answer.data).toHaveLength(100);
    expect(answer.pagination).toEqual({ page: 1, limit: 100, total: 104, totalPages: 2 });
    const states = answer.data.map((order: Order) => order.transfer?.state ?? null);
    expect(new Set(states)).toEqual(new Set([null, 'awaiting', 'submitted', 'rejected', 'confirmed']));
    const newestFirst = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, customer.user.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(100);
    expect(answer.data.map((order: Order) => order._id)).toEqual(newestFirst.map((row) => row.id));
    expect(response.body).not.toContain('Rahasia#2');

    // What the route's zod serializer would write from each order's own view.
    const views = await Promise.all(newestFirst.map((row) => findOrderView(db, row.id)));
    const expected = pageSchema.parse({
      data: views.map((view) => toOrder(view!, app.ordersContext, 'withheld')),
      pagination: answer.pagination,
    });
    expect(response.body).toBe(JSON.stringify(expected));
  });

  it('sends a page again as last written only while none of its rows changed, and 304 to its ETag', async () => {
    const customer = await signedInCustomer(db, tokens);
    const product = await makeProduct();
    const item = await shop.makeItem(product.id, 5, { seatsTaken: 1 });
    const seat = await shop.makeSeat(item, customer.user.id, { expireAt: new Date('2026-05-01T00:00:00Z') });
    const order = await shop.makeOrder(customer.user.id, product.id, { accountId: seat.id, kind: 'renewal' });
    const list = async (headers: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: '/api/payments?limit=100',
        headers: { authorization: `Bearer ${customer.token}`, ...headers },
      });
    const first = (await list()).json();
    expect((await list()).json()).toEqual(first);

    // Each write below is to a different row the answer shows, as another process might make it.
    const changes: Array<[string, () => Promise<unknown>, (answer: { data: Order[] }) => unknown]> = [
      [
        'the order',
        () => db.update(orders).set({ status: 'Paid' }).where(eq(orders.id, order.id)),
        (answer) => answer.data[0]!.status,
      ],
      [
        'its product',
        () => db.update(products).set({ name: 'Nama Baru' }).where(eq(products.id, product.id)),
        (answer) => answer.data[0]!.product.name,
      ],
      [
        'its seat',
        () =>
          db
            .update(accounts)
            .set({ expireAt: new Date('2026-06-01T00:00:00Z') })
            .where(eq(accounts.id, seat.id)),
        (answer) => answer.data[0]!.account!.expire_at,
      ],
      [
        'its group',
        () => db.update(productItems).set({ seatsTaken: 2 }).where(eq(productItems.id, item.id)),
        (answer) => answer.data[0]!.productItem!.willUser,
      ],
    ];
    for (const [row, change, shown] of changes) {
      const before = shown((await list()).json());
      await change();
      expect(shown((await list()).json()), row).not.toEqual(before);
    }
    await shop.makeOrder(customer.user.id, product.id);
    const grown = await list();
    expect(grown.json().pagination.total).toBe(2);

    const etag = grown.headers.etag as string;
    expect(grown.headers['cache-control']).toBe('private, no-cache');
    expect((await list({ 'if-none-match': etag })).statusCode).toBe(304);
    await db.update(orders).set({ status: 'Canceled' }).where(eq(orders.id, order.id));
    expect((await list({ 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('answers an empty first page with a zero total to a customer without orders', async () => {
    const newcomer = await signedInCustomer(db, tokens);
    const page = await call('GET', '/api/payments', newcomer.token);
    expect(page.body).toEqual({ data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
  });

  it('answers the caller order by id or invoice, and 404 for another user', async () => {
    const product = await makeProduct();
    const order = await placed(orderBody(product));
    const byId = await call('GET', `/api/payments/${order._id}`, budi.token);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(order);
    const byInvoice = await call('GET', `/api/payments/${order.invoice}`, budi.token);
    expect(byInvoice.body.data._id).toBe(order._id);
    expect((await call('GET', `/api/payments/${order._id}`, siti.token)).status).toBe(404);
    expect((await call('GET', `/api/payments/${order.invoice}`, siti.token)).status).toBe(404);
  });

  it('shows seat credentials only once the order is paid', async () => {
    const { vault } = app;
    const product = await makeProduct({ type: 'Sharing Private' });
    const [item] = await db
      .insert(productItems)
      .values({
        productId: product.id,
        packageId: SHARING,
        name: 'Grup A',
        email: 'grup.a@premiumshop.id',
        secret: vault.seal({ password: 'Rahasia#1', profiles: ['Profil 1'] }),
        slot: 5,
        seatsTaken: 2,
        state: 'active',
      })
      .returning();
    const [seat] = await db
      .insert(accounts)
      .values({
        productItemId: item!.id,
        userId: budi.user.id,
        productId: product.id,
        packageId: SHARING,
        profile: 'Profil 1',
        pinSecret: vault.seal('4821'),
        duration: 30,
        expireAt: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000),
      })
      .returning();
    const order = await placed(orderBody(product, { account: seat!.id }));
    expect(order.kind).toBe('renewal');
    expect(order.productItem).toEqual({ willUser: 2, slot: 5 });
    expect(order.account).toMatchObject({ _id: seat!.id, password: null, pin: null, email: null, link: [] });

    await db.update(orders).set({ status: 'Paid', paidAt: new Date() }).where(eq(orders.id, order._id));
    const paid = await call('GET', `/api/payments/${order._id}`, budi.token);
    expect(paid.body.data.account).toMatchObject({
      email: 'grup.a@premiumshop.id',
      password: 'Rahasia#1',
      pin: '4821',
      profile: 'Profil 1',
      status: 'Aktif',
    });
    // A list's cards show no credentials, so a list answer carries none: only the seat itself.
    const list = await call('GET', '/api/payments?status=Paid&limit=100', budi.token);
    const listed = list.body.data.find((entry: Order) => entry._id === order._id);
    expect(listed.account).toEqual({
      ...paid.body.data.account,
      username: null,
      email: null,
      domain: null,
      password: null,
      pin: null,
      profile: null,
      key: null,
      link: [],
    });
    expect(JSON.stringify(list.body)).not.toContain('Rahasia#1');
  });

  it('renews only the caller own seat of that product (404 otherwise)', async () => {
    const product = await makeProduct();
    const otherProduct = await makeProduct();
    const [item] = await db
      .insert(productItems)
      .values({ productId: product.id, name: 'Grup B', slot: 5 })
      .returning();
    const [seat] = await db
      .insert(accounts)
      .values({ productItemId: item!.id, userId: budi.user.id, productId: product.id })
      .returning();
    for (const [body, token] of [
      [orderBody(product, { account: seat!.id }), siti.token],
      [orderBody(otherProduct, { account: seat!.id }), budi.token],
      [orderBody(product, { account: randomUUID() }), budi.token],
    ] as const) {
      const { status, body: answer } = await placeOrder(body, token);
      expect([status, answer.message]).toEqual([404, 'Akun tidak ditemukan']);
    }
  });
});

describe('POST /api/payments: a renewal keeps the seat package', () => {
  /** A seat of the caller in `packageName`, in a group of that package. */
  async function seatIn(productId: string, packageName: string, owner = budi) {
    const [item] = await db
      .insert(productItems)
      .values({ productId, packageId: packageId(packageName), name: 'Grup R', slot: 5, state: 'active' })
      .returning();
    const [seat] = await db
      .insert(accounts)
      .values({
        productItemId: item!.id,
        userId: owner.user.id,
        productId,
        packageId: packageId(packageName),
        duration: 30,
        expireAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000),
      })
      .returning();
    return seat!;
  }

  const renewalPackageMessage =
    'Akun ini hanya dapat diperpanjang dengan paketnya sendiri, silakan pilih durasi dari paket tersebut.';

  it('refuses a Sharing seat renewed through the cheaper Host package with 409', async () => {
    const product = await makeProduct(
      {},
      {
        Sharing: [[30, 25_000]],
        Host: [[30, 15_000]],
      },
    );
    const seat = await seatIn(product.id, 'Sharing');
    const { status, body } = await placeOrder(
      orderBody(product, { account: seat.id, packageId: packageId('Host'), price: 15_000 }),
    );
    expect([status, body.code, body.message]).toEqual([409, 'CONFLICT', renewalPackageMessage]);
    expect(body.errors).toEqual({ packageId: renewalPackageMessage });
    expect(await db.select().from(orders).where(eq(orders.accountId, seat.id))).toEqual([]);
  });

  it('refuses a 30-day seat renewed through the Lifetime package with 409', async () => {
    const product = await makeProduct(
      {},
      {
        Sharing: [[30, 25_000]],
        Lifetime: [[0, 200_000]],
      },
    );
    const seat = await seatIn(product.id, 'Sharing');
    const { status, body } = await placeOrder(
      orderBody(product, { account: seat.id, packageId: packageId('Lifetime'), duration: 0, price: 200_000 }),
    );
    expect([status, body.message]).toEqual([409, renewalPackageMessage]);
  });

  it('renews in the seat package for any duration it sells (Ubah Durasi), and 400s one it does not', async () => {
    const product = await makeProduct();
    const seat = await seatIn(product.id, 'Sharing');
    const same = await placed(orderBody(product, { account: seat.id }));
    expect(same).toMatchObject({ kind: 'renewal', packageId: SHARING, duration: 30 });
    const longer = await placed(
      orderBody(product, { account: seat.id, duration: 90, price: 70_000, adminFee: 6_000 }),
    );
    expect(longer).toMatchObject({ kind: 'renewal', packageId: SHARING, duration: 90, price: 70_000 });
    const unsold = await placeOrder(orderBody(product, { account: seat.id, duration: 60 }));
    expect([unsold.status, unsold.body.message]).toEqual([400, 'Durasi yang dipilih tidak tersedia.']);
  });
});

describe('POST /api/payments: what an unpaid order holds, and for how long', () => {
  const capMessage =
    'Kamu masih punya 3 pesanan yang belum dibayar. Selesaikan atau batalkan dulu sebelum membuat pesanan baru.';

  it("gives the channel's window to pay (QRIS 55 minutes), and the sandbox transaction expires with the order", async () => {
    const product = await makeProduct();
    const before = Date.now();
    const order = await placed(orderBody(product));
    const deadline = new Date(order.expired_time!).getTime();
    expect(deadline - new Date(order.createdAt).getTime()).toBeGreaterThanOrEqual(55 * 60 * 1000);
    expect(deadline).toBeLessThanOrEqual(before + 55 * 60 * 1000 + 5_000);
    const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
    const transaction = await app.paymentGateway.getTransaction(row!.reference!);
    expect(transaction!.expiresAt.getTime()).toBe(deadline);
  });

  it('gives the voucher use of an order past its window to the next customer at once', async () => {
    const product = await makeProduct();
    const voucher = await makeVoucher({ type: 'flat', value: 1_000, usageLimit: 1 });
    const held = await placed(orderBody(product, { voucher: voucher.id }));
    const refused = await placeOrder(orderBody(product, { voucher: voucher.id }), siti.token);
    expect([refused.status, refused.body.message]).toEqual([409, 'Voucher sudah habis']);

    await windowPassed(held._id);
    const next = await placed(orderBody(product, { voucher: voucher.id }), siti.token);
    expect(next.voucher).toBe(1_000);
    expect(await usedOf(vouchers, voucher.id)).toBe(1);
    const [old] = await db.select().from(orders).where(eq(orders.id, held._id));
    expect(old!.status).toBe('Expired');
  });

  it('gives the promo slot of an order past its window to the next customer at once', async () => {
    const product = await makeProduct();
    const promo = await makePromo(product.id, 30, '20%', 1);
    const held = await placed(orderBody(product, { discount: 5_400 }));
    await windowPassed(held._id);
    // The storefront still shows the slot as taken (1 / 1): the checkout frees it before pricing.
    const next = await placed(orderBody(product), siti.token);
    expect(next.discount).toBe(5_400);
    expect(await usedOf(productDiscounts, promo.id)).toBe(1);
  });

  it('caps a customer at 3 unpaid orders; paid, canceled and overdue ones do not count', async () => {
    const product = await makeProduct();
    const first = await placed(orderBody(product));
    const second = await placed(orderBody(product));
    await placed(orderBody(product));
    const fourth = await placeOrder(orderBody(product));
    expect([fourth.status, fourth.body.code, fourth.body.message]).toEqual([409, 'CONFLICT', capMessage]);
    // Another customer is not held back by Budi's orders.
    await placed(orderBody(product), siti.token);

    await call('DELETE', `/api/payments/cancel/${first._id}`, budi.token);
    const afterCancel = await placed(orderBody(product));
    expect((await placeOrder(orderBody(product))).status).toBe(409);
    await markPaid(second._id);
    await placed(orderBody(product));
    await windowPassed(afterCancel._id);
    await placed(orderBody(product));
    expect((await placeOrder(orderBody(product))).body.message).toBe(capMessage);
  });

  it('lets at most 3 of 8 simultaneous orders of one customer through', async () => {
    const product = await makeProduct();
    const answers = await Promise.all(Array.from({ length: 8 }, () => placeOrder(orderBody(product))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array.from({ length: 5 }, () => [409, capMessage]),
    );
    const rows = await db.select().from(orders).where(eq(orders.userId, budi.user.id));
    expect(rows).toHaveLength(3);
  });

  it('keeps each of 12 customers placing 5 orders at once to 3 when their orders are written together', async () => {
    const product = await makeProduct();
    const buyers = await customers(12);
    const answers = await Promise.all(
      buyers.flatMap((buyer) => Array.from({ length: 5 }, () => placeOrder(orderBody(product), buyer.token))),
    );
    for (const [index, buyer] of buyers.entries()) {
      const own = answers.slice(index * 5, index * 5 + 5);
      expect(own.filter((answer) => answer.status === 201)).toHaveLength(3);
      expect(
        own.filter((answer) => answer.status === 409 && answer.body.message === capMessage),
      ).toHaveLength(2);
      const rows = await db.select().from(orders).where(eq(orders.userId, buyer.user.id));
      expect(rows).toHaveLength(3);
      // Each placed order carries the reference its gateway transaction was recorded with.
      expect(rows.every((row) => row.reference !== null && row.checkoutUrl !== null)).toBe(true);
    }
  });

  it("reads each order's own product, duration, promo and customer when orders arrive together", async () => {
    const plain = await makeProduct();
    const promoted = await makeProduct({ adminFee: '1000' });
    await makePromo(promoted.id, 30, '10%');
    const buyers = await customers(6);
    const asks: [Body, string][] = [
      [orderBody(plain), buyers[0]!.token],
      [orderBody(plain, { duration: 90, price: 70_000, adminFee: 6_000 }), buyers[1]!.token],
      [orderBody(promoted, { adminFee: 1_000 }), buyers[2]!.token],
      [orderBody({ id: randomUUID() }), buyers[3]!.token],
      [orderBody(plain, { price: 20_000 }), buyers[4]!.token],
      [orderBody(promoted, { duration: 90, price: 70_000, adminFee: 3_000 }), buyers[5]!.token],
    ];
    // Twice over, so most of them wait for a read in flight and go in one batch.
    const answers = await Promise.all([...asks, ...asks].map(([body, token]) => placeOrder(body, token)));
    for (const half of [answers.slice(0, 6), answers.slice(6)]) {
      const [thirty, ninety, withPromo, missing, stale, promotedNinety] = half;
      expect([thirty!.status, thirty!.body.data.price, thirty!.body.data.discount]).toEqual([201, 25_000, 0]);
      expect([ninety!.status, ninety!.body.data.price, ninety!.body.data.duration]).toEqual([
        201, 70_000, 90,
      ]);
      // 10% of the price with its admin fee, on the promoted product's 30 days only.
      expect([withPromo!.status, withPromo!.body.data.discount, withPromo!.body.data.admin]).toEqual([
        201, 2_600, 1_000,
      ]);
      expect([missing!.status, missing!.body.code]).toEqual([404, 'NOT_FOUND']);
      expect([stale!.status, stale!.body.errors]).toEqual([409, { price: '25000', adminFee: '2000' }]);
      expect([promotedNinety!.status, promotedNinety!.body.data.discount]).toEqual([201, 0]);
    }
    for (const [index, buyer] of buyers.entries()) {
      const rows = await db.select().from(orders).where(eq(orders.userId, buyer.user.id));
      expect(rows.map((row) => row.userId)).toEqual(
        index === 3 || index === 4 ? [] : [buyer.user.id, buyer.user.id],
      );
    }
  });
});

describe('POST /api/payments: per-customer limits of vouchers and promos', () => {
  const voucherLimitMessage = 'Voucher sudah mencapai batas pemakaian untuk akunmu';
  const promoLimitMessage = 'Promo sudah mencapai batas pemakaian untuk akunmu';

  it('refuses a voucher the customer holds or used up to its limit; others and freed uses still work', async () => {
    const product = await makeProduct();
    const voucher = await makeVoucher({ type: 'flat', value: 1_000, perCustomerLimit: 1 });
    const first = await placed(orderBody(product, { voucher: voucher.id }));
    const again = await placeOrder(orderBody(product, { voucher: voucher.id }));
    expect(again).toEqual({
      status: 409,
      body: {
        code: 'VOUCHER_UNAVAILABLE',
        message: voucherLimitMessage,
        errors: { voucher: voucherLimitMessage },
      },
    });
    expect((await placed(orderBody(product, { voucher: voucher.id }), siti.token)).voucher).toBe(1_000);

    // A canceled order gives the customer's use back; a paid one keeps it for good.
    await call('DELETE', `/api/payments/cancel/${first._id}`, budi.token);
    const retried = await placed(orderBody(product, { voucher: voucher.id }));
    await markPaid(retried._id);
    expect((await placeOrder(orderBody(product, { voucher: voucher.id }))).body.message).toBe(
      voucherLimitMessage,
    );
  });

  it('lets exactly 2 of 6 simultaneous orders of one customer use a voucher limited to 2 per customer', async () => {
    const product = await makeProduct();
    const voucher = await makeVoucher({ type: 'percent', value: 10, perCustomerLimit: 2 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => placeOrder(orderBody(product, { voucher: voucher.id }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array.from({ length: 4 }, () => [409, voucherLimitMessage]),
    );
    expect(await usedOf(vouchers, voucher.id)).toBe(2);
  });

  it('prices without a promo the customer used up, and says so when the checkout showed it', async () => {
    const product = await makeProduct();
    await makePromo(product.id, 30, '20%').then((promo) =>
      db.update(productDiscounts).set({ perCustomerLimit: 1 }).where(eq(productDiscounts.id, promo.id)),
    );
    const first = await placed(orderBody(product, { discount: 5_400 }));
    expect(first.discount).toBe(5_400);
    const shown = await placeOrder(orderBody(product, { discount: 5_400 }));
    expect(shown).toEqual({
      status: 409,
      body: { code: 'PROMO_SOLD_OUT', message: promoLimitMessage, errors: { discount: promoLimitMessage } },
    });
    const fullPrice = await placed(orderBody(product, { discount: 0 }));
    expect(fullPrice).toMatchObject({ discount: 0, price: 25_000, admin: 2_000 });
    expect((await placed(orderBody(product), siti.token)).discount).toBe(5_400);
  });

  it('gives a promo limited to 1 per customer to exactly 1 of 3 simultaneous orders of one customer', async () => {
    const product = await makeProduct();
    const promo = await makePromo(product.id, 30, '20%');
    await db.update(productDiscounts).set({ perCustomerLimit: 1 }).where(eq(productDiscounts.id, promo.id));
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => placeOrder(orderBody(product, { discount: 5_400 }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual([
      [409, promoLimitMessage],
      [409, promoLimitMessage],
    ]);
    expect(await usedOf(productDiscounts, promo.id)).toBe(1);
  });
});

describe('POST /api/payments and the fee look-up: rate limits per customer', () => {
  it('answers the 11th order request of a customer in 10 minutes with 429 and Retry-After', async () => {
    const product = await makeProduct();
    // Stale prices: refused with 409 after the limit is counted, so no order stays open.
    for (let index = 0; index < 10; index += 1) {
      expect((await placeOrder(orderBody(product, { price: 1 }))).status).toBe(409);
    }
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments',
      payload: orderBody(product),
      headers: { authorization: `Bearer ${budi.token}` },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Terlalu banyak percobaan, silakan coba lagi dalam beberapa menit.',
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
    expect(await db.select().from(orders).where(eq(orders.userId, budi.user.id))).toEqual([]);
    // The limit is the customer's own.
    await placed(orderBody(product), siti.token);
  });

  it('answers the 61st fee look-up of a customer in a minute with 429', async () => {
    const url = '/api/payments/get-tripay-admin?amount=27000&code=QRIS';
    for (let index = 0; index < 60; index += 1) {
      expect((await call('GET', url, budi.token)).status).toBe(200);
    }
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${budi.token}` },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('GET', url, siti.token)).status).toBe(200);
  });
});

describe('GET /api/payments/get-tripay-admin', () => {
  it('answers the gateway fee of a channel', async () => {
    const { status, body } = await call(
      'GET',
      '/api/payments/get-tripay-admin?amount=27000&code=QRIS',
      budi.token,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ data: { fee: 750 + 189 } });
    const va = await call('GET', '/api/payments/get-tripay-admin?amount=27000&code=BRIVA', budi.token);
    expect(va.body.data.fee).toBe(4_250);
  });

  it.each([
    'amount=-1&code=QRIS',
    'amount=abc&code=QRIS',
    'amount=1.5&code=QRIS',
    'amount=1000&code=XYZ',
    'amount=1000',
  ])('400 for %s', async (query) => {
    const { status, body } = await call('GET', `/api/payments/get-tripay-admin?${query}`, budi.token);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
  });
});

describe('the sandbox lookup', () => {
  it('reads a transaction back from the orders table', async () => {
    const product = await makeProduct();
    const order = await placed(orderBody(product));
    const [row] = await db.select().from(orders).where(eq(orders.id, order._id));
    const found = await app.paymentGateway.getTransaction(row!.reference!);
    expect(found).toMatchObject({
      merchantRef: order.invoice,
      amount: order.total,
      status: 'UNPAID',
      paidAt: null,
    });
    expect(await sandboxTransaction(db, 'SBX-NOPE')).toBeNull();
  });

  it('makes invoices in the INV-YYYYMMDD-XXXXXX form on the WIB day', () => {
    expect(newInvoice(new Date('2026-11-23T18:00:00Z'))).toMatch(/^INV-20261124-[A-Z2-9]{6}$/);
    expect(settings.PUBLIC_URL).toMatch(/^http/);
  });
});
