import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';

export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** The stamp (`when`, in ms) of the newest migration this build of the shop carries. */
export function codeMigrationStamp(folder = migrationsFolder): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** The stamp of the newest migration applied to the database (0 when none is). */
export async function appliedMigrationStamp(db: Executor): Promise<number> {
  const { rows } = await db.execute<{ stamp: string | null }>(sql`
    SELECT max(created_at)::text AS stamp FROM drizzle.__drizzle_migrations`);
  return Number(rows[0]?.stamp ?? 0);
}
