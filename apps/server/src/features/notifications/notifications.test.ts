import { notificationSchema, type Notification } from '@premium-shop/domain/dashboard-schema';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/helper';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInCustomer } from '../../../test/customers';
import { notificationCategories, notifications } from '../../db/schema/engagement';
import { outbox } from '../../db/schema/operations';
import { notifyByDashboardAndWhatsApp } from './notifications.service';

const { app, db, tokens } = await createTestApp();
const MINUTE = 60 * 1000;
const now = Date.now();

// ---------------------------------------------------------------------------------------------
// Fixtures: 12 notifications of Budi (5 unread), one of Ani, none of Siti.

const shop = await catalogueFixtures(db, { packages: [] });
const product = await shop.makeProduct({
  name: 'Netflix Premium',
  icon: 'icons\\netflix.svg',
  slot: 1,
});
const [orderCategory] = await db
  .insert(notificationCategories)
  .values({ name: 'Pesanan', icon: 'icons\\bag.svg' })
  .returning();

const budi = await signedInCustomer(db, tokens);
const siti = await signedInCustomer(db, tokens);
const ani = await signedInCustomer(db, tokens);

// Index 0 is the oldest; every third one has a category and product, indexes 7..11 are unread.
const budiRows = await db
  .insert(notifications)
  .values(
    Array.from({ length: 12 }, (_, index) => ({
      userId: budi.user.id,
      title: `Judul ${index}`,
      content: `Pesan ${index}`,
      shortDescription: index % 3 === 0 ? `INV-${index}` : null,
      categoryId: index % 3 === 0 ? orderCategory!.id : null,
      productId: index % 3 === 0 ? product.id : null,
      isRead: index < 7,
      createdAt: new Date(now - (12 - index) * MINUTE),
    })),
  )
  .returning();
const titlesNewestFirst = budiRows.map((row) => row.title).reverse();
const [aniRow] = await db
  .insert(notifications)
  .values({ userId: ani.user.id, title: 'Punya Ani', content: 'Rahasia', createdAt: new Date(now) })
  .returning();

