import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationCategories, notifications } from '../src/db/schema/engagement';
import { outbox } from '../src/db/schema/operations';
import { users } from '../src/db/schema/users';
import { notifyByDashboardAndWhatsApp } from '../src/features/notifications/notifications.service';
import { deliverDueWhatsApp, enqueueWhatsApp } from '../src/features/outbox/outbox.service';
import { createWhatsAppTransport, fonnteTarget, FonnteTransport } from '../src/platform/whatsapp';
import { loadSettings, SettingsError } from '../src/settings';
import { insertCustomer, signedInAdmin } from './customers';
import { startFakeFonnte } from './fake-fonnte';
import { createTestApp } from './helper';

const fonnte = await startFakeFonnte();
const { app, db, settings, tokens } = await createTestApp({
  WHATSAPP_PROVIDER: 'fonnte',
  FONNTE_TOKEN: fonnte.token,
  FONNTE_BASE_URL: fonnte.url,
});
afterAll(() => fonnte.close());
const transport = createWhatsAppTransport(settings)!;

beforeEach(async () => {
  await db.delete(outbox);
  fonnte.delivered.length = 0;
});

describe('WhatsApp settings', () => {
  it('needs a Fonnte token with WHATSAPP_PROVIDER=fonnte, and has no transport for outbox', () => {
    expect(() => loadSettings({ WHATSAPP_PROVIDER: 'fonnte' })).toThrow(SettingsError);
    expect(createWhatsAppTransport(loadSettings({}))).toBeNull();
    expect(transport).toBeInstanceOf(FonnteTransport);
  });

  it.each([
    ['+6281234567890', '6281234567890'],
    ['081234567890', '6281234567890'],
    ['62 812-3456-7890', '6281234567890'],
  ])('sends %s to Fonnte as %s', (phone, target) => {
    expect(fonnteTarget(phone)).toBe(target);
  });
});

