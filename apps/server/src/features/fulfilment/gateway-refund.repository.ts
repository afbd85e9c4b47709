/** The SQL of a gateway refund's alert (gateway-refund.ts). */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users';

/** Every admin who can still sign in: each is told of a refund. */
export async function findActiveAdminIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}
