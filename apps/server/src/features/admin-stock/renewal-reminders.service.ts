/**
 * The provider renewal job (docs/decisions/051), run by every process each minute: RENEWAL_REMINDER_DAYS
 * before an account's renewal date every admin gets a dashboard notification and a WhatsApp
 * (through the outbox, which paces WhatsApp), once per renewal date; and an account the provider
 * renews by itself moves on by its cycle on its date, with the cycle's cost recorded. Claims are
 * conditional UPDATEs over rows locked with SKIP LOCKED, so several processes never remind or
 * renew the same account twice.
 */
import { addDays } from '@premium-shop/domain/dates';
import { formatDateLong, formatRupiah } from '@premium-shop/domain/format';
import type { Database, Executor } from '../../db/client';
import { notifyByDashboardAndWhatsApp } from '../notifications/notifications.service';
import * as repository from './provider-renewals.repository';
import type { RemindedAccount } from './provider-renewals.repository';

const BATCH = 100;
/** A pass renews an account at most this many cycles (an account left for years catches up over passes). */
const MAX_AUTO_RENEWAL_ROUNDS = 50;
const NOTIFICATION_CATEGORY = 'Akun';
export const AUTO_RENEWAL_NOTE = 'Diperpanjang otomatis oleh provider';

export interface RenewalJobContext {
  db: Database;
  reminderDays: number;
}

export interface RenewalJobReport {
  reminded: number;
  autoRenewed: number;
}

function members(count: number): string {
  return count === 0 ? 'belum ada anggota' : `${count} anggota aktif`;
}

/** What the admins are told of one account. */
export function renewalNotice(account: RemindedAccount, now: Date): { title: string; content: string } {
  const date = formatDateLong(account.renewsAt);
  const cost = formatRupiah(account.cost);
  const who = `${account.productName} (${account.email ?? account.name})`;
  if (account.renewsAt.getTime() <= now.getTime() && !account.autoRenews) {
    return {
      title: 'Akun Provider Lewat Jatuh Tempo',
      content: `Akun ${who} jatuh tempo pada ${date} dan belum diperpanjang (${members(account.liveSeats)}). Tempatnya tidak dijual sampai perpanjangan dicatat di Stok Akun. Biaya: ${cost}.`,
    };
  }
  if (account.autoRenews) {
    return {
      title: 'Akun Provider Diperpanjang Otomatis',
      content: `Akun ${who} diperpanjang otomatis oleh provider pada ${date} (${members(account.liveSeats)}). Pastikan saldo atau kartunya cukup untuk ${cost}.`,
    };
  }
  return {
    title: 'Akun Provider Segera Jatuh Tempo',
    content: `Akun ${who} jatuh tempo pada ${date} (${members(account.liveSeats)}). Bayar ${cost} ke provider lalu catat perpanjangannya di Stok Akun.`,
  };
}

async function remindAdmins(tx: Executor, accounts: RemindedAccount[], now: Date): Promise<void> {
  const admins = await repository.listAdmins(tx);
  for (const account of accounts) {
    const notice = renewalNotice(account, now);
    for (const admin of admins) {
      await notifyByDashboardAndWhatsApp(
        tx,
        {
          userId: admin.id,
          category: NOTIFICATION_CATEGORY,
          title: notice.title,
          content: notice.content,
          shortDescription: [account.productName, account.name].join(' · '),
          productId: account.productId,
        },
        { phone: admin.phone, reference: `Akun: ${account.name}` },
      );
    }
  }
}

/**
 * One pass: auto-renewing accounts whose date has come move on first (so they are reminded of
 * their next date, not of the one just paid), then every account due within the window and not
 * yet reminded of its date is claimed, batch by batch, and its admins told in the same transaction.
 */
export async function runRenewalReminders(
  ctx: RenewalJobContext,
  now: Date = new Date(),
): Promise<RenewalJobReport> {
  let autoRenewed = 0;
  for (let round = 0; round < MAX_AUTO_RENEWAL_ROUNDS; round++) {
    const renewed = await ctx.db.transaction((tx) =>
      repository.renewAutomatically(tx, { now, limit: BATCH, note: AUTO_RENEWAL_NOTE }),
    );
    autoRenewed += renewed.length;
    if (renewed.length === 0) break;
  }
  const remindBefore = addDays(now, ctx.reminderDays);
  let reminded = 0;
  for (;;) {
    const count = await ctx.db.transaction(async (tx) => {
      const accounts = await repository.claimDueReminders(tx, { now, remindBefore, limit: BATCH });
      if (accounts.length > 0) await remindAdmins(tx, accounts, now);
      return accounts.length;
    });
    reminded += count;
    if (count < BATCH) break;
  }
  return { reminded, autoRenewed };
}
