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
