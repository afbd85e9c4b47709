import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from './catalogue-fixtures';
import { createTestDatabase } from './helper';
import { products, vouchers } from '../src/db/schema/catalogue';
import { liveEvents } from '../src/db/schema/live-events';
import { productItems } from '../src/db/schema/stock';
import { users } from '../src/db/schema/users';

const { connection } = await createTestDatabase();
const { db } = connection;

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string; code?: string } }).cause;
    return cause?.constraint ?? cause?.code ?? String(error);
  }
  throw new Error('expected the database to refuse');
}

const shop = await catalogueFixtures(db, {
  category: { image: 'a.svg', bg: '#000', icon: 'i.svg' },
  packages: [],
});
const product = await shop.makeProduct({ name: 'Netflix', image: 'n.svg', banner: 'b.svg', icon: 'i.svg' });

describe('the schema keeps data valid', () => {
  it('refuses a second user with the same e-mail and any upper-case e-mail', async () => {
    const user = { name: 'Budi', phone: '+6281234567890', passwordHash: 'x' };
    await db.insert(users).values({ ...user, email: 'budi@gmail.com' });
    const otherPhone = { ...user, phone: '+6281234567891' };
    expect(await rejection(db.insert(users).values({ ...otherPhone, email: 'budi@gmail.com' }))).toBe(
      'users_email_unique',
    );
    expect(await rejection(db.insert(users).values({ ...otherPhone, email: 'Ani@gmail.com' }))).toBe(
      'users_email_lower_case',
    );
  });

  it('refuses a second verified user with the same phone, and lets any number of unverified ones claim it', async () => {
    const row = { name: 'Sari', phone: '+6285700001111', passwordHash: 'x' };
    await db.insert(users).values({ ...row, email: 'sari@gmail.com', phoneVerifiedAt: new Date() });
    await db.insert(users).values({ ...row, email: 'sari.klaim@gmail.com' });
    await db.insert(users).values({ ...row, email: 'sari.klaim2@gmail.com' });
    expect(
      await rejection(
        db.insert(users).values({ ...row, email: 'sari.lain@gmail.com', phoneVerifiedAt: new Date() }),
      ),
    ).toBe('users_verified_phone_unique');
    const placeholder = { name: 'Admin', phone: '+620000000000', passwordHash: 'x', role: 'admin' as const };
    await db.insert(users).values({ ...placeholder, email: 'admin.satu@premiumshop.id' });
    await db.insert(users).values({ ...placeholder, email: 'admin.dua@premiumshop.id' });
  });

  it('refuses a phone without the +62 prefix', async () => {
    const row = { name: 'Ani', email: 'ani@gmail.com', phone: '081234567890', passwordHash: 'x' };
    expect(await rejection(db.insert(users).values(row))).toBe('users_phone_format');
  });

  it('never lets a group hold more seats than its slot', async () => {
    const [item] = await db
      .insert(productItems)
      .values({ productId: product.id, name: 'Grup A', slot: 2, seatsTaken: 2 })
      .returning();
    expect(await rejection(db.update(productItems).set({ seatsTaken: 3 }))).toBe(
      'product_items_seats_within_slot',
    );
    expect(item!.seatsTaken).toBe(2);
  });

  it('never lets a voucher be used beyond its limit, nor a percent voucher exceed 100', async () => {
    await db.insert(vouchers).values({ code: 'HEMAT', type: 'flat', value: 5000, usageLimit: 1, used: 1 });
    expect(await rejection(db.update(vouchers).set({ used: 2 }))).toBe('vouchers_used_within_limit');
    expect(await rejection(db.insert(vouchers).values({ code: 'BIG', type: 'percent', value: 150 }))).toBe(
      'vouchers_percent_at_most_100',
    );
    expect(await rejection(db.insert(vouchers).values({ code: 'lower', type: 'flat', value: 1 }))).toBe(
      'vouchers_code_upper_case',
    );
  });

  it('refuses a malformed admin fee and a digital product without a link', async () => {
    const base = { ...product, id: undefined, createdAt: undefined, updatedAt: undefined };
    expect(await rejection(db.insert(products).values({ ...base, adminFee: 'sepuluh' }))).toBe(
      'products_admin_fee_format',
    );
    expect(
      await rejection(db.insert(products).values({ ...base, type: 'Digital Product', link: null })),
    ).toBe('products_digital_has_link');
  });

  it('keeps every live event for exactly one audience: one user, every admin or every customer', async () => {
    const [customer] = await db
      .insert(users)
      .values({ name: 'Dewi', email: 'dewi@gmail.com', phone: '+6281299990000', passwordHash: 'x' })
      .returning();
    const event = { type: 'notification.created', payload: {} };
    await db.insert(liveEvents).values([
      { ...event, userId: customer!.id },
      { ...event, forAdmins: true },
      { ...event, forCustomers: true },
    ]);
    for (const audience of [
      {},
      { userId: customer!.id, forCustomers: true },
      { userId: customer!.id, forAdmins: true },
      { forAdmins: true, forCustomers: true },
    ]) {
      expect(await rejection(db.insert(liveEvents).values({ ...event, ...audience }))).toBe(
        'live_events_one_audience',
      );
    }
  });
});
