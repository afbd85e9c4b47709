import type { Executor } from './client';

/**
 * A statement prepared once per database handle and reused: for the queries every request runs
 * (the session check) or that join enough tables that planning costs more than running them. A
 * transaction is a handle of its own, so a statement used inside one is built for it once.
 */
export function preparedPerHandle<Statement>(
  build: (db: Executor) => Statement,
): (db: Executor) => Statement {
  const statements = new WeakMap<Executor, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
