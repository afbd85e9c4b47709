import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/operations';
import { deliverDueWhatsApp, enqueueWhatsApp } from '../src/features/outbox/outbox.service';
import { createWhatsAppTransport, fonnteTarget, FonnteTransport } from '../src/platform/whatsapp';
import { loadSettings, SettingsError } from '../src/settings';
import { startFakeFonnte } from './fake-fonnte';
import { createTestApp } from './helper';

const fonnte = await startFakeFonnte();
const { app, db, settings } = await createTestApp({
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
      { target: '6281200000001', message: '*Pembayaran Berhasil*\nAkunmu sudah aktif.', countryCode: '62' },
      { target: '6281200000002', message: '*Masa Tenggang Dimulai*', countryCode: '62' },
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
    expect(row!.lastError).toContain('invalid token');
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
