/**
 * The life of a seat after delivery: a reminder 3 days before `expire_at`, then
 * Aktif -> Tenggang for GRACE_DAYS, then Habis, when the seat gives its place in the group back.
 * Each step notifies the customer in the dashboard and by WhatsApp. Seats are claimed with
 * FOR UPDATE SKIP LOCKED and each step's condition is the seat's own state, so several server
 * processes can run the job at once and no seat is moved, or messaged, twice.
 */
import { addDays } from '@premium-shop/domain/dates';
import { formatDateLong } from '@premium-shop/domain/format';
import type { Database, Executor } from '../../db/client';
import { notifyByDashboardAndWhatsApp } from '../notifications/notifications.service';
import * as lifecycle from './order-lifecycle.service';
import * as repository from './seat-aging.repository';
import type { DueSeat, LifecycleStep } from './seat-aging.repository';

/** The reminder goes out this long before a seat expires. */
export const REMIND_BEFORE_DAYS = 3;
const BATCH = 100;
const NOTIFICATION_CATEGORY = 'Akun';

export interface LifecycleContext {
  db: Database;
  graceDays: number;
}

export interface LifecycleReport {
  reminded: number;
  graced: number;
  ended: number;
}

interface Notice {
  title: string;
  content: string;
}

const notices = {
  remind: (seat: DueSeat): Notice => ({
    title: 'Akun Segera Berakhir',
    content: `Langganan ${seat.productName} berakhir pada ${formatDateLong(seat.expireAt)}. Perpanjang sekarang agar akunmu tidak terputus.`,
  }),
  grace: (seat: DueSeat, graceEndsAt: Date): Notice => ({
    title: 'Masa Tenggang Dimulai',
    content: `Langganan ${seat.productName} sudah berakhir. Akunmu masih bisa dipakai sampai ${formatDateLong(graceEndsAt)}; perpanjang sebelum masa tenggang habis.`,
  }),
  end: (seat: DueSeat): Notice => ({
    title: 'Langganan Berakhir',
    content: `Masa tenggang ${seat.productName} sudah habis dan akunmu tidak aktif lagi. Pesan lagi kapan saja dari halaman Pembelian.`,
  }),
};

function notify(tx: Executor, seat: DueSeat, notice: Notice): Promise<void> {
  return notifyByDashboardAndWhatsApp(
    tx,
    {
      userId: seat.userId,
      category: NOTIFICATION_CATEGORY,
      title: notice.title,
      content: notice.content,
      shortDescription: [seat.productName, seat.invoice ?? seat.groupName].join(' · '),
      productId: seat.productId,
      orderId: seat.orderId,
    },
    {
      phone: seat.phone,
      reference: seat.invoice ? `No. pesanan: ${seat.invoice}` : `Akun: ${seat.groupName}`,
    },
  );
}

/** Runs one step over every due seat, a batch per transaction; returns how many seats moved. */
async function runStep(
  ctx: LifecycleContext,
  step: LifecycleStep,
  now: Date,
  apply: (tx: Executor, seats: DueSeat[]) => Promise<void>,
): Promise<number> {
  const remindBefore = addDays(now, REMIND_BEFORE_DAYS);
  let moved = 0;
  for (;;) {
    const count = await ctx.db.transaction(async (tx) => {
      const seats = await repository.claimDueSeats(tx, step, { now, remindBefore, limit: BATCH });
      if (seats.length > 0) await apply(tx, seats);
      return seats.length;
    });
    moved += count;
    if (count < BATCH) return moved;
  }
}

/**
 * One pass of the account lifecycle. The steps run in order, so a seat whose expiry and grace both
 * passed while the shop was down goes Aktif -> Tenggang -> Habis in one pass (each notified).
 */
export async function runAccountLifecycle(
  ctx: LifecycleContext,
  now: Date = new Date(),
): Promise<LifecycleReport> {
  const reminded = await runStep(ctx, 'remind', now, async (tx, seats) => {
    await repository.markReminded(
      tx,
      seats.map((seat) => seat.id),
      now,
    );
    for (const seat of seats) await notify(tx, seat, notices.remind(seat));
  });
  const graced = await runStep(ctx, 'grace', now, async (tx, seats) => {
    for (const seat of seats) {
      const graceEndsAt = addDays(seat.expireAt, ctx.graceDays);
      await lifecycle.startGrace(tx, seat, graceEndsAt);
      await notify(tx, seat, notices.grace(seat, graceEndsAt));
    }
  });
  const ended = await runStep(ctx, 'end', now, async (tx, seats) => {
    for (const seat of seats) {
      await lifecycle.endSeat(tx, seat);
      await notify(tx, seat, notices.end(seat));
    }
  });
  return { reminded, graced, ended };
}
