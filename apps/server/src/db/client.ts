import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as bankTransfers from './schema/bank-transfers';
import * as catalogue from './schema/catalogue';
import * as content from './schema/content';
import * as engagement from './schema/engagement';
import * as liveEvents from './schema/live-events';
import * as operations from './schema/operations';
import * as orders from './schema/orders';
import * as relations from './schema/relations';
import * as stock from './schema/stock';
import * as uploads from './schema/uploads';
import * as users from './schema/users';

export const schema = {
  ...users,
  ...catalogue,
  ...stock,
  ...orders,
  ...engagement,
  ...content,
  ...operations,
  ...uploads,
  ...liveEvents,
  ...bankTransfers,
  ...relations,
};

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle: what a repository receives when its caller holds a transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseConnection {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

// Counts and sums come back as JavaScript numbers; money and counts fit comfortably in 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    connectionTimeoutMillis: 5_000,
    // The shop prepares a statement (db/prepared.ts) to plan it once: each is a look-up by keys whose
    // best plan does not depend on the values. PostgreSQL would otherwise keep planning one whose
    // custom plans look cheaper than its generic one (a customer's order page: 0.6 ms of planning
    // for 0.2 ms of work). Unprepared statements are planned per call as before.
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // A checked-out client whose server goes away between two queries (a shutdown, a failover) emits
  // 'error' with nobody listening, which would end the process; its next query fails instead.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
