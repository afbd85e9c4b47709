/**
 * The gateway's channel list shared by every instance (payment_channel_lists, docs/decisions/043):
 * one row per gateway, its freshness judged by the database's clock (the same for every instance),
 * and the expiring claim of the one instance refreshing it.
 */
import type { ListedChannel } from '@premium-shop/domain/payment-channels';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentChannelLists } from '../../db/schema/operations';

function interval(ms: number) {
  return sql`${ms}::int * interval '1 millisecond'`;
}

/** The gateway's stored list (null before it ever answered) and whether it was read within `ttlMs`. */
export async function storedChannelList(
  db: Executor,
  gateway: string,
  ttlMs: number,
): Promise<{ channels: ListedChannel[] | null; isFresh: boolean } | undefined> {
  const [row] = await db
    .select({
      channels: paymentChannelLists.channels,
      isFresh: sql<boolean>`coalesce(${paymentChannelLists.readAt} > now() - ${interval(ttlMs)}, false)`,
    })
    .from(paymentChannelLists)
    .where(eq(paymentChannelLists.gateway, gateway));
  return row;
}

/**
 * Claims for `claimMs` the refresh of a list not read within `ttlMs` (or never read) whose claim is
 * not held: true for exactly one caller across the shop until the list is stored or the claim expires.
 */
export async function claimChannelRefresh(
  db: Executor,
  gateway: string,
  ttlMs: number,
  claimMs: number,
): Promise<boolean> {
  const claimed = await db
    .insert(paymentChannelLists)
    .values({ gateway, refreshingUntil: sql`now() + ${interval(claimMs)}` })
    .onConflictDoUpdate({
      target: paymentChannelLists.gateway,
      set: { refreshingUntil: sql`excluded.refreshing_until` },
      where: sql`(${paymentChannelLists.readAt} IS NULL OR ${paymentChannelLists.readAt} <= now() - ${interval(ttlMs)})
        AND (${paymentChannelLists.refreshingUntil} IS NULL OR ${paymentChannelLists.refreshingUntil} <= now())`,
    })
    .returning({ gateway: paymentChannelLists.gateway });
  return claimed.length > 0;
}

/** Stores the list the gateway just answered, read now, and releases the claim. */
export async function storeChannelList(
  db: Executor,
  gateway: string,
  channels: ListedChannel[],
): Promise<void> {
  await db
    .update(paymentChannelLists)
    .set({ channels, readAt: sql`now()`, refreshingUntil: null })
    .where(eq(paymentChannelLists.gateway, gateway));
}

/** Deletes the gateway's stored list, so the next reader asks the gateway. */
export async function deleteChannelList(db: Executor, gateway: string): Promise<void> {
  await db.delete(paymentChannelLists).where(eq(paymentChannelLists.gateway, gateway));
}
