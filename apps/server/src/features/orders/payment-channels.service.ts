/**
 * The channels the checkout offers: those the gateway lists as active for this merchant, with
 * their amount limits (docs/decisions/043). The list is shared by every instance in
 * payment_channel_lists, one row per gateway, and read from the gateway at most once per
 * CHANNELS_TTL_MS for the whole shop: the one instance that claims a stale row asks the gateway while
 * the others serve the stored list. A failed refresh keeps the last list, and with none yet the
 * documented limits stand in.
 */
import {
  TRANSFER_MESSAGES,
  TRANSFER_METHOD,
  TRANSFER_WINDOW_MINUTES,
} from '@premium-shop/domain/bank-transfer';
import { PAYMENT_METHODS, type CheckoutMethodCode } from '@premium-shop/domain/checkout';
import {
  amountRefusal,
  CHANNEL_MESSAGES,
  CHANNEL_RULES,
  offeredChannels,
  type ListedChannel,
  type OfferedChannel,
} from '@premium-shop/domain/payment-channels';
import { AppError } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payments/gateway';
import { hasActiveBankAccount } from '../bank-transfers/bank-accounts.service';
import type { OrdersContext } from './orders.common';
import {
  claimChannelRefresh,
  deleteChannelList,
  storeChannelList,
  storedChannelList,
} from './payment-channels.repository';

/** How long the shop trusts the list it read: a merchant's switch in Tripay shows within this. */
export const CHANNELS_TTL_MS = 5 * 60 * 1000;

/**
 * How long the instance refreshing the list holds its claim: longer than a gateway call may take
 * (Tripay's 10 s timeout), and after a failed refresh, the wait before another instance tries.
 */
export const CHANNELS_CLAIM_MS = 30 * 1000;

/** How long an instance serves the list it last read without reading the shared row again. */
export const CHANNELS_MEMO_MS = 5 * 1000;

type ChannelsContext = Pick<OrdersContext, 'db' | 'gateway' | 'log'>;

interface Memo {
  channels: ListedChannel[];
  until: number;
}

// Per gateway, so an app built with another gateway (a test's, a second instance's) keeps its own memo.
const memos = new WeakMap<PaymentGateway, Memo>();
const reading = new WeakMap<PaymentGateway, Promise<ListedChannel[]>>();

/** The documented channels, all active: what stands in before the gateway ever answered. */
function documentedChannels(): ListedChannel[] {
  return PAYMENT_METHODS.map(({ code }) => ({
    code,
    active: true,
    minAmount: CHANNEL_RULES[code].minAmount,
    maxAmount: CHANNEL_RULES[code].maxAmount,
  }));
}

/** Asks the gateway (under this instance's claim) and stores its answer for every instance. */
async function refresh(ctx: ChannelsContext, last: ListedChannel[] | null): Promise<ListedChannel[]> {
  let channels: ListedChannel[];
  try {
    channels = (await ctx.gateway.channels()).map((channel) => ({
      code: channel.code,
      active: channel.active,
      minAmount: channel.minAmount,
      maxAmount: channel.maxAmount,
    }));
  } catch (error) {
    // The claim is left to expire: no instance asks again before CHANNELS_CLAIM_MS.
    ctx.log.warn({ err: error }, 'payment channel list could not be read; keeping the last one');
    return last ?? documentedChannels();
  }
  try {
    await storeChannelList(ctx.db, ctx.gateway.provider, channels);
  } catch (error) {
    // This instance still serves what the gateway answered; the claim expires for another to try.
    ctx.log.warn({ err: error }, 'payment channel list could not be stored for the other instances');
  }
  return channels;
}

/** The shared list: the stored one while fresh or while another instance refreshes it, else read anew. */
async function sharedList(ctx: ChannelsContext): Promise<ListedChannel[]> {
  const gateway = ctx.gateway.provider;
  const stored = await storedChannelList(ctx.db, gateway, CHANNELS_TTL_MS);
  if (stored?.isFresh && stored.channels) return stored.channels;
  if (await claimChannelRefresh(ctx.db, gateway, CHANNELS_TTL_MS, CHANNELS_CLAIM_MS)) {
    return refresh(ctx, stored?.channels ?? null);
  }
  // Another instance is refreshing it (or just stored it, if this one had found no list).
  const channels = stored?.channels ?? (await storedChannelList(ctx.db, gateway, CHANNELS_TTL_MS))?.channels;
  return channels ?? documentedChannels();
}

