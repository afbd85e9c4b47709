import { and, eq, sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationCategories } from '../src/db/schema/engagement';
import { auditLogs, outbox, whatsappSendSlots } from '../src/db/schema/operations';
import { RESENDS_PER_MINUTE } from '../src/features/admin-people/admin-people.routes';
import {
  deliverDueWhatsApp,
  enqueueWhatsApp,
  RETRY_CAP_SECONDS,
} from '../src/features/outbox/outbox.service';
import { createWhatsAppTransport } from '../src/platform/whatsapp';
import { loadSettings, SettingsError } from '../src/settings';
import { signedInAdmin, signedInCustomer } from './customers';
import { startFakeFonnte } from './fake-fonnte';
import { createTestApp } from './helper';

const WEBHOOK_TOKEN = 'fonnte-status-8f3a9c2e7b1d4f6a0c5e9b2d7a4f1c8e';
const fonnte = await startFakeFonnte();
const { app, db, tokens } = await createTestApp({
  WHATSAPP_PROVIDER: 'fonnte',
  FONNTE_TOKEN: fonnte.token,
  FONNTE_BASE_URL: fonnte.url,
  FONNTE_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
  WHATSAPP_SEND_GAP_SECONDS: '1',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const shopUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const webhookUrl = `${shopUrl}/api/whatsapp/fonnte-status/${WEBHOOK_TOKEN}`;
afterAll(() => fonnte.close());
const transport = createWhatsAppTransport(app.settings)!;

beforeEach(async () => {
  await db.delete(outbox);
  await db.delete(whatsappSendSlots);
  fonnte.delivered.length = 0;
  fonnte.setQuota(undefined);
  fonnte.setWebhook(webhookUrl);
  await fonnte.reconnect();
});

const rowOf = async (id: string) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('pacing: no burst from one WhatsApp number', () => {
  it('sends at least WHATSAPP_SEND_GAP_SECONDS apart, though two instances deliver at once', async () => {
    expect(app.settings.WHATSAPP_SEND_GAP_SECONDS).toBe(1);
    for (let index = 0; index < 4; index += 1) {
      await enqueueWhatsApp(db, { to: `+62812555000${index}`, text: `*Promo*\nDiskon ${index}` });
    }
    const options = { gapSeconds: app.settings.WHATSAPP_SEND_GAP_SECONDS };
    const counts = await Promise.all([
      deliverDueWhatsApp(db, transport, app.log, options),
      deliverDueWhatsApp(db, transport, app.log, options),
    ]);
    expect(counts[0] + counts[1]).toBe(4);
    const times = fonnte.delivered.map((message) => message.receivedAt).sort((a, b) => a - b);
    expect(times).toHaveLength(4);
    // The turns are taken in PostgreSQL exactly a gap apart; each HTTP call lands a few ms to either
    // side of its turn on a busy machine, so single gaps get some slack and the whole span little.
    for (let index = 1; index < times.length; index += 1) {
      expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(700);
    }
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(2850);
  });

  it("sends a broadcast's messages after a credential queued later", async () => {
    const admin = await signedInAdmin(db, tokens);
    await signedInCustomer(db, tokens, 'Satu');
    await signedInCustomer(db, tokens, 'Dua');
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
        title: 'Promo',
        content: 'Diskon.',
        whatsapp: true,
      },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.whatsapp).toBeGreaterThanOrEqual(2);
    const credential = await enqueueWhatsApp(db, { to: '+6281255501234', text: '*Kredensial Akun*' });
    await deliverDueWhatsApp(db, transport, app.log);
    expect(fonnte.delivered[0]!.message).toBe('*Kredensial Akun*');
    expect((await rowOf(credential.id)).status).toBe('sent');
  });
});

describe('a message is due as soon as it is queued', () => {
  it('is sent in the same millisecond it was queued, though PostgreSQL counts microseconds', async () => {
    const queued = await enqueueWhatsApp(db, { to: '+6281255501235', text: '*Kredensial Akun*' });
    await db
      .update(outbox)
      .set({ nextAttemptAt: sql`'2026-11-29T05:00:00.123456Z'::timestamptz` })
      .where(eq(outbox.id, queued.id));
    const sameMillisecond = () => new Date('2026-11-29T05:00:00.123Z');
    expect(await deliverDueWhatsApp(db, transport, app.log, { now: sameMillisecond })).toBe(1);
    expect((await rowOf(queued.id)).status).toBe('sent');
  });
});