async function call(method: 'GET' | 'PUT', url: string, token?: string, body?: object) {
  const response = await app.inject({
    method,
    url,
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

const titles = (list: Notification[]) => list.map((notification) => notification.title);

async function readFlags(ids: string[]) {
  const rows = await db
    .select({ id: notifications.id, isRead: notifications.isRead })
    .from(notifications)
    .where(inArray(notifications.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.isRead]));
}

// ---------------------------------------------------------------------------------------------

describe('GET /api/notifications', () => {
  it('answers the first page of 10, newest first, with the pagination maths, never cached', async () => {
    const { status, headers, body } = await call('GET', '/api/notifications', budi.token);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    const list = z.array(notificationSchema).parse(body.data);
    expect(titles(list)).toEqual(titlesNewestFirst.slice(0, 10));
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
  });

  it('answers page 2 and a custom limit', async () => {
    const second = await call('GET', '/api/notifications?page=2', budi.token);
    expect(titles(second.body.data)).toEqual(['Judul 1', 'Judul 0']);
    expect(second.body.pagination).toEqual({ page: 2, limit: 10, total: 12, totalPages: 2 });

    const third = await call('GET', '/api/notifications?limit=5&page=3', budi.token);
    expect(titles(third.body.data)).toEqual(['Judul 1', 'Judul 0']);
    expect(third.body.pagination).toEqual({ page: 3, limit: 5, total: 12, totalPages: 3 });

    const beyond = await call('GET', '/api/notifications?limit=5&page=9', budi.token);
    expect(beyond.body).toEqual({ data: [], pagination: { page: 9, limit: 5, total: 12, totalPages: 3 } });
  });

  it('answers the category, the product and the short description, or null without them', async () => {
    const { body } = await call('GET', '/api/notifications?limit=3', budi.token);
    const [newest, , third] = body.data as Notification[];
    expect(newest).toEqual({
      _id: budiRows[11]!.id,
      title: 'Judul 11',
      content: 'Pesan 11',
      createdAt: budiRows[11]!.createdAt.toISOString(),
      isRead: false,
      category: null,
      product: null,
      informationId: null,
    });
    expect(third).toMatchObject({
      title: 'Judul 9',
      isRead: false,
      category: { name: 'Pesanan', icon: 'icons/bag.svg' },
      product: { _id: product.id, name: 'Netflix Premium', icon: 'icons/netflix.svg' },
      informationId: 'INV-9',
    });
  });

  it.each([
    ['limit=0', 'Limit harus bilangan bulat 1 sampai 50'],
    ['limit=51', 'Limit harus bilangan bulat 1 sampai 50'],
    ['limit=abc', 'Limit harus bilangan bulat 1 sampai 50'],
    ['limit=2.5', 'Limit harus bilangan bulat 1 sampai 50'],
    ['page=0', 'Halaman harus bilangan bulat mulai dari 1'],
    ['page=-1', 'Halaman harus bilangan bulat mulai dari 1'],
    ['page=x', 'Halaman harus bilangan bulat mulai dari 1'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, body } = await call('GET', `/api/notifications?${query}`, budi.token);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it("gives another customer an empty list and only ever the caller's own", async () => {
    const siti1 = await call('GET', '/api/notifications', siti.token);
    expect(siti1.body).toEqual({ data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
    const ani1 = await call('GET', '/api/notifications', ani.token);
    expect(titles(ani1.body.data)).toEqual(['Punya Ani']);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/notifications')).status).toBe(401);
    expect((await call('GET', '/api/notifications/getUnread')).status).toBe(401);
    const markAll = { notificationIds: [budiRows[11]!.id] };
    expect((await call('PUT', '/api/notifications/markAsRead', undefined, markAll)).status).toBe(401);
    expect((await readFlags([budiRows[11]!.id]))[budiRows[11]!.id]).toBe(false);
  });
});

describe('GET /api/notifications/getUnread', () => {
  it('answers the unread ones, newest first, with their count, never cached', async () => {
    const { status, headers, body } = await call('GET', '/api/notifications/getUnread', budi.token);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(titles(body.data)).toEqual(['Judul 11', 'Judul 10', 'Judul 9', 'Judul 8', 'Judul 7']);
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: 5, totalPages: 1 });
  });

  it('answers another customer nothing', async () => {
    const { body } = await call('GET', '/api/notifications/getUnread', siti.token);
    expect(body).toEqual({ data: [], pagination: { page: 1, limit: 100, total: 0, totalPages: 0 } });
  });
});

describe('PUT /api/notifications/markAsRead', () => {
  const unreadIds = () => budiRows.slice(7).map((row) => row.id);

  it("changes nothing when a customer sends another customer's ids", async () => {
    const { status, body } = await call('PUT', '/api/notifications/markAsRead', siti.token, {
      notificationIds: unreadIds(),
    });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { updated: 0 } });
    expect(Object.values(await readFlags(unreadIds()))).toEqual([false, false, false, false, false]);
  });

  it("marks the caller's own, skips others' and unknown ids, and counts what changed", async () => {
    const [first, second] = unreadIds();
    const { status, headers, body } = await call('PUT', '/api/notifications/markAsRead', budi.token, {
      notificationIds: [first, second, second, aniRow!.id, randomUUID()],
    });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toEqual({ data: { updated: 2 } });
    expect(await readFlags([first!, second!, aniRow!.id])).toEqual({
      [first!]: true,
      [second!]: true,
      [aniRow!.id]: false,
    });

    const unread = await call('GET', '/api/notifications/getUnread', budi.token);
    expect(unread.body.pagination.total).toBe(3);
    // Marking read ones again changes nothing.
    const again = await call('PUT', '/api/notifications/markAsRead', budi.token, {
      notificationIds: [first],
    });
    expect(again.body).toEqual({ data: { updated: 0 } });
  });

  it.each([
    ['an empty list', { notificationIds: [] }],
    ['a malformed id', { notificationIds: ['bukan-id'] }],
    ['no list', {}],
    ['a list that is not one', { notificationIds: 'semua' }],
  ])('answers 400 for %s', async (_, payload) => {
    const { status, body } = await call('PUT', '/api/notifications/markAsRead', budi.token, payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Daftar notifikasi tidak valid' });
    const [row] = await db
      .select({ isRead: notifications.isRead })
      .from(notifications)
      .where(eq(notifications.id, budiRows[11]!.id));
    expect(row!.isRead).toBe(false);
  });
});

describe('notifyByDashboardAndWhatsApp', () => {
  it.each([
    ['without a reference', undefined, '*Akun Diperbarui*\nPassword akunmu berubah.'],
    [
      'with a reference',
      'No. pesanan: INV-1',
      '*Akun Diperbarui*\nPassword akunmu berubah.\nNo. pesanan: INV-1',
    ],
  ])('writes the notification and queues its text by WhatsApp, %s', async (_, reference, text) => {
    const customer = await insertCustomer(db);
    await db.transaction((tx) =>
      notifyByDashboardAndWhatsApp(
        tx,
        {
          userId: customer.id,
          category: 'Pesanan',
          title: 'Akun Diperbarui',
          content: 'Password akunmu berubah.',
        },
        reference === undefined ? { phone: customer.phone } : { phone: customer.phone, reference },
      ),
    );
    const rows = await db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(rows).toEqual([
      expect.objectContaining({
        title: 'Akun Diperbarui',
        content: 'Password akunmu berubah.',
        categoryId: orderCategory!.id,
        isRead: false,
      }),
    ]);
    const messages = await db.select().from(outbox).where(eq(outbox.recipient, customer.phone));
    expect(messages).toEqual([
      expect.objectContaining({ channel: 'whatsapp', body: text, status: 'pending' }),
    ]);
  });
});
