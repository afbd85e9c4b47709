import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationCategories, notifications } from '../src/db/schema/engagement';
import { outbox } from '../src/db/schema/operations';
import { orders } from '../src/db/schema/orders';
import { accounts, productItems } from '../src/db/schema/stock';
import { users } from '../src/db/schema/users';
import { enqueueEmail } from '../src/features/outbox/outbox.service';
import { catalogueFixtures } from './catalogue-fixtures';
import { startFakeFonnte } from './fake-fonnte';
import { createTestDatabase } from './helper';
import { sharedSecrets, startServerProcess, waitFor } from './server-process';
import { startSmtpInbox } from './smtp-inbox';

/**
 * Every process runs the background jobs. Two real shop processes share one
 * PostgreSQL, with WhatsApp through (fake) Fonnte and e-mail through a real SMTP inbox, over work
 * queued before they start: ended seats, overdue orders and e-mails. Each item must be handled,
 * and messaged, exactly once.
 */
const SEATS = 40;
const OVERDUE = 40;
const EMAILS = 40;
const DAY = 24 * 60 * 60 * 1000;
/** After both processes serve: the lifecycle and expiry jobs first run 60 s after start, plus slack. */
const DONE_WITHIN_MS = 100_000;

const { url, connection } = await createTestDatabase();
const db = connection.db;
const fonnte = await startFakeFonnte();
const inbox = await startSmtpInbox();
afterAll(async () => {
  await fonnte.close();
  await inbox.close();
});

await db.insert(notificationCategories).values([
  { name: 'Akun', icon: 'akun.svg' },
  { name: 'Pesanan', icon: 'bag.svg' },
]);
const shop = await catalogueFixtures(db, { packages: ['Sharing'], invoicePrefix: 'INV-TWO' });
const product = await shop.makeProduct({ slot: SEATS });
const group = await shop.makeItem(product.id, SEATS, { seatsTaken: SEATS, state: 'full' });

const customers = await db
  .insert(users)
  .values(
    Array.from({ length: SEATS }, (_, index) => ({
      name: `Pelanggan ${index}`,
      email: `dua-${index}-${randomBytes(3).toString('hex')}@gmail.com`,
      phone: `+62813${String(index).padStart(8, '0')}`,
      passwordHash: 'not-a-real-hash',
      // WhatsApp goes only to a proved number (docs/decisions/039).
      phoneVerifiedAt: new Date(),
    })),
  )
  .returning();

// Seats whose expiry and grace both passed while no shop ran: one pass takes them to Habis.
const seats: Array<typeof accounts.$inferSelect> = [];
const seatOrders: Array<typeof orders.$inferSelect> = [];
for (const customer of customers) {
  const expireAt = new Date(Date.now() - 10 * DAY);
  const seat = await shop.makeSeat(group, customer.id, { status: 'Aktif', expireAt });
  seats.push(seat);
  seatOrders.push(
    await shop.makeOrder(customer.id, product.id, {
      status: 'Paid',
      paidAt: new Date(Date.now() - 40 * DAY),
      accountId: seat.id,
      productItemId: group.id,
      nextBillingAt: expireAt,
      reference: null,
      expiredTime: null,
    }),
  );
}

// Unpaid orders past their deadline (an hour ago, outside the reconciler's window).
const overdue: Array<typeof orders.$inferSelect> = [];
for (let index = 0; index < OVERDUE; index += 1) {
  overdue.push(
    await shop.makeOrder(customers[index % customers.length]!.id, product.id, {
      expiredTime: new Date(Date.now() - 60 * 60 * 1000),
    }),
  );
}

const emails: Array<typeof outbox.$inferSelect> = [];
for (let index = 0; index < EMAILS; index += 1) {
  emails.push(
    await enqueueEmail(db, {
      to: `penerima-${index}@gmail.com`,
      subject: `Pesan ${index}`,
      text: `Isi pesan nomor ${index}`,
    }),
  );
}

const seatIds = seats.map((seat) => seat.id);
const overdueIds = overdue.map((order) => order.id);

async function progress() {
  const seatRows = await db
    .select({ status: accounts.status })
    .from(accounts)
    .where(inArray(accounts.id, seatIds));
  const orderRows = await db
    .select({ status: orders.status })
    .from(orders)
    .where(inArray(orders.id, overdueIds));
  const outboxRows = await db.select({ channel: outbox.channel, status: outbox.status }).from(outbox);
  return {
    ended: seatRows.filter((seat) => seat.status === 'Habis').length,
    expired: orderRows.filter((order) => order.status === 'Expired').length,
    queued: outboxRows.length,
    sent: outboxRows.filter((row) => row.status === 'sent').length,
    mails: inbox.received.length,
    whatsapp: fonnte.delivered.length,
  };
}

