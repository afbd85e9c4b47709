/**
 * When the reconciler asks the gateway about an unpaid order whose transaction is open (decision
 * 045). Tripay resends a callback that was not answered (https://tripay.co.id/developer?tab=callback;
 * the issue that asked for this reads three sends, two minutes apart), so a paid order whose
 * callbacks were all lost is known to the shop only by asking: soon after the order is placed, when
 * most customers pay, then every 5 minutes, and every minute in the last minutes before its
 * deadline, when a payment would otherwise be expired by the expiry job.
 */

/** Minutes after the order is placed at which it is asked about. */
export const RECONCILE_STEPS_MINUTES = [2, 5, 10] as const;
/** After the last step, how often a long window's order is asked about: a payment is caught within it. */
export const RECONCILE_LATER_EVERY_MINUTES = 5;
/** The last stretch before the deadline in which the order is asked about every RECONCILE_NEAR_EVERY_MS. */
export const RECONCILE_WINDOW_MS = 10 * 60 * 1000;
/** How often an order near its deadline is asked about (the job runs every minute). */
export const RECONCILE_NEAR_EVERY_MS = 50 * 1000;

const MINUTE_MS = 60_000;

/**
 * The next time an order placed at `createdAt` with deadline `expiredTime` is asked about, after
 * it was asked at `now`: the first step after `now` (2, 5 and 10 minutes after it was placed, then
 * every 5 minutes), but no later than 10 minutes before its deadline, and from there every 50
 * seconds. Never sooner than 50 seconds from `now`, so a job running late does not ask twice in a row.
 */
export function nextReconcileAt(createdAt: Date, expiredTime: Date | null, now: Date): Date {
  const soonest = now.getTime() + RECONCILE_NEAR_EVERY_MS;
  const nearFrom = expiredTime ? expiredTime.getTime() - RECONCILE_WINDOW_MS : Number.POSITIVE_INFINITY;
  if (now.getTime() >= nearFrom) return new Date(soonest);
  const age = now.getTime() - createdAt.getTime();
  const step = RECONCILE_STEPS_MINUTES.find((minutes) => minutes * MINUTE_MS > age);
  let next: number;
  if (step !== undefined) {
    next = createdAt.getTime() + step * MINUTE_MS;
  } else {
    const last = RECONCILE_STEPS_MINUTES.at(-1)! * MINUTE_MS;
    const every = RECONCILE_LATER_EVERY_MINUTES * MINUTE_MS;
    next = createdAt.getTime() + last + (Math.floor((age - last) / every) + 1) * every;
  }
  return new Date(Math.max(soonest, Math.min(next, nearFrom)));
}
