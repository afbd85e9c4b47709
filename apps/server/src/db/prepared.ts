import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * The connection a handle sends its queries through: the pool for the database handle, the pool
 * client a transaction holds for a transaction handle (drizzle's node-postgres session keeps it).
 * A statement drizzle prepares is bound to that connection, not to the handle.
 */
function connectionOf(db: Executor): object {
  const session = db._.session as unknown as { client?: object };
  return session.client ?? db;
}

/**
 * A statement prepared once per connection and reused: for the queries every request runs (the
 * session check) or that join enough tables that planning costs more than running them. A
 * transaction is a handle of its own over one of the pool's clients, and a new handle each time:
 * the statement is built once per client, so a transaction that runs on a client another one used
 * before finds it built (building an insert of 24 columns cost more than sending it).
 */
export function preparedPerHandle<Statement>(
  build: (db: Executor) => Statement,
): (db: Executor) => Statement {
  const statements = new WeakMap<object, Statement>();
  return (db) => {
    const connection = connectionOf(db);
    let statement = statements.get(connection);
    if (!statement) {
      statement = build(db);
      statements.set(connection, statement);
    }
    return statement;
  };
}

interface RawPreparing {
  dialect: PgDialect;
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    isResponseInArrayMode: boolean,
  ): { execute(values: Record<string, unknown>): Promise<{ rows: Record<string, unknown>[] }> };
}

/**
 * A statement written in SQL (not drizzle's builder), prepared once per connection under `name`:
 * its values are placeholders, and it answers its rows as PostgreSQL sent them (as `db.execute`
 * does). For the statements a burst of orders runs once per batch, which PostgreSQL would
 * otherwise plan again each time.
 */
export function preparedSqlPerHandle(
  name: string,
  statement: SQL,
): (db: Executor) => { execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]> } {
  return preparedPerHandle((db) => {
    const session = db._.session as unknown as RawPreparing;
    const prepared = session.prepareQuery(session.dialect.sqlToQuery(statement), undefined, name, false);
    return { execute: async (values) => (await prepared.execute(values)).rows };
  });
}
