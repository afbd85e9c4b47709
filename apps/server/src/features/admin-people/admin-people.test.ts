import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../../../test/catalogue-fixtures';
import { insertCustomer, signedInAdmin, tokenFor } from '../../../test/customers';
import { jsonCaller } from '../../../test/api';
import { createTestApp } from '../../../test/helper';
import { rowReaders } from '../../../test/rows';
import { notificationCategories, notifications } from '../../db/schema/engagement';
import { auditLogs, outbox } from '../../db/schema/operations';
import { authSessions, refreshTokens, users } from '../../db/schema/users';
import { enqueueEmail, enqueueWhatsApp } from '../outbox/outbox.service';
import { markOutboxMessageSent } from './admin-people.service';

const { app, db, tokens } = await createTestApp();

// ---------------------------------------------------------------------------------------------
// Fixtures

const [info] = await db.insert(notificationCategories).values({ name: 'Info', icon: 'info.svg' }).returning();
await db.insert(notificationCategories).values({ name: 'Promo', icon: 'promo.svg' });
const shop = await catalogueFixtures(db, { packages: [] });
const product = await shop.makeProduct({ name: 'Netflix Premium' });

const admin = await signedInAdmin(db, tokens);
const budi = await insertCustomer(db, 'Budi Santoso');
const budiToken = await tokenFor(db, tokens, budi.id);

const call = jsonCaller(app, admin.token);

async function userOf(id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user!;
}

const { auditOf } = rowReaders(db);

/** The admin routes of this feature, each with a request valid but for the token. */
const ROUTES = [
  { method: 'GET', url: '/api/admin/users' },
  { method: 'PATCH', url: `/api/admin/users/${budi.id}`, payload: { role: 'admin' } },
  { method: 'GET', url: '/api/admin/notification-categories' },
  {
    method: 'POST',
    url: '/api/admin/notifications',
    payload: { target: { all: true }, category: 'Info', title: 'Hai', content: 'Isi' },
  },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/outbox' },
  { method: 'POST', url: `/api/admin/outbox/${randomUUID()}/resend` },
  { method: 'POST', url: `/api/admin/outbox/${randomUUID()}/mark-sent` },
] as const;

// ---------------------------------------------------------------------------------------------

