import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { serverRoot } from '../platform/paths';

export const migrationsFolder = path.join(serverRoot, 'src', 'db', 'migrations');

// Any fixed number works; it only has to be the same in every instance of the shop.
const MIGRATION_LOCK = 8_245_001;

/**
 * Applies the committed SQL migrations; instances starting together wait for each other.
 * `options.migrationsFolder` names a copy holding only the first ones (a restore of an older backup).
 */
export async function runMigrations(
  pool: pg.Pool,
  options: { migrationsFolder?: string } = {},
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
