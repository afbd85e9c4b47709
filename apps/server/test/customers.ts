import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client';
import { authSessions, users } from '../src/db/schema/users';
import type { AccessTokens } from '../src/platform/tokens';

/** A customer row with a fresh e-mail; the password hash is never checked by these tests. */
export async function insertCustomer(db: Database, name = 'Pelanggan Tes') {
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: `tes-${randomUUID().slice(0, 8)}@gmail.com`,
      phone: '+6281200000001',
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
export async function signedInCustomer(db: Database, tokens: AccessTokens, name?: string) {
  const user = await insertCustomer(db, name);
  return { user, token: await tokenFor(db, tokens, user.id) };
}

/** An admin and a token for them. */
export async function signedInAdmin(db: Database, tokens: AccessTokens, name = 'Admin Toko') {
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: `admin-${randomUUID().slice(0, 8)}@premiumshop.id`,
      phone: '+6281200000009',
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