describe('retries for a day, then failed', () => {
  it('keeps trying a refused message every 15 minutes at most for a day, then marks it failed', async () => {
    fonnte.setQuota(0);
    const queued = await enqueueWhatsApp(db, { to: '+6281255507777', text: '*Kredensial Akun*' });
    let clock = new Date();
    const options = {
      gapSeconds: 10,
      now: () => clock,
      sleep: (ms: number) => {
        clock = new Date(clock.getTime() + ms);
        return Promise.resolve();
      },
    };
    const tries: number[] = [];
    const end = clock.getTime() + 26 * 3600 * 1000;
    let wasPendingAt23h = false;
    while (clock.getTime() < end) {
      const before = (await rowOf(queued.id)).attempts;
      await deliverDueWhatsApp(db, transport, app.log, options);
      const row = await rowOf(queued.id);
      if (row.attempts > before) tries.push(clock.getTime());
      if (clock.getTime() - queued.createdAt.getTime() > 23 * 3600 * 1000 && !wasPendingAt23h) {
        wasPendingAt23h = row.status === 'pending';
      }
      if (row.status === 'failed') break;
      clock = new Date(clock.getTime() + 5 * 60 * 1000);
    }
    const given = await rowOf(queued.id);
    expect(wasPendingAt23h).toBe(true);
    expect(given.status).toBe('failed');
    expect(given.lastError).toContain('insufficient quota');
    // Given up only once its day was over, and tried all through it.
    expect(tries.at(-1)! - queued.createdAt.getTime()).toBeGreaterThan(23.5 * 3600 * 1000);
    expect(tries.length).toBeGreaterThan(80);
    const gaps = tries.slice(1).map((time, index) => time - tries[index]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual((RETRY_CAP_SECONDS + 5 * 60) * 1000);
    expect(fonnte.delivered).toHaveLength(0);
  });

  it('lets an admin resend a failed message (audited), another admin see it, a customer neither; resends are limited', async () => {
    const failed = await db
      .insert(outbox)
      .values({
        channel: 'whatsapp',
        recipient: '+6281255508888',
        body: '*Pengingat*',
        status: 'failed',
        attempts: 97,
        lastError: 'Fonnte refused the message (HTTP 200): insufficient quota',
      })
      .returning();
    const id = failed[0]!.id;
    const first = await signedInAdmin(db, tokens, 'Admin Satu');
    const second = await signedInAdmin(db, tokens, 'Admin Dua');
    const customer = await signedInCustomer(db, tokens);

    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?status=failed&channel=whatsapp',
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(listed.json().data).toEqual([expect.objectContaining({ _id: id, status: 'failed' })]);
    for (const url of ['/api/admin/outbox?status=failed', `/api/admin/outbox/${id}/resend`]) {
      const refused = await app.inject({
        method: url.endsWith('resend') ? 'POST' : 'GET',
        url,
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect([403, 404]).toContain(refused.statusCode);
    }
    expect((await rowOf(id)).status).toBe('failed');

    const resent = await app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${id}/resend`,
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(resent.statusCode).toBe(200);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null, deliveryState: null });
    expect(row.retryUntil.getTime()).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'outbox.resend'), eq(auditLogs.entityId, id)));
    expect(audit).toMatchObject({
      actorId: first.user.id,
      before: expect.objectContaining({ status: 'failed' }),
    });

    expect(await deliverDueWhatsApp(db, transport, app.log)).toBe(1);
    expect((await rowOf(id)).deliveryState).toBe('queued');

    // Resending the sent message again and again: the limit answers 429.
    const codes: number[] = [];
    for (let index = 0; index < RESENDS_PER_MINUTE + 1; index += 1) {
      const again = await app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${id}/resend`,
        headers: { authorization: `Bearer ${second.token}` },
      });
      codes.push(again.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});

describe("Fonnte's status webhook", () => {
  async function sentMessage(text = '*Pembayaran Berhasil*') {
    const queued = await enqueueWhatsApp(db, { to: '+6281255509999', text });
    expect(await deliverDueWhatsApp(db, transport, app.log)).toBe(1);
    const row = await rowOf(queued.id);
    expect(row).toMatchObject({ status: 'sent', deliveryState: 'queued' });
    expect(row.providerId).toBe(fonnte.delivered.at(-1)!.id);
    return row;
  }

  it('takes the delivery state from the webhook, forward only, with the right token', async () => {
    const row = await sentMessage();
    expect(await fonnte.report(row.providerId!, 'sent', 'delivered')).toBe(200);
    expect((await rowOf(row.id)).deliveryState).toBe('delivered');
    expect(await fonnte.report(row.providerId!, 'sent', 'read')).toBe(200);
    // A late report of an earlier state changes nothing.
    expect(await fonnte.report(row.providerId!, 'sent', 'sent')).toBe(200);
    const read = await rowOf(row.id);
    expect(read).toMatchObject({ status: 'sent', deliveryState: 'read' });

    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?channel=whatsapp',
      headers: { authorization: `Bearer ${(await signedInAdmin(db, tokens)).token}` },
    });
    expect(listed.json().data[0]).toMatchObject({ _id: row.id, deliveryState: 'read' });
  });

  it('answers 404 to a wrong token and changes nothing', async () => {
    const row = await sentMessage();
    for (const token of ['x'.repeat(WEBHOOK_TOKEN.length), WEBHOOK_TOKEN.slice(0, -1), 'salah']) {
      const answer = await fetch(`${shopUrl}/api/whatsapp/fonnte-status/${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ device: fonnte.device, id: row.providerId, status: 'sent', state: 'read' }),
      });
      expect(answer.status).toBe(404);
    }
    expect((await rowOf(row.id)).deliveryState).toBe('queued');
  });

  it('refuses an id the shop never sent', async () => {
    await sentMessage();
    expect(await fonnte.report('99999999', 'sent', 'read')).toBe(404);
    expect(await db.$count(outbox, eq(outbox.deliveryState, 'read'))).toBe(0);
  });

  it('limits calls per address before looking at the token: a guesser gets 429', async () => {
    const codes: number[] = [];
    for (let index = 0; index < 301; index += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/whatsapp/fonnte-status/tebakan-${index}`,
        remoteAddress: '203.0.113.77',
        payload: { id: '1', status: 'sent', state: 'read' },
      });
      codes.push(answer.statusCode);
    }
    expect(codes.slice(0, 300).every((code) => code === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('keeps a message queued while the phone is offline, sends it when it is back', async () => {
    fonnte.disconnect();
    const row = await sentMessage();
    expect(fonnte.delivered.at(-1)!.status).toBe('pending');
    await fonnte.reconnect();
    expect((await rowOf(row.id)).deliveryState).toBe('sent');
  });

  it("marks failed a message Fonnte let expire after a day offline, for the admin's resend", async () => {
    fonnte.disconnect();
    const row = await sentMessage('*Kredensial Akun*');
    await fonnte.expirePending();
    const expired = await rowOf(row.id);
    expect(expired).toMatchObject({
      status: 'failed',
      deliveryState: 'failed',
      lastError: 'Fonnte: expired',
    });
    // A report after it was delivered would not undo the delivery: only a queued message fails.
    await fonnte.reconnect();
    const admin = await signedInAdmin(db, tokens);
    const failed = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?status=failed',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(failed.json().data.map((message: { _id: string }) => message._id)).toEqual([row.id]);
  });
});

describe('settings', () => {
  it('reads WHATSAPP_SEND_GAP_SECONDS (10 by default) and FONNTE_WEBHOOK_TOKEN, and refuses bad values', () => {
    expect(loadSettings({}).WHATSAPP_SEND_GAP_SECONDS).toBe(10);
    expect(loadSettings({ WHATSAPP_SEND_GAP_SECONDS: '30' }).WHATSAPP_SEND_GAP_SECONDS).toBe(30);
    expect(() => loadSettings({ WHATSAPP_SEND_GAP_SECONDS: '0' })).toThrow(SettingsError);
    expect(() => loadSettings({ WHATSAPP_SEND_GAP_SECONDS: 'cepat' })).toThrow(SettingsError);
    expect(() => loadSettings({ FONNTE_WEBHOOK_TOKEN: 'pendek' })).toThrow(SettingsError);
    expect(loadSettings({ FONNTE_WEBHOOK_TOKEN: WEBHOOK_TOKEN }).FONNTE_WEBHOOK_TOKEN).toBe(WEBHOOK_TOKEN);
  });

  it('lists a missing FONNTE_WEBHOOK_TOKEN at a production start with Fonnte', () => {
    let problems: string[] = [];
    try {
      loadSettings({ NODE_ENV: 'production', WHATSAPP_PROVIDER: 'fonnte', FONNTE_TOKEN: 'abc' });
    } catch (error) {
      problems = (error as SettingsError).problems;
    }
    expect(
      problems.some((problem) => problem.startsWith('FONNTE_WEBHOOK_TOKEN: required in production')),
    ).toBe(true);
  });

  it('answers 404 on the webhook while no FONNTE_WEBHOOK_TOKEN is set', async () => {
    const bare = await createTestApp({ WHATSAPP_PROVIDER: 'fonnte', FONNTE_TOKEN: fonnte.token });
    const answer = await bare.app.inject({
      method: 'POST',
      url: '/api/whatsapp/fonnte-status/anything-at-all-here-1234567890',
      payload: { id: '1', status: 'sent', state: 'read' },
    });
    expect(answer.statusCode).toBe(404);
  });
});
