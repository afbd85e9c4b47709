import { PRODUCT_TYPES } from '@premium-shop/domain/catalogue';
import { ORDER_STATUSES } from '@premium-shop/domain/order-status';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankAccounts } from '../src/db/schema/bank-transfers';
import { banners, siteContent } from '../src/db/schema/content';
import { notifications } from '../src/db/schema/engagement';
import { orders } from '../src/db/schema/orders';
import { productDiscounts, products, variantItems, variants, vouchers } from '../src/db/schema/catalogue';
import { accounts, productItems } from '../src/db/schema/stock';
import { users } from '../src/db/schema/users';
import { seedDemoShop } from '../src/db/seed/demo-shop';
import { verifyPassword } from '../src/platform/passwords';
import { tokenFor } from './customers';
import { createTestApp } from './helper';

const { app, db, settings, tokens, vault } = await createTestApp();
const now = new Date();
await seedDemoShop(db, { vault, settings, now });
const allProducts = await db.select().from(products);
const DAY = 24 * 60 * 60 * 1000;

describe('the demo shop', () => {
  it('has at least 14 products covering every type and both methods', () => {
    expect(allProducts.length).toBeGreaterThanOrEqual(14);
    expect(new Set(allProducts.map((product) => product.type))).toEqual(new Set(PRODUCT_TYPES));
    expect(new Set(allProducts.map((product) => product.method))).toEqual(new Set(['Ready', 'Preorder']));
  });

  it('has one Unavailable product, one out of stock and one created in the last 7 days', () => {
    expect(allProducts.filter((product) => product.status === 'Unavailable')).toHaveLength(1);
    expect(allProducts.filter((product) => product.status === 'Out of Stock')).toHaveLength(1);
    expect(
      allProducts.filter((product) => now.getTime() - product.createdAt.getTime() < 7 * DAY),
    ).toHaveLength(1);
  });

  it('has a limited promo and a Digital Product with an external link', async () => {
    const limited = await db
      .select()
      .from(productDiscounts)
      .where(sql`${productDiscounts.slot} IS NOT NULL`);
    expect(limited.length).toBeGreaterThanOrEqual(1);
    expect(limited[0]!.used).toBeLessThan(limited[0]!.slot!);
    const digital = allProducts.filter((product) => product.type === 'Digital Product');
    expect(digital.some((product) => product.link?.startsWith('https://'))).toBe(true);
  });

  it('sells items of 30, 90, 180 and 360 days and lifetime, with fixed and percentage admin fees', async () => {
    const durations = new Set(
      (await db.select({ duration: variantItems.duration }).from(variantItems)).map((row) => row.duration),
    );
    for (const duration of [0, 30, 90, 180, 360]) expect(durations).toContain(duration);
    expect(allProducts.some((product) => product.adminFee.endsWith('%'))).toBe(true);
    expect(
      allProducts.some((product) => !product.adminFee.endsWith('%') && Number(product.adminFee) > 0),
    ).toBe(true);
    expect((await db.select().from(variants)).length).toBeGreaterThan(0);
  });

  it('has percent, flat and 100% vouchers, three banners and every home content block', async () => {
    const codes = await db.select().from(vouchers);
    expect(codes.some((voucher) => voucher.type === 'percent' && voucher.value < 100)).toBe(true);
    expect(codes.some((voucher) => voucher.type === 'flat')).toBe(true);
    expect(codes.some((voucher) => voucher.type === 'percent' && voucher.value === 100)).toBe(true);
    expect(await db.select().from(banners)).toHaveLength(3);
    const keys = (await db.select({ key: siteContent.key }).from(siteContent)).map((row) => row.key).sort();
    expect(keys).toEqual(['announcement', 'faq', 'flash_cards', 'showcase', 'testimonials', 'why_us']);
  });

  it('keeps product item credentials sealed, readable with the key, with free seats left', async () => {
    const items = await db.select().from(productItems);
    const sealed = items.filter((item) => item.secret !== null);
    expect(sealed.length).toBeGreaterThan(0);
    for (const item of sealed) {
      expect(item.secret!.toString('latin1')).not.toMatch(/password/i);
      expect(vault.open<Record<string, unknown>>(item.secret!)).toBeTypeOf('object');
    }
    expect(items.some((item) => item.state === 'active' && item.seatsTaken < item.slot)).toBe(true);
  });

  it("has one active BCA account of the shop's, so the checkout offers 'Transfer Bank' last", async () => {
    const rows = await db.select().from(bankAccounts);
    expect(rows).toEqual([
      expect.objectContaining({
        bank: 'BCA',
        accountNumber: '1234567890',
        holderName: 'Premium Shop',
        isActive: true,
      }),
    ]);
    const [budi] = await db.select().from(users).where(eq(users.email, 'budi@gmail.com'));
    const channels = await app.inject({
      method: 'GET',
      url: '/api/payments/channels?amount=50000',
      headers: { authorization: `Bearer ${await tokenFor(db, tokens, budi!.id)}` },
    });
    expect(channels.statusCode).toBe(200);
    const codes = channels.json<{ data: Array<{ code: string }> }>().data.map((channel) => channel.code);
    expect(codes.at(-1)).toBe('TRANSFER');
  });

  it('lets the admin and Budi log in with the documented passwords', async () => {
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@premiumshop.id'));
    const [budi] = await db.select().from(users).where(eq(users.email, 'budi@gmail.com'));
    expect(admin?.role).toBe('admin');
    expect(budi?.role).toBe('customer');
    expect(await verifyPassword(admin!.passwordHash, 'admin12345')).toBe(true);
    expect(await verifyPassword(budi!.passwordHash, 'budi12345')).toBe(true);
  });

  it('gives Budi orders in every status, consistent amounts, seats and notifications', async () => {
    const [budi] = await db.select().from(users).where(eq(users.email, 'budi@gmail.com'));
    const budiOrders = await db.select().from(orders).where(eq(orders.userId, budi!.id));
    expect(new Set(budiOrders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    for (const order of budiOrders) {
      expect(order.total).toBe(
        order.price + order.admin + order.tax - order.discount - order.voucherAmount + order.gatewayFee,
      );
    }
    const paid = budiOrders.filter((order) => order.status === 'Paid');
    expect(paid.every((order) => order.paidAt !== null && order.accountId !== null)).toBe(true);
    expect((await db.select().from(accounts).where(eq(accounts.userId, budi!.id))).length).toBeGreaterThan(0);
    const unread = await db.select().from(notifications).where(eq(notifications.userId, budi!.id));
    expect(unread.some((notification) => !notification.isRead)).toBe(true);
  });
});
