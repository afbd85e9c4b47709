/**
 * The channels the checkout offers: those the gateway lists as active for this merchant, with
 * their amount limits (docs/decisions/043). The list is kept CHANNELS_TTL_MS per instance and per
 * gateway; a failed refresh keeps the last list, and with none yet the documented limits stand in.
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

/** How long an instance trusts the list it read: a merchant's switch in Tripay shows within this. */
export const CHANNELS_TTL_MS = 5 * 60 * 1000;

interface CachedList {
  channels: ListedChannel[];
  readAt: number;
}

// Per gateway, so an app built with another gateway (a test's) never reads this one's list.
const cache = new WeakMap<PaymentGateway, CachedList>();
const refreshing = new WeakMap<PaymentGateway, Promise<ListedChannel[]>>();

/** The documented channels, all active: what stands in before the gateway ever answered. */
function documentedChannels(): ListedChannel[] {
  return PAYMENT_METHODS.map(({ code }) => ({
    code,
    active: true,
    minAmount: CHANNEL_RULES[code].minAmount,
    maxAmount: CHANNEL_RULES[code].maxAmount,
  }));
}

async function refresh(ctx: Pick<OrdersContext, 'gateway' | 'log'>): Promise<ListedChannel[]> {
  try {
    const channels = (await ctx.gateway.channels()).map((channel) => ({
      code: channel.code,
      active: channel.active,
      minAmount: channel.minAmount,
      maxAmount: channel.maxAmount,
    }));
    cache.set(ctx.gateway, { channels, readAt: Date.now() });
    return channels;
  } catch (error) {
    ctx.log.warn({ err: error }, 'payment channel list could not be read; keeping the last one');
    return cache.get(ctx.gateway)?.channels ?? documentedChannels();
  }
}

/** The gateway's channel list, read at most once per CHANNELS_TTL_MS (concurrent readers share one call). */
export async function listedChannels(ctx: Pick<OrdersContext, 'gateway' | 'log'>): Promise<ListedChannel[]> {
  const cached = cache.get(ctx.gateway);
  if (cached && Date.now() - cached.readAt < CHANNELS_TTL_MS) return cached.channels;
  let pending = refreshing.get(ctx.gateway);
  if (!pending) {
    pending = refresh(ctx).finally(() => refreshing.delete(ctx.gateway));
    refreshing.set(ctx.gateway, pending);
  }
  return pending;
}

/** Forgets the list read of `gateway` (tests that switch a channel off in the fake Tripay). */
export function forgetChannels(gateway: PaymentGateway): void {
  cache.delete(gateway);
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
