/**
 * Refused payment callbacks counted per reason and hour in PostgreSQL, without their body
 * (decision 040). A flood of forged callbacks must cost the database nothing per request, so each
 * instance counts in memory and adds its counts every few seconds in one statement; the shop-wide
 * number is the sum of what every instance added. The first refusal of a reason in an hour is
 * written to the audit log, the rest only add to its count.
 */
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import * as repository from './refused-callbacks.repository';

/**
 * Why a callback was refused: `signature` (missing or wrong), `event` (not payment_status) and
 * `malformed` (not a payment_status body) before anything is stored; `unknown_reference`,
 * `invoice_mismatch` and `amount_mismatch` for a signed event kept in gateway_events.
 */
export type CallbackRefusal =
  'signature' | 'event' | 'malformed' | 'unknown_reference' | 'invoice_mismatch' | 'amount_mismatch';

/**
 * Refusals of a stored event already have an audit entry each, naming the event and its order (decision
 * 023): the admin acts on each of them. Only the others get the hourly entry.
 */
const AUDITED_PER_EVENT: ReadonlySet<CallbackRefusal> = new Set([
  'unknown_reference',
  'invoice_mismatch',
  'amount_mismatch',
]);

const HOUR_MS = 60 * 60 * 1000;
/** How long a refusal may wait in memory before PostgreSQL (and so /metrics on any instance) has it. */
export const REFUSAL_FLUSH_MS = 2_000;
/** Hours older than this are folded into one total per reason by the hourly purge. */
export const REFUSAL_HOURS_KEPT_MS = 90 * 24 * HOUR_MS;

interface Pending extends repository.RefusalCount {
  reason: CallbackRefusal;
  firstAddress: string;
}

interface Logger {
  warn(details: object, message: string): void;
}

export interface RefusedCallbackCounter {
  /** Counts one refused callback from `address`; nothing is written before the next flush. */
  record(reason: CallbackRefusal, address: string, at?: Date): void;
  /** Adds what this instance counted to PostgreSQL; resolves once it is there (or kept for the next try). */
  flush(): Promise<void>;
  /** Flushes every REFUSAL_FLUSH_MS until stop(), which flushes once more. */
  start(): void;
  stop(): Promise<void>;
}

export function createRefusedCallbackCounter(
  db: Database,
  log: Logger,
  flushEveryMs: number = REFUSAL_FLUSH_MS,
): RefusedCallbackCounter {
  let pending = new Map<string, Pending>();
  let flushing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  function add(entry: Pending): void {
    const key = `${entry.reason} ${entry.hour.getTime()}`;
    const known = pending.get(key);
    if (!known) {
      pending.set(key, { ...entry });
      return;
    }
    known.count += entry.count;
    if (entry.firstSeenAt < known.firstSeenAt) {
      known.firstSeenAt = entry.firstSeenAt;
      known.firstAddress = entry.firstAddress;
    }
    if (entry.lastSeenAt >= known.lastSeenAt) {
      known.lastSeenAt = entry.lastSeenAt;
      known.lastAddress = entry.lastAddress;
    }
  }

  async function write(): Promise<void> {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending = new Map();
    try {
      await db.transaction(async (tx) => {
        const totals = await repository.addRefusalCounts(
          tx,
          batch.map(({ firstAddress: _first, ...count }) => count),
        );
        for (const entry of batch) {
          if (AUDITED_PER_EVENT.has(entry.reason)) continue;
          const total = totals.find(
            (row) => row.reason === entry.reason && row.hour.getTime() === entry.hour.getTime(),
          );
          // The row this batch created holds exactly its count: nobody had counted that hour yet.
          if (total?.count !== entry.count) continue;
          await recordAudit(tx, {
            actorId: null,
            action: 'payment.refused',
            entity: 'payment_callback',
            entityId: `${entry.reason}@${entry.hour.toISOString()}`,
            after: {
              reason: entry.reason,
              hour: entry.hour.toISOString(),
              firstSeenAt: entry.firstSeenAt.toISOString(),
              address: entry.firstAddress,
              countSoFar: entry.count,
            },
          });
        }
      });
    } catch (error) {
      log.warn(
        { err: error, refusals: batch.length },
        'refused callback counts not written, kept for the next try',
      );
      for (const entry of batch) add(entry);
    }
  }

  function flush(): Promise<void> {
    // One write at a time per instance: a scrape's flush waits for the timer's, then sends the rest.
    flushing = flushing.then(write);
    return flushing;
  }

  return {
    record(reason, address, at = new Date()) {
      const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
      add({
        reason,
        hour,
        count: 1,
        firstSeenAt: at,
        lastSeenAt: at,
        firstAddress: address,
        lastAddress: address,
      });
    },
    flush,
    start() {
      if (timer) return;
      timer = setInterval(() => void flush(), flushEveryMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

/** Folds refusal counts older than 90 days into their reason's total (the hourly purge job). */
export async function purgeOldRefusalCounts(
  db: Database,
  now: Date = new Date(),
): Promise<{ refusedCallbackHours: number }> {
  const before = new Date(Math.floor((now.getTime() - REFUSAL_HOURS_KEPT_MS) / HOUR_MS) * HOUR_MS);
  return { refusedCallbackHours: await repository.foldRefusalCountsBefore(db, before) };
}
