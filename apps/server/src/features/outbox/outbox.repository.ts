import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox, whatsappSendSlots } from '../../db/schema/operations';
import { users } from '../../db/schema/users';

export type OutboxMessage = typeof outbox.$inferSelect;

export async function insertMessage(
  db: Executor,
  message: typeof outbox.$inferInsert,
): Promise<OutboxMessage> {
  const [row] = await db.insert(outbox).values(message).returning();
  return row!;
}

/**
 * A WhatsApp notice for a user to `to`, in one statement with the look-up of the user: 'pending' when
 * `to` is the user's verified number, else 'skipped' with `skipReason`. Undefined when there is no
 * such user.
 */
export async function insertNoticeForUser(
  db: Executor,
  notice: { userId: string; to: string; text: string },
  skipReason: string,
): Promise<OutboxMessage | undefined> {
  const isProved = sql`u.phone = ${notice.to} AND u.phone_verified_at IS NOT NULL`;
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO ${outbox} (channel, recipient, body, user_id, status, last_error)
    SELECT 'whatsapp', ${notice.to}, ${notice.text}, u.id,
      (CASE WHEN ${isProved} THEN 'pending' ELSE 'skipped' END)::outbox_status,
      CASE WHEN ${isProved} THEN NULL ELSE ${skipReason} END
    FROM ${users} u WHERE u.id = ${notice.userId}
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** Whether `phone` is the user's number now, and verified. */
export async function isVerifiedNumberOf(db: Executor, userId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  return row !== undefined;
}

/**
 * Claims up to `limit` due messages of a channel: each claim counts an attempt and leases the row for
 * `leaseSeconds`, so a process that dies mid-delivery hands it back, and other processes skip it.
 */
export async function claimDueMessages(
  db: Executor,
  channel: OutboxMessage['channel'],
  limit: number,
  leaseSeconds: number,
  now: Date = new Date(),
): Promise<OutboxMessage[]> {
  // A broadcast's messages (bulk) wait behind every other one: credentials never queue behind a promo.
  // `now` has milliseconds, PostgreSQL's clock microseconds: a row queued within the same millisecond
  // (next_attempt_at 12:00:00.123456) is due at 12:00:00.123 too, hence the millisecond of grace.
  const result = await db.execute<{ id: string }>(sql`
    UPDATE ${outbox}
    SET attempts = attempts + 1, next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT id FROM ${outbox}
      WHERE status = 'pending' AND channel = ${channel} AND next_attempt_at < ${now.toISOString()}::timestamptz + interval '1 millisecond'
      ORDER BY bulk, next_attempt_at, created_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  if (result.rows.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.id,
        result.rows.map((row) => row.id),
      ),
    )
    .orderBy(outbox.createdAt);
}

/** The stored copy without its secrets, and no list of them left: for a message sent or given up. */
function keptCopy(body: string | undefined) {
  return body !== undefined ? { body, secrets: null } : {};
}

/**
 * Marks a message sent; `body`, when given, replaces the stored copy (the one without its secrets).
 * `providerId` is the provider's id of a message it only queued (Fonnte): its state starts 'queued'.
 */
export async function markSent(
  db: Executor,
  id: string,
  body?: string,
  accepted?: { providerId: string | null; at: Date },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: accepted?.at ?? new Date(),
      lastError: null,
      ...keptCopy(body),
      ...(accepted && {
        providerId: accepted.providerId,
        deliveryState: 'queued' as const,
        deliveryUpdatedAt: accepted.at,
      }),
    })
    .where(eq(outbox.id, id));
}

/** Hands a claimed message back untried: its claim's attempt is not counted, due again at `at`. */
export async function releaseClaim(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts: sql`greatest(${outbox.attempts} - 1, 0)`, nextAttemptAt: at })
    .where(eq(outbox.id, id));
}

/**
 * Takes the next send turn of `sender`: at the later of its next free time and `now`, and moves the
 * next free time `gapSeconds` past it, in one statement, so instances sending at once take turns.
 * Returns how long to wait for the turn, or null when it is more than `maxWaitSeconds` away (nothing
 * taken).
 */
export async function takeSendTurn(
  db: Executor,
  sender: string,
  gapSeconds: number,
  now: Date,
  maxWaitSeconds: number,
): Promise<number | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const gap = sql`make_interval(secs => ${gapSeconds})`;
  const result = await db.execute<{ wait_ms: number }>(sql`
    INSERT INTO ${whatsappSendSlots} AS slot (sender, next_at) VALUES (${sender}, ${at} + ${gap})
    ON CONFLICT (sender) DO UPDATE
      SET next_at = greatest(slot.next_at, ${at}) + ${gap}
      WHERE slot.next_at <= ${at} + make_interval(secs => ${maxWaitSeconds})
    RETURNING (extract(epoch FROM (next_at - ${gap} - ${at})) * 1000)::float8 AS wait_ms`);
  const row = result.rows[0];
  return row ? Math.max(0, Number(row.wait_ms)) : null;
}

/** No message leaves `sender` before `until` (its device is offline or out of quota: let it rest). */
export async function pauseSender(db: Executor, sender: string, until: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${whatsappSendSlots} AS slot (sender, next_at) VALUES (${sender}, ${until.toISOString()}::timestamptz)
    ON CONFLICT (sender) DO UPDATE SET next_at = greatest(slot.next_at, excluded.next_at)`);
}

/** Marks a message that must not go out: 'skipped' with why, never sent or tried again. */
export async function markSkipped(db: Executor, id: string, reason: string, body?: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'skipped', lastError: reason, ...keptCopy(body) })
    .where(eq(outbox.id, id));
}

/** A failed attempt: due again at `retryAt`, or given up ('failed') when that is null. */
export async function markFailedAttempt(
  db: Executor,
  id: string,
  error: string,
  retryAt: Date | null,
  /** Replaces the stored body when the message is given up (retryAt null). */
  body?: string,
): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt }
        : { lastError: error, status: 'failed', ...keptCopy(body) },
    )
    .where(eq(outbox.id, id));
}

/** The WhatsApp message Fonnte knows by `providerId`, locked for its status update. */
export async function lockByProviderId(db: Executor, providerId: string): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'whatsapp'), eq(outbox.providerId, providerId)))
    .for('update');
  return row;
}

export async function setDeliveryState(
  db: Executor,
  id: string,
  state: NonNullable<OutboxMessage['deliveryState']>,
  at: Date,
  failure?: string,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      deliveryState: state,
      deliveryUpdatedAt: at,
      ...(failure !== undefined && { status: 'failed' as const, lastError: failure }),
    })
    .where(eq(outbox.id, id));
}