describe('two shop processes on one PostgreSQL', () => {
  it('run the scheduler and the outbox without handling any item twice', async () => {
    const env = {
      DATABASE_URL: url,
      ...sharedSecrets(),
      GRACE_DAYS: '3',
      WHATSAPP_PROVIDER: 'fonnte',
      FONNTE_TOKEN: fonnte.token,
      FONNTE_BASE_URL: fonnte.url,
      FONNTE_WEBHOOK_TOKEN: 'two-processes-status-5c0e8a17f39b42d6a1e7',
      // Paced over both processes (decision 047), briefly enough for 80 messages.
      WHATSAPP_SEND_GAP_SECONDS: '0.1',
      SMTP_URL: inbox.url,
    };
    const shops = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    expect(new Set(shops.map((server) => server.port)).size).toBe(2);

    // Every ended seat queues two WhatsApp messages (Tenggang, Habis); done when all rows are sent.
    const outboxTotal = EMAILS + 2 * SEATS;
    await waitFor(
      async () => {
        const now = await progress();
        return (
          now.ended === SEATS &&
          now.expired === OVERDUE &&
          now.queued >= outboxTotal &&
          now.sent === now.queued &&
          now.mails >= EMAILS &&
          now.whatsapp >= 2 * SEATS
        );
      },
      {
        timeoutMs: DONE_WITHIN_MS,
        everyMs: 1_000,
        describe: async () =>
          `${JSON.stringify(await progress())}\n${shops.map((server) => server.output()).join('\n')}`,
      },
    );
    // E-mail: each delivered once, to its own recipient.
    expect(inbox.received).toHaveLength(EMAILS);
    const recipients = inbox.received.map((mail) => mail.to.join(','));
    expect(new Set(recipients)).toEqual(new Set(emails.map((email) => email.recipient)));

    // WhatsApp: two per seat, none twice (by recipient and text).
    expect(fonnte.delivered).toHaveLength(2 * SEATS);
    // One number's messages left one at a time, never two at once from the two processes.
    const times = fonnte.delivered.map((message) => message.receivedAt).sort((a, b) => a - b);
    // The turns are exactly 0.1 s apart in PostgreSQL; the HTTP calls land within a few ms of them.
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual((2 * SEATS - 1) * 100 - 300);
    const deliveries = fonnte.delivered.map((message) => `${message.target}\n${message.message}`);
    expect(new Set(deliveries).size).toBe(deliveries.length);
    for (const [index, customer] of customers.entries()) {
      const target = customer.phone.replace('+', '');
      const texts = fonnte.delivered
        .filter((message) => message.target === target)
        .map((message) => message.message.split('\n')[0]);
      expect(texts.sort(), `WhatsApp to ${target}`).toEqual([
        '*Langganan Berakhir*',
        '*Masa Tenggang Dimulai*',
      ]);
      const bodies = fonnte.delivered.filter((message) => message.target === target);
      for (const body of bodies) expect(body.message).toContain(seatOrders[index]!.invoice);
    }

    // Outbox: every row sent. A claim counts an attempt before anything is sent, so attempts = 1
    // means no row was claimed (and sent) twice, not even one whose second send is still in flight.
    const rows = await db.select().from(outbox);
    expect(rows).toHaveLength(outboxTotal);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });

    // Seats: Habis, their orders too, and the group's places all given back once.
    const seatRows = await db.select().from(accounts).where(inArray(accounts.id, seatIds));
    expect(seatRows.every((seat) => seat.status === 'Habis')).toBe(true);
    const seatOrderRows = await db
      .select({ status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.id,
          seatOrders.map((order) => order.id),
        ),
      );
    expect(seatOrderRows.every((order) => order.status === 'Habis')).toBe(true);
    const [after] = await db.select().from(productItems).where(eq(productItems.id, group.id));
    expect(after).toMatchObject({ seatsTaken: 0, state: 'active' });

    // Notifications: exactly Tenggang and Habis per seat's order, exactly one per expired order.
    const seatNotes = await db
      .select({ orderId: notifications.orderId, title: notifications.title })
      .from(notifications)
      .where(
        inArray(
          notifications.orderId,
          seatOrders.map((order) => order.id),
        ),
      );
    for (const order of seatOrders) {
      const titles = seatNotes.filter((note) => note.orderId === order.id).map((note) => note.title);
      expect(titles.sort(), order.invoice).toEqual(['Langganan Berakhir', 'Masa Tenggang Dimulai']);
    }
    const expiredNotes = await db
      .select({ orderId: notifications.orderId, title: notifications.title })
      .from(notifications)
      .where(inArray(notifications.orderId, overdueIds));
    expect(expiredNotes).toHaveLength(OVERDUE);
    expect(new Set(expiredNotes.map((note) => note.orderId)).size).toBe(OVERDUE);
    expect(expiredNotes.every((note) => note.title === 'Pesanan Kedaluwarsa')).toBe(true);
    const expiredRows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, overdueIds), eq(orders.status, 'Expired')));
    expect(expiredRows).toHaveLength(OVERDUE);
  }, 200_000);
});