describe('access', () => {
  it.each(ROUTES)('$method $url answers 401 without a token and 403 to a customer', async (route) => {
    const payload = 'payload' in route ? route.payload : undefined;
    expect((await call(route.method, route.url, payload, null)).status).toBe(401);
    const customer = await call(route.method, route.url, payload, budiToken);
    expect(customer).toEqual({
      status: 403,
      body: { message: 'Anda tidak memiliki akses.', code: 'FORBIDDEN' },
    });
  });

  it('changed nothing for the refused calls', async () => {
    expect((await userOf(budi.id)).role).toBe('customer');
    const [written] = await db.select({ total: count() }).from(notifications);
    expect(written!.total).toBe(0);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with their order count, searched and filtered by role', async () => {
    const siti = await insertCustomer(db, 'Siti Cari');
    const answer = await call('GET', '/api/admin/users?limit=100');
    expect(answer.status).toBe(200);
    expect(answer.body.pagination).toMatchObject({ page: 1, limit: 100, total: 3, totalPages: 1 });
    expect(answer.body.data[0]).toEqual({
      _id: siti.id,
      name: 'Siti Cari',
      email: siti.email,
      phone: siti.phone,
      isPhoneVerified: true,
      role: 'customer',
      isActive: true,
      createdAt: siti.createdAt.toISOString(),
      ordersCount: 0,
    });
    expect(answer.body.data.map((user: { _id: string }) => user._id)).toEqual(
      expect.arrayContaining([admin.user.id, budi.id, siti.id]),
    );

    const search = await call('GET', `/api/admin/users?search=${encodeURIComponent(' siti CARI ')}`);
    expect(search.body.data.map((user: { _id: string }) => user._id)).toEqual([siti.id]);
    const byEmail = await call('GET', `/api/admin/users?search=${budi.email.slice(0, 12)}`);
    expect(byEmail.body.data.map((user: { _id: string }) => user._id)).toEqual([budi.id]);
    // A LIKE wildcard is searched as a character.
    expect((await call('GET', '/api/admin/users?search=%25')).body.data).toEqual([]);

    const admins = await call('GET', '/api/admin/users?role=admin');
    expect(admins.body.data.map((user: { _id: string }) => user._id)).toEqual([admin.user.id]);
    const paged = await call('GET', '/api/admin/users?limit=1&page=2');
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.pagination).toEqual({ page: 2, limit: 1, total: 3, totalPages: 3 });
  });

  it('counts the orders each user paid for, whatever their status became; unpaid ones do not count', async () => {
    const buyer = await insertCustomer(db, 'Pembeli Setia');
    const other = await insertCustomer(db, 'Pembeli Lain');
    const paidAt = new Date();
    const paid = ['Paid', 'Process', 'Tenggang', 'Habis', 'Preorder'] as const;
    for (const status of paid) await shop.makeOrder(buyer.id, product.id, { status, paidAt });
    // A late payment: canceled first, then paid, now Process with paid_after set.
    await shop.makeOrder(buyer.id, product.id, { status: 'Process', paidAt, paidAfter: 'Canceled' });
    for (const status of ['Pending', 'Preorder', 'Canceled', 'Expired'] as const) {
      await shop.makeOrder(buyer.id, product.id, { status });
    }
    await shop.makeOrder(other.id, product.id, { status: 'Paid', paidAt });

    const answer = await call('GET', '/api/admin/users?search=Pembeli');
    const counts = Object.fromEntries(
      answer.body.data.map((user: { name: string; ordersCount: number }) => [user.name, user.ordersCount]),
    );
    expect(counts).toEqual({ 'Pembeli Setia': 6, 'Pembeli Lain': 1 });
    // The answer to a change carries the same count.
    const changed = await call('PATCH', `/api/admin/users/${buyer.id}`, { isActive: false });
    expect(changed.body.data.ordersCount).toBe(6);
    await call('PATCH', `/api/admin/users/${buyer.id}`, { isActive: true });
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['role=owner', 'page=0', 'page=abc', 'limit=500', `search=${'x'.repeat(101)}`]) {
      const answer = await call('GET', `/api/admin/users?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await call('GET', '/api/admin/users?role=owner')).body.message).toBe('Peran tidak valid');
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('makes a customer admin and back, with an audit row for each change', async () => {
    const rina = await insertCustomer(db, 'Rina');
    const promoted = await call('PATCH', `/api/admin/users/${rina.id}`, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ data: { _id: rina.id, role: 'admin', isActive: true } });
    expect((await userOf(rina.id)).role).toBe('admin');

    const demoted = await call('PATCH', `/api/admin/users/${rina.id}`, { role: 'customer' });
    expect(demoted.body.data.role).toBe('customer');

    const audit = await auditOf(rina.id);
    expect(audit.map((row) => [row.action, row.actorId, row.before, row.after])).toEqual([
      ['user.update', admin.user.id, { role: 'admin', isActive: true }, { role: 'customer', isActive: true }],
      ['user.update', admin.user.id, { role: 'customer', isActive: true }, { role: 'admin', isActive: true }],
    ]);

    // Asking for what already is writes nothing.
    expect((await call('PATCH', `/api/admin/users/${rina.id}`, { role: 'customer' })).status).toBe(200);
    expect(await auditOf(rina.id)).toHaveLength(2);
  });

  it('a new admin reaches the console with the token they already had', async () => {
    const dewi = await insertCustomer(db, 'Dewi');
    const dewiToken = await tokenFor(db, tokens, dewi.id);
    expect((await call('GET', '/api/admin/users', undefined, dewiToken)).status).toBe(403);
    await call('PATCH', `/api/admin/users/${dewi.id}`, { role: 'admin' });
    expect((await call('GET', '/api/admin/users', undefined, dewiToken)).status).toBe(200);
  });

  it('deactivation ends the user sessions at once, and the user cannot sign in again', async () => {
    const eko = await insertCustomer(db, 'Eko');
    const ekoToken = await tokenFor(db, tokens, eko.id);
    const [session] = await db.select().from(authSessions).where(eq(authSessions.userId, eko.id));
    await db.insert(refreshTokens).values({
      userId: eko.id,
      familyId: session!.id,
      tokenHash: `hash-${randomUUID()}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await call('GET', '/api/users/me', undefined, ekoToken)).status).toBe(200);

    const answer = await call('PATCH', `/api/admin/users/${eko.id}`, { isActive: false });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ isActive: false, role: 'customer' });

    const after = await call('GET', '/api/users/me', undefined, ekoToken);
    expect(after.status).toBe(401);
    const sessions = await db.select().from(authSessions).where(eq(authSessions.userId, eko.id));
    expect(sessions.every((row) => row.revokedAt !== null)).toBe(true);
    const refresh = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, eko.id));
    expect(refresh.every((row) => row.revokedAt !== null)).toBe(true);
    const [audit] = await auditOf(eko.id);
    expect(audit).toMatchObject({
      action: 'user.update',
      before: { isActive: true },
      after: { isActive: false, sessionsEnded: 1 },
    });

    // Reactivation does not bring the old session back.
    await call('PATCH', `/api/admin/users/${eko.id}`, { isActive: true });
    expect((await userOf(eko.id)).isActive).toBe(true);
    expect((await call('GET', '/api/users/me', undefined, ekoToken)).status).toBe(401);
  });

  it('refuses to let an admin demote or deactivate themself (409), changing nothing', async () => {
    for (const body of [{ role: 'customer' }, { isActive: false }, { role: 'customer', isActive: false }]) {
      const answer = await call('PATCH', `/api/admin/users/${admin.user.id}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(409);
      expect(answer.body.code).toBe('CONFLICT');
    }
    expect(
      (await call('PATCH', `/api/admin/users/${admin.user.id}`, { role: 'customer' })).body.message,
    ).toBe('Anda tidak dapat mengubah peran akun Anda sendiri');
    expect((await call('PATCH', `/api/admin/users/${admin.user.id}`, { isActive: false })).body.message).toBe(
      'Anda tidak dapat menonaktifkan akun Anda sendiri',
    );
    expect(await userOf(admin.user.id)).toMatchObject({ role: 'admin', isActive: true });
    expect(await auditOf(admin.user.id)).toEqual([]);
    expect((await call('GET', '/api/admin/users')).status).toBe(200);
  });

  it('refuses bad bodies with 400 and unknown users with 404', async () => {
    const before = await userOf(budi.id);
    for (const body of [{}, { role: 'owner' }, { isActive: 'no' }, { role: 'admin', extra: 1 }]) {
      const answer = await call('PATCH', `/api/admin/users/${budi.id}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await call('PATCH', `/api/admin/users/${budi.id}`, {})).body.message).toBe(
      'Pilih perubahan: peran atau status aktif',
    );
    for (const id of [randomUUID(), 'bukan-id']) {
      const answer = await call('PATCH', `/api/admin/users/${id}`, { role: 'admin' });
      expect(answer).toEqual({
        status: 404,
        body: { message: 'Pengguna tidak ditemukan', code: 'NOT_FOUND' },
      });
    }
    expect(await userOf(budi.id)).toEqual(before);
  });
});