/**
 * The gateway's channel list, read from the gateway at most once per CHANNELS_TTL_MS for the whole
 * shop, and from the shared row at most once per CHANNELS_MEMO_MS per instance (concurrent readers
 * of an instance share one read). Were the database unreachable, the last list this instance read
 * (or the documented one) stands in.
 */
export async function listedChannels(ctx: ChannelsContext): Promise<ListedChannel[]> {
  const memo = memos.get(ctx.gateway);
  if (memo && Date.now() < memo.until) return memo.channels;
  let pending = reading.get(ctx.gateway);
  if (!pending) {
    pending = sharedList(ctx)
      .catch((error: unknown) => {
        ctx.log.warn({ err: error }, 'shared payment channel list could not be read; keeping the last one');
        return memo?.channels ?? documentedChannels();
      })
      .then((channels) => {
        memos.set(ctx.gateway, { channels, until: Date.now() + CHANNELS_MEMO_MS });
        return channels;
      })
      .finally(() => reading.delete(ctx.gateway));
    reading.set(ctx.gateway, pending);
  }
  return pending;
}

/** Forgets this instance's memo of the list, as CHANNELS_MEMO_MS passing would (tests of several instances). */
export function forgetChannelMemo(gateway: PaymentGateway): void {
  memos.delete(gateway);
}

/**
 * Forgets the list read of the gateway, shared and memoized, so the next reader asks it anew (tests
 * that switch a channel off in the fake Tripay).
 */
export async function forgetChannels(ctx: Pick<OrdersContext, 'db' | 'gateway'>): Promise<void> {
  memos.delete(ctx.gateway);
  await deleteChannelList(ctx.db, ctx.gateway.provider);
}

/** A checkout channel: a gateway's, or 'TRANSFER' to the shop's own account. */
export type CheckoutChannel = Omit<OfferedChannel, 'code'> & { code: CheckoutMethodCode };

/** 'Transfer Bank' (docs/decisions/049): any amount, no fee, a day to pay; offered while an account is active. */
const TRANSFER_CHANNEL: CheckoutChannel = {
  code: TRANSFER_METHOD,
  minAmount: 1,
  maxAmount: 1_000_000_000,
  windowMinutes: TRANSFER_WINDOW_MINUTES,
  refusal: null,
};

/**
 * Every checkout channel for an order leaving `amount` to pay before the fee, with why one cannot
 * take it: the gateway's (none with PAYMENT_PROVIDER=manual), then 'Transfer Bank' while the shop
 * has an active account (read now unless the caller read it already, as the checkout does).
 */
export async function channelsFor(
  ctx: Pick<OrdersContext, 'db' | 'gateway' | 'log'>,
  amount: number,
  activeBankAccount?: boolean,
): Promise<CheckoutChannel[]> {
  const gateway = ctx.gateway.provider === 'manual' ? [] : offeredChannels(await listedChannels(ctx), amount);
  const isTransferOffered = activeBankAccount ?? (await hasActiveBankAccount(ctx.db));
  return isTransferOffered ? [...gateway, TRANSFER_CHANNEL] : gateway;
}

function refused(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { method: message });
}

/**
 * Refuses (400, before any call to the gateway) an order by a channel that is not active or whose
 * limits do not admit `amount`, what is left to pay before the fee.
 */
export async function checkChannel(
  ctx: Pick<OrdersContext, 'db' | 'gateway' | 'log'>,
  code: CheckoutMethodCode,
  amount: number,
  activeBankAccount?: boolean,
): Promise<CheckoutChannel> {
  const channels = await channelsFor(ctx, amount, activeBankAccount);
  const channel = channels.find((candidate) => candidate.code === code);
  if (!channel) {
    throw refused(code === TRANSFER_METHOD ? TRANSFER_MESSAGES.unavailable : CHANNEL_MESSAGES.inactive);
  }
  if (channel.refusal) throw refused(channel.refusal);
  return channel;
}

/** Refuses (400) an order whose total with the fee passes the channel's maximum, before Tripay is called. */
export function checkTotal(channel: CheckoutChannel, total: number): void {
  if (channel.code === TRANSFER_METHOD) return;
  const refusal = amountRefusal(channel.code, channel, total);
  if (refusal) throw refused(refusal);
}