describe('WhatsApp delivery through Fonnte', () => {
  it('delivers queued messages once each and marks them sent', async () => {
    await enqueueWhatsApp(db, { to: '+6281200000001', text: '*Pembayaran Berhasil*\nAkunmu sudah aktif.' });
    await enqueueWhatsApp(db, { to: '+6281200000002', text: '*Masa Tenggang Dimulai*' });
    expect(await deliverDueWhatsApp(db, transport, app.log)).toBe(2);
    expect(await deliverDueWhatsApp(db, transport, app.log)).toBe(0);

    expect(fonnte.delivered).toEqual([
      expect.objectContaining({
        target: '6281200000001',
        message: '*Pembayaran Berhasil*\nAkunmu sudah aktif.',
        countryCode: '62',
      }),
      expect.objectContaining({
        target: '6281200000002',
        message: '*Masa Tenggang Dimulai*',
        countryCode: '62',
      }),
    ]);
    const rows = await db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null && row.attempts === 1)).toBe(
      true,
    );
  });

  it("keeps a message Fonnte refused (status false) for a retry with the provider's reason", async () => {
    const [queued] = [await enqueueWhatsApp(db, { to: '+6281200000003', text: 'Grup penuh' })];
    fonnte.refuseNext(1, 'device disconnected');
    expect(await deliverDueWhatsApp(db, transport, app.log)).toBe(0);
    const [waiting] = await db.select().from(outbox).where(eq(outbox.id, queued.id));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toContain('device disconnected');
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(fonnte.delivered).toHaveLength(0);

    // Not due yet: nothing is sent before the backoff ends.
    expect(await deliverDueWhatsApp(db, transport, app.log)).toBe(0);
    await db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, queued.id));
    expect(await deliverDueWhatsApp(db, transport, app.log)).toBe(1);
    const [sent] = await db.select().from(outbox).where(eq(outbox.id, queued.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('reports a wrong token as a failed attempt, not a delivery', async () => {
    const wrong = new FonnteTransport('not-the-token', fonnte.url);
    const queued = await enqueueWhatsApp(db, { to: '+6281200000004', text: 'Halo' });
    expect(await deliverDueWhatsApp(db, wrong, app.log)).toBe(0);
    const [row] = await db.select().from(outbox).where(eq(outbox.id, queued.id));
    expect(row!.status).toBe('pending');
    expect(row!.lastError).toContain('token invalid');
    expect(fonnte.delivered).toHaveLength(0);
  });

  it('never sends a message twice when several processes deliver at once', async () => {
    for (let index = 0; index < 30; index += 1) {
      await enqueueWhatsApp(db, { to: `+62812000${String(index).padStart(5, '0')}`, text: `Pesan ${index}` });
    }
    const counts = await Promise.all([
      deliverDueWhatsApp(db, transport, app.log),
      deliverDueWhatsApp(db, transport, app.log),
      deliverDueWhatsApp(db, transport, app.log),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect(fonnte.delivered).toHaveLength(30);
    expect(new Set(fonnte.delivered.map((delivery) => delivery.message)).size).toBe(30);
  });
});

describe('WhatsApp notices go only to a verified number (docs/decisions/039)', () => {
  const notice = (userId: string, title: string) => ({
    userId,
    category: 'Info',
    title,
    content: 'Akun Netflix kamu sudah aktif.',
  });

  it('reaches a customer whose number is verified, and skips one whose number is not, with the reason', async () => {
    const verified = await insertCustomer(db, 'Terverifikasi');
    const unverified = await insertCustomer(db, 'Belum', { isPhoneVerified: false });
    await notifyByDashboardAndWhatsApp(db, notice(verified.id, 'Pesanan Aktif'), { phone: verified.phone });
    await notifyByDashboardAndWhatsApp(db, notice(unverified.id, 'Pesanan Aktif'), {
      phone: unverified.phone,
    });

    expect(await deliverDueWhatsApp(db, transport, app.log)).toBe(1);
    expect(fonnte.delivered.map((delivery) => delivery.target)).toEqual([verified.phone.slice(1)]);
    const [skipped] = await db.select().from(outbox).where(eq(outbox.recipient, unverified.phone));
    expect(skipped).toMatchObject({
      status: 'skipped',
      attempts: 0,
      userId: unverified.id,
      lastError: 'Tidak dikirim: nomor WhatsApp pelanggan belum diverifikasi.',
    });
    // The dashboard still carries the notice.
    expect(await db.$count(notifications, eq(notifications.userId, unverified.id))).toBe(1);
  });

  it("sends no notice to a number that is not the customer's verified one any more", async () => {
    const customer = await insertCustomer(db, 'Pindah Nomor');
    await notifyByDashboardAndWhatsApp(db, notice(customer.id, 'Pengingat'), { phone: customer.phone });
    // Queued while verified; the customer changes the number before the job runs.
    await db
      .update(users)
      .set({ phone: '+6281299990000', phoneVerifiedAt: null })
      .where(eq(users.id, customer.id));
    expect(await deliverDueWhatsApp(db, transport, app.log)).toBe(0);
    expect(fonnte.delivered).toHaveLength(0);
    const [row] = await db.select().from(outbox).where(eq(outbox.userId, customer.id));
    expect(row!.status).toBe('skipped');
  });

  it("skips a notice addressed to a number that is not the customer's own, though another account verified it", async () => {
    const owner = await insertCustomer(db, 'Pemilik');
    const claimant = await insertCustomer(db, 'Pengklaim', { isPhoneVerified: false });
    await db.update(users).set({ phone: owner.phone }).where(eq(users.id, claimant.id));
    await notifyByDashboardAndWhatsApp(db, notice(claimant.id, 'Kredensial'), { phone: owner.phone });
    expect(await deliverDueWhatsApp(db, transport, app.log)).toBe(0);
    expect(fonnte.delivered).toHaveLength(0);
  });

  it('lets the admin neither resend nor mark sent a skipped notice while the number stays unverified; the console shows why', async () => {
    const admin = await signedInAdmin(db, tokens);
    const customer = await insertCustomer(db, 'Belum', { isPhoneVerified: false });
    await notifyByDashboardAndWhatsApp(db, notice(customer.id, 'Kredensial'), { phone: customer.phone });
    const [row] = await db.select().from(outbox).where(eq(outbox.userId, customer.id));
    const asAdmin = { authorization: `Bearer ${admin.token}` };

    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?status=skipped',
      headers: asAdmin,
    });
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        _id: row!.id,
        status: 'skipped',
        lastError: 'Tidak dikirim: nomor WhatsApp pelanggan belum diverifikasi.',
      }),
    ]);
    const resend = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${row!.id}/resend`,
      headers: asAdmin,
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(
      'Nomor WhatsApp pelanggan belum diverifikasi, pesan ini tidak dapat dikirim',
    );

    // Once the customer proves the number, the admin may send it again.
    await db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, customer.id));
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${row!.id}/resend`,
      headers: asAdmin,
    });
    expect(again.statusCode).toBe(200);
    expect(await deliverDueWhatsApp(db, transport, app.log)).toBe(1);
  });

  it('broadcasts by WhatsApp only to verified customers and counts only those', async () => {
    await db.update(users).set({ isActive: false }).where(eq(users.role, 'customer'));
    const admin = await signedInAdmin(db, tokens);
    const verified = await insertCustomer(db, 'Terverifikasi');
    const unverified = await insertCustomer(db, 'Belum', { isPhoneVerified: false });
    await db
      .insert(notificationCategories)
      .values({ name: 'Promo', icon: 'promo.svg' })
      .onConflictDoNothing();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        target: { all: true },
        category: 'Promo',
        title: 'Siaran',
        content: 'Diskon.',
        whatsapp: true,
      },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toEqual({ recipients: 2, whatsapp: 1 });
    const rows = await db.select().from(outbox);
    expect(rows.map((row) => [row.recipient, row.status]).sort()).toEqual(
      [
        [verified.phone, 'pending'],
        [unverified.phone, 'skipped'],
      ].sort(),
    );
  });
});