describe('notifications', () => {
  it('lists the categories', async () => {
    const answer = await call('GET', '/api/admin/notification-categories');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((entry: { name: string }) => entry.name)).toEqual(['Info', 'Promo']);
  });

  it('sends one notification to one user, with a WhatsApp message when asked', async () => {
    const fitri = await insertCustomer(db, 'Fitri');
    const answer = await call('POST', '/api/admin/notifications', {
      target: { userId: fitri.id },
      category: 'Info',
      title: '  Promo Akhir Tahun ',
      content: 'Diskon 20% untuk semua produk.',
      productId: product.id,
      whatsapp: true,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      data: { recipients: 1, whatsapp: 1 },
      message: 'Notifikasi berhasil dikirim',
    });
    const rows = await db.select().from(notifications).where(eq(notifications.userId, fitri.id));
    expect(rows).toEqual([
      expect.objectContaining({
        categoryId: info!.id,
        title: 'Promo Akhir Tahun',
        content: 'Diskon 20% untuk semua produk.',
        productId: product.id,
        isRead: false,
      }),
    ]);
    const whatsapp = await db
      .select()
      .from(outbox)
      .where(eq(outbox.body, '*Promo Akhir Tahun*\nDiskon 20% untuk semua produk.'));
    expect(whatsapp).toEqual([
      expect.objectContaining({ channel: 'whatsapp', recipient: fitri.phone, status: 'pending' }),
    ]);

    // The customer reads it through the dashboard's own call.
    const fitriToken = await tokenFor(db, tokens, fitri.id);
    const unread = await call('GET', '/api/notifications/getUnread', undefined, fitriToken);
    expect(unread.body.data).toEqual([
      expect.objectContaining({
        title: 'Promo Akhir Tahun',
        category: { name: 'Info', icon: expect.any(String) },
      }),
    ]);

    const [audit] = await auditOf(fitri.id);
    expect(audit).toMatchObject({
      action: 'notification.send',
      entity: 'notification',
      actorId: admin.user.id,
      after: {
        target: { userId: fitri.id },
        category: 'Info',
        title: 'Promo Akhir Tahun',
        recipients: 1,
        whatsapp: 1,
      },
    });
  });

  it('broadcasts to every active customer exactly once, and to nobody else', async () => {
    const active = await Promise.all([1, 2, 3].map((n) => insertCustomer(db, `Aktif ${n}`)));
    const inactive = await insertCustomer(db, 'Nonaktif');
    await db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    const otherAdmin = await signedInAdmin(db, tokens, 'Admin Kedua');
    const outboxBefore = (await db.select({ total: count() }).from(outbox))[0]!.total;

    const answer = await call('POST', '/api/admin/notifications', {
      target: { all: true },
      category: 'Promo',
      title: 'Siaran Promo',
      content: 'Semua pelanggan dapat diskon.',
      whatsapp: true,
    });
    expect(answer.status).toBe(201);

    const everyActiveCustomer = await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(eq(users.role, 'customer'), eq(users.isActive, true)));
    expect(everyActiveCustomer.map((user) => user.id)).toEqual(
      expect.arrayContaining(active.map((user) => user.id)),
    );
    expect(answer.body.data).toEqual({
      recipients: everyActiveCustomer.length,
      whatsapp: everyActiveCustomer.length,
    });

    const received = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.title, 'Siaran Promo'));
    expect(received.map((row) => row.userId).sort()).toEqual(
      everyActiveCustomer.map((user) => user.id).sort(),
    );
    for (const nobody of [inactive.id, otherAdmin.user.id, admin.user.id]) {
      expect(received.map((row) => row.userId)).not.toContain(nobody);
    }
    const queued = await db
      .select()
      .from(outbox)
      .where(eq(outbox.body, '*Siaran Promo*\nSemua pelanggan dapat diskon.'));
    expect(queued).toHaveLength(everyActiveCustomer.length);
    expect((await db.select({ total: count() }).from(outbox))[0]!.total).toBe(
      outboxBefore + everyActiveCustomer.length,
    );

    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'notification.send'))
      .orderBy(desc(auditLogs.createdAt))
      .limit(1);
    expect(audit).toMatchObject({
      entityId: null,
      after: { target: 'Semua pelanggan', recipients: everyActiveCustomer.length },
    });
  });

  it('queues no WhatsApp unless asked', async () => {
    const outboxBefore = (await db.select({ total: count() }).from(outbox))[0]!.total;
    const answer = await call('POST', '/api/admin/notifications', {
      target: { all: true },
      category: 'Info',
      title: 'Tanpa WhatsApp',
      content: 'Hanya di dashboard.',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.whatsapp).toBe(0);
    expect(answer.body.data.recipients).toBeGreaterThan(0);
    expect((await db.select({ total: count() }).from(outbox))[0]!.total).toBe(outboxBefore);
  });

  it('refuses bad input with 400 or 404 (409 for an inactive user), writing nothing', async () => {
    const inactive = await insertCustomer(db, 'Tidur');
    await db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    const valid = { target: { userId: budi.id }, category: 'Info', title: 'Judul', content: 'Isi' };
    const cases: Array<[object, number, string]> = [
      [{ ...valid, category: 'Tidak Ada' }, 400, 'Kategori notifikasi tidak ditemukan'],
      [{ ...valid, title: '   ' }, 400, 'Judul wajib diisi'],
      [{ ...valid, content: 'x'.repeat(2001) }, 400, 'Isi notifikasi maksimal 2000 karakter'],
      [{ ...valid, target: {} }, 400, 'Pilih penerima: satu pengguna atau semua pelanggan'],
      [{ ...valid, target: { all: false } }, 400, 'Pilih penerima: satu pengguna atau semua pelanggan'],
      [{ ...valid, target: { userId: 'abc' } }, 400, 'Pengguna tidak valid'],
      [{ ...valid, productId: randomUUID() }, 400, 'Produk tidak ditemukan'],
      [{ ...valid, whatsapp: 'ya' }, 400, 'Pilihan WhatsApp tidak valid'],
      [{ ...valid, target: { userId: randomUUID() } }, 404, 'Pengguna tidak ditemukan'],
      [
        { ...valid, target: { userId: inactive.id } },
        409,
        'Pengguna ini sedang nonaktif, aktifkan dulu untuk mengirim notifikasi',
      ],
    ];
    const before = (await db.select({ total: count() }).from(notifications))[0]!.total;
    const auditBefore = (await db.select({ total: count() }).from(auditLogs))[0]!.total;
    for (const [body, status, message] of cases) {
      const answer = await call('POST', '/api/admin/notifications', body);
      expect({ status: answer.status, message: answer.body.message }, JSON.stringify(body)).toEqual({
        status,
        message,
      });
    }
    expect((await db.select({ total: count() }).from(notifications))[0]!.total).toBe(before);
    expect((await db.select({ total: count() }).from(auditLogs))[0]!.total).toBe(auditBefore);
  });
});

