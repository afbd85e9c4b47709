import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client';
import { authSessions, users } from '../src/db/schema/users';
import type { AccessTokens } from '../src/platform/tokens';

// Counting up from a random start: never the same number twice in one test file's database.
let nextPhone = randomInt(10_000_000, 90_000_000);

/** A phone number of its own ('+62899' and 8 digits; no demo user has that prefix): one per user. */
export function uniquePhone(): string {
  nextPhone += 1;
  return `+62899${String(nextPhone).padStart(8, '0')}`;
}

/**
 * A customer row with a fresh e-mail and phone; the password hash is never checked by these tests.
 * The phone counts as verified (WhatsApp notices reach it) unless `isPhoneVerified` is false.
 */
export async function insertCustomer(
  db: Database,
  name = 'Pelanggan Tes',
  { isPhoneVerified = true }: { isPhoneVerified?: boolean } = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: `tes-${randomUUID().slice(0, 8)}@gmail.com`,
      phone: uniquePhone(),
      phoneVerifiedAt: isPhoneVerified ? new Date() : null,
      passwordHash: 'not-a-real-hash',
    })
    .returning();
  return user!;
}

/** An access token for `userId` backed by a live session row, as login would issue it. */
export async function tokenFor(db: Database, tokens: AccessTokens, userId: string): Promise<string> {
  const [session] = await db.insert(authSessions).values({ userId }).returning();
  return tokens.sign({ userId, sessionId: session!.id, role: 'customer' });
}

/** A customer and a token for them. */
export async function signedInCustomer(
  db: Database,
  tokens: AccessTokens,
  name?: string,
  options?: { isPhoneVerified?: boolean },
) {
  const user = await insertCustomer(db, name, options);
  return { user, token: await tokenFor(db, tokens, user.id) };
}

/** An admin and a token for them. */
export async function signedInAdmin(db: Database, tokens: AccessTokens, name = 'Admin Toko') {
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: `admin-${randomUUID().slice(0, 8)}@premiumshop.id`,
      phone: uniquePhone(),
      phoneVerifiedAt: new Date(),
      passwordHash: 'not-a-real-hash',
      role: 'admin',
    })
    .returning();
  const [session] = await db.insert(authSessions).values({ userId: user!.id }).returning();
  return {
    user: user!,
    token: await tokens.sign({ userId: user!.id, sessionId: session!.id, role: 'admin' }),
  };
}