describe('GET /api/admin/audit', () => {
  it('answers who did what and when, newest first, with before and after, filtered', async () => {
    const answer = await call('GET', '/api/admin/audit?entity=user&limit=100');
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
    const [newest] = answer.body.data;
    expect(newest).toEqual({
      _id: expect.any(String),
      action: 'user.update',
      entity: 'user',
      entityId: expect.any(String),
      actor: { _id: admin.user.id, name: 'Admin Toko', email: admin.user.email },
      before: expect.any(Object),
      after: expect.any(Object),
      createdAt: expect.any(String),
    });
    const times = answer.body.data.map((entry: { createdAt: string }) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(answer.body.data.every((entry: { entity: string }) => entry.entity === 'user')).toBe(true);

    const byAction = await call('GET', '/api/admin/audit?action=notification');
    expect(byAction.body.data.length).toBeGreaterThan(0);
    expect(
      byAction.body.data.every((entry: { action: string }) => entry.action === 'notification.send'),
    ).toBe(true);

    const byActor = await call('GET', `/api/admin/audit?actor=${encodeURIComponent('admin toko')}`);
    expect(byActor.body.pagination.total).toBe(
      (await db.select({ total: count() }).from(auditLogs).where(eq(auditLogs.actorId, admin.user.id)))[0]!
        .total,
    );
    expect((await call('GET', '/api/admin/audit?actor=nobody-here')).body).toMatchObject({
      data: [],
      pagination: { total: 0 },
    });
  });

  it('shows the system (no actor) as null', async () => {
    await db
      .insert(auditLogs)
      .values({ actorId: null, action: 'order.expire', entity: 'order', entityId: 'x-1' });
    const answer = await call('GET', '/api/admin/audit?entity=order');
    expect(answer.body.data[0]).toMatchObject({
      action: 'order.expire',
      actor: null,
      before: null,
      after: null,
    });
  });

  it('refuses bad filters with 400', async () => {
    expect((await call('GET', '/api/admin/audit?page=-1')).status).toBe(400);
    expect((await call('GET', `/api/admin/audit?actor=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

describe('outbox', () => {
  async function messageOf(id: string) {
    const [message] = await db.select().from(outbox).where(eq(outbox.id, id));
    return message!;
  }

  it('lists messages with a preview, filtered by channel and status', async () => {
    const email = await enqueueEmail(db, {
      to: 'pelanggan@gmail.com',
      subject: 'Reset kata sandi',
      text: 'Halo Budi,\n\nBuka tautan berikut.',
      html: '<p>Halo</p>',
    });
    await db
      .update(outbox)
      .set({ status: 'failed', attempts: 8, lastError: 'connect ECONNREFUSED' })
      .where(eq(outbox.id, email.id));
    const answer = await call('GET', '/api/admin/outbox?channel=email&status=failed');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        _id: email.id,
        channel: 'email',
        recipient: 'pelanggan@gmail.com',
        subject: 'Reset kata sandi',
        preview: 'Halo Budi, Buka tautan berikut.',
        status: 'failed',
        attempts: 8,
        lastError: 'connect ECONNREFUSED',
        nextAttemptAt: expect.any(String),
        sentAt: null,
        deliveryState: null,
        deliveryUpdatedAt: null,
        retryUntil: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    const whatsapp = await call('GET', '/api/admin/outbox?channel=whatsapp&limit=100');
    expect(whatsapp.body.data.length).toBeGreaterThan(0);
    expect(whatsapp.body.data.every((entry: { channel: string }) => entry.channel === 'whatsapp')).toBe(true);
    expect((await call('GET', '/api/admin/outbox?status=lost')).status).toBe(400);
    expect((await call('GET', '/api/admin/outbox?channel=sms')).body.message).toBe('Kanal tidak valid');
  });

  it('resend makes a failed message pending again, due now with no attempts, audited', async () => {
    const email = await enqueueEmail(db, { to: 'gagal@gmail.com', subject: 'Tes', text: 'Isi' });
    await db
      .update(outbox)
      .set({
        status: 'failed',
        attempts: 8,
        lastError: 'timeout',
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .where(eq(outbox.id, email.id));

    const answer = await call('POST', `/api/admin/outbox/${email.id}/resend`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      data: { _id: email.id, status: 'pending', attempts: 0, lastError: null },
      message: 'Pesan dijadwalkan untuk dikirim ulang',
    });
    const stored = await messageOf(email.id);
    expect(stored).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(stored.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [audit] = await auditOf(email.id);
    expect(audit).toMatchObject({
      action: 'outbox.resend',
      actorId: admin.user.id,
      before: { status: 'failed', attempts: 8, lastError: 'timeout' },
      after: { status: 'pending', attempts: 0, lastError: null },
    });

    // Now pending and not failed: already on its way.
    const again = await call('POST', `/api/admin/outbox/${email.id}/resend`);
    expect(again).toEqual({
      status: 409,
      body: { message: 'Pesan ini masih menunggu pengiriman', code: 'CONFLICT' },
    });
    expect(await auditOf(email.id)).toHaveLength(1);
  });

  it('marks a WhatsApp message sent by hand once; refuses e-mails and unknown ids', async () => {
    const message = await enqueueWhatsApp(db, { to: '+6281200000001', text: 'Halo' });
    const answer = await call('POST', `/api/admin/outbox/${message.id}/mark-sent`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    expect((await messageOf(message.id)).status).toBe('sent');
    expect((await auditOf(message.id))[0]).toMatchObject({
      action: 'outbox.mark-sent',
      before: { status: 'pending' },
      after: { status: 'sent' },
    });

    const twice = await call('POST', `/api/admin/outbox/${message.id}/mark-sent`);
    expect(twice).toEqual({ status: 409, body: { message: 'Pesan ini sudah terkirim', code: 'CONFLICT' } });

    const email = await enqueueEmail(db, { to: 'x@gmail.com', subject: 'S', text: 'T' });
    const refused = await call('POST', `/api/admin/outbox/${email.id}/mark-sent`);
    expect(refused).toEqual({
      status: 409,
      body: { message: 'Hanya pesan WhatsApp yang dapat ditandai terkirim', code: 'CONFLICT' },
    });
    expect((await messageOf(email.id)).status).toBe('pending');

    for (const id of [randomUUID(), 'bukan-id']) {
      for (const action of ['resend', 'mark-sent']) {
        const missing = await call('POST', `/api/admin/outbox/${id}/${action}`);
        expect(missing).toEqual({
          status: 404,
          body: { message: 'Pesan tidak ditemukan', code: 'NOT_FOUND' },
        });
      }
    }
    const audited = await db
      .select()
      .from(auditLogs)
      .where(inArray(auditLogs.entityId, [email.id]));
    expect(audited).toEqual([]);
  });

  it('leaves WhatsApp messages to the provider when one delivers them (WHATSAPP_PROVIDER=fonnte)', async () => {
    const message = await enqueueWhatsApp(db, { to: '+6281200000001', text: 'Via Fonnte' });
    const fonnte = { db, settings: { WHATSAPP_PROVIDER: 'fonnte' as const } };
    await expect(markOutboxMessageSent(fonnte, admin.user.id, message.id)).rejects.toMatchObject({
      status: 409,
      message: 'Pesan WhatsApp dikirim otomatis oleh penyedia, tidak perlu ditandai manual',
    });
    expect((await messageOf(message.id)).status).toBe('pending');
  });
});
