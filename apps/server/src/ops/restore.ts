/**
 * `npm run restore -- <file> [--force]`: loads a backup written by `npm run backup` into an empty
 * database (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR with the shop stopped). The schema
 * is migrated to the backup's version first; the rows go in within one transaction.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import pg from 'pg';
import { migrationsFolder, runMigrations } from '../db/migrate';
import { loadSettings } from '../settings';
import {
  BACKUP_FORMAT,
  formatBytes,
  formatTableRow,
  isControlLine,
  knownMigrations,
  sameMigration,
  type ControlLine,
  type EndLine,
  type HeaderLine,
  type MigrationStamp,
  type TableLine,
} from './backup-format';
import { type CommandIo } from './backup';
import { openDatabaseForRestore } from './shop-database';

const BATCH_ROWS = 1_000;
const BATCH_BYTES = 8 * 1024 * 1024;

export class RestoreError extends Error {
  override name = 'RestoreError';
}

export interface RestoreSummary {
  header: HeaderLine;
  rows: Record<string, number>;
  /** False when the role may not set session_replication_role: foreign keys were checked row by row. */
  isReplicaMode: boolean;
  durationMs: number;
}

function openLines(file: string): { iterator: AsyncIterator<string>; close(): void } {
  const source = fs.createReadStream(file);
  const input = source.pipe(zlib.createGunzip());
  const reader = readline.createInterface({ input, crlfDelay: Infinity });
  // readline passes a corrupt or cut gzip stream's error to the read loop; once that loop has
  // stopped, a late one must not end the process.
  reader.on('error', () => undefined);
  return {
    iterator: reader[Symbol.asyncIterator](),
    close: () => {
      reader.close();
      input.destroy();
      source.destroy();
    },
  };
}

async function nextLine(iterator: AsyncIterator<string>): Promise<string | null> {
  const next = await iterator.next();
  return next.done ? null : next.value;
}

function parseControl(line: string): ControlLine {
  return JSON.parse(line) as ControlLine;
}

async function readHeader(iterator: AsyncIterator<string>, file: string): Promise<HeaderLine> {
  let first: string | null;
  try {
    first = await nextLine(iterator);
  } catch (error) {
    throw new RestoreError(`${file} is not a backup of the shop (${(error as Error).message}).`);
  }
  const header = first && isControlLine(first) ? parseControl(first) : null;
  if (!header || header['@backup'] !== 'header' || header.format !== BACKUP_FORMAT)
    throw new RestoreError(`${file} is not a backup of the shop (expected the format ${BACKUP_FORMAT}).`);
  return header;
}

async function appliedMigrations(client: pg.ClientBase): Promise<MigrationStamp[]> {
  const exists = await client.query<{ found: string | null }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found",
  );
  if (!exists.rows[0]?.found) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

function isPrefix(shorter: MigrationStamp[], longer: MigrationStamp[]): boolean {
  return (
    shorter.length <= longer.length && shorter.every((stamp, index) => sameMigration(stamp, longer[index]!))
  );
}

async function publicTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class
     WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') AND NOT relispartition ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** The tables holding rows; an empty list means the database is empty. */
async function tablesWithRows(client: pg.ClientBase): Promise<string[]> {
  const used: string[] = [];
  for (const table of await publicTables(client)) {
    const { rows } = await client.query<{ used: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM public.${pg.escapeIdentifier(table)}) AS used`,
    );
    if (rows[0]?.used) used.push(table);
  }
  return used;
}

/** Brings the schema to the backup's version: a copy of the migrations folder cut after its last one. */
async function migrateTo(pool: pg.Pool, version: MigrationStamp[]): Promise<void> {
  const known = knownMigrations();
  if (version.length === known.length) return runMigrations(pool);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-migrations-'));
  try {
    const kept = known.slice(0, version.length);
    fs.mkdirSync(path.join(folder, 'meta'));
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    fs.writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, kept.length) }),
    );
    for (const migration of kept)
      fs.copyFileSync(
        path.join(migrationsFolder, `${migration.tag}.sql`),
        path.join(folder, `${migration.tag}.sql`),
      );
    await runMigrations(pool, { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

interface TargetTable {
  /** Each column the backup may fill, with its SQL type. */
  types: Map<string, string>;
  hasIdentityAlways: boolean;
}

async function targetTable(client: pg.ClientBase, table: string): Promise<TargetTable | null> {
  const { rows } = await client.query<{ name: string; type: string; identity: string; generated: string }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
            a.attidentity::text AS identity, a.attgenerated::text AS generated
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     WHERE c.relnamespace = 'public'::regnamespace AND c.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped`,
    [table],
  );
  if (rows.length === 0) return null;
  return {
    types: new Map(rows.filter((row) => row.generated === '').map((row) => [row.name, row.type])),
    hasIdentityAlways: rows.some((row) => row.identity === 'a'),
  };
}

/**
 * INSERT ... SELECT from a batch of rows given as one JSON array: each value is read with its
 * column's type, the json columns from their text.
 */
function insertStatement(table: TableLine, target: TargetTable): string {
  const textColumns = new Set(table.textColumns ?? []);
  const names = table.columns.map((column) => pg.escapeIdentifier(column));
  const definitions = table.columns.map(
    (column, index) => `${names[index]} ${textColumns.has(column) ? 'text' : target.types.get(column)}`,
  );
  const values = table.columns.map((column, index) =>
    textColumns.has(column) ? `${names[index]}::${target.types.get(column)}` : names[index],
  );
  return (
    `INSERT INTO public.${pg.escapeIdentifier(table.table)} (${names.join(', ')}) ` +
    `${target.hasIdentityAlways ? 'OVERRIDING SYSTEM VALUE ' : ''}` +
    `SELECT ${values.join(', ')} FROM json_to_recordset($1::json) AS r(${definitions.join(', ')})`
  );
}

/** Sequences as the backup saw them, then never below the largest value of the column they feed. */
async function resetSequences(client: pg.ClientBase, end: EndLine): Promise<void> {
  for (const sequence of end.sequences) {
    if (sequence.lastValue === null) continue;
    await client.query('SELECT setval($1::regclass, $2::bigint, true)', [
      `public.${pg.escapeIdentifier(sequence.name)}`,
      sequence.lastValue,
    ]);
  }
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(`
    SELECT s.oid::regclass::text AS sequence, t.relname AS table, a.attname AS column
    FROM pg_class s
    JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
    JOIN pg_class t ON t.oid = d.refobjid
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
    WHERE s.relkind = 'S' AND t.relnamespace = 'public'::regnamespace`);
  for (const row of rows) {
    await client.query(
      `SELECT setval($1::regclass, m) FROM (SELECT max(${pg.escapeIdentifier(row.column)})::bigint AS m
       FROM public.${pg.escapeIdentifier(row.table)}) s
       WHERE m IS NOT NULL AND m > (SELECT last_value FROM ${row.sequence})`,
      [row.sequence],
    );
  }
}

/**
 * Restores `file` into the database behind `pool`. Refuses a database holding any row unless
 * `force`, which empties it first. All or nothing: the rows are loaded in one transaction.
 */
export async function restoreDatabase(
  pool: pg.Pool,
  file: string,
  options: { force?: boolean; onTable?: (table: string, rows: number) => void } = {},
): Promise<RestoreSummary> {
  const started = Date.now();
  if (!fs.existsSync(file)) throw new RestoreError(`${file} does not exist.`);
  const reading = openLines(file);
  try {
    return await restoreLines(pool, file, reading.iterator, options, started);
  } finally {
    reading.close();
  }
}

async function restoreLines(
  pool: pg.Pool,
  file: string,
  iterator: AsyncIterator<string>,
  options: { force?: boolean; onTable?: (table: string, rows: number) => void },
  started: number,
): Promise<RestoreSummary> {
  const header = await readHeader(iterator, file);

  const known = knownMigrations();
  if (!isPrefix(header.migrations, known))
    throw new RestoreError(
      `The backup was made by another version of the shop (its schema has migrations this version does not know); ` +
        'restore it with the version that made it.',
    );
  const check = await pool.connect();
  try {
    const applied = await appliedMigrations(check);
    if (!isPrefix(applied, header.migrations))
      throw new RestoreError(
        'The target database has a newer schema than the backup; restore into a fresh database ' +
          '(or an empty DATA_DIR) and let the shop migrate it when it starts.',
      );
    const used = await tablesWithRows(check);
    if (used.length > 0 && !options.force)
      throw new RestoreError(
        `The target database is not empty (rows in ${used.join(', ')}). Restore into a fresh database or DATA_DIR, ` +
          'or pass --force to replace everything it holds with the backup.',
      );
  } finally {
    check.release();
  }
  await migrateTo(pool, header.migrations);

  const client = await pool.connect();
  const rows: Record<string, number> = {};
  let isReplicaMode = true;
  try {
    await client.query('BEGIN');
    await client.query("SET LOCAL TimeZone = 'UTC'");
    await client.query("SET LOCAL IntervalStyle = 'postgres'");
    // The backup is one consistent snapshot: foreign keys and triggers need not run again row by row.
    await client.query('SAVEPOINT replica');
    try {
      await client.query('SET LOCAL session_replication_role = replica');
    } catch {
      // Not a superuser: the backup lists parents before children, so the checks pass as rows arrive.
      await client.query('ROLLBACK TO SAVEPOINT replica');
      isReplicaMode = false;
    }
    const tables = await publicTables(client);
    if (tables.length > 0)
      await client.query(
        `TRUNCATE ${tables.map((table) => `public.${pg.escapeIdentifier(table)}`).join(', ')} RESTART IDENTITY`,
      );

    let table: TableLine | null = null;
    let insert = '';
    let batch: string[] = [];
    let batchBytes = 0;
    let end: EndLine | null = null;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      await client.query(insert, [`[${batch.join(',')}]`]);
      rows[table.table] = (rows[table.table] ?? 0) + batch.length;
      batch = [];
      batchBytes = 0;
    };
    const finishTable = async () => {
      await flush();
      if (table) options.onTable?.(table.table, rows[table.table] ?? 0);
    };

    const readLine = () =>
      nextLine(iterator).catch((error: Error) => {
        throw new RestoreError(`${file} is damaged or incomplete (${error.message}): nothing was restored.`);
      });
    for (let line = await readLine(); line !== null; line = await readLine()) {
      if (end) throw new RestoreError(`${file} has lines after its end.`);
      if (!isControlLine(line)) {
        if (!table) throw new RestoreError(`${file} has rows before any table.`);
        batch.push(line);
        batchBytes += line.length;
        if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
        continue;
      }
      const control = parseControl(line);
      await finishTable();
      if (control['@backup'] === 'end') {
        end = control;
        table = null;
        continue;
      }
      if (control['@backup'] !== 'table')
        throw new RestoreError(`${file} has an unexpected line: ${line.slice(0, 80)}`);
      table = control;
      const target = await targetTable(client, table.table);
      if (!target)
        throw new RestoreError(`The backup has a table ${table.table} that this database does not have.`);
      const missing = table.columns.filter((column) => !target.types.has(column));
      if (missing.length > 0)
        throw new RestoreError(
          `The table ${table.table} has no column ${missing.join(', ')} in this database.`,
        );
      insert = insertStatement(table, target);
      rows[table.table] = 0;
    }
    if (!end) throw new RestoreError(`${file} is incomplete (it has no end line): nothing was restored.`);
    for (const [name, count] of Object.entries(end.rows)) {
      if ((rows[name] ?? 0) !== count)
        throw new RestoreError(
          `${file} is damaged: ${name} should have ${count} rows, it has ${rows[name] ?? 0}.`,
        );
    }
    await resetSequences(client, end);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  // Fresh statistics, so the first queries after the restore get good plans.
  await pool.query('ANALYZE');
  return { header, rows, isReplicaMode, durationMs: Date.now() - started };
}

export const RESTORE_USAGE = `Usage: npm run restore -- <backup file> [--force]

Restores a backup written by \`npm run backup\` into the shop's database (DATABASE_URL, or the
embedded PostgreSQL in DATA_DIR, with the shop stopped). The database must be empty (a fresh
DATA_DIR or database); --force replaces whatever it holds.`;

export function parseRestoreArgs(argv: readonly string[]): {
  file?: string;
  isForce: boolean;
  isHelp: boolean;
} {
  const args: { file?: string; isForce: boolean; isHelp: boolean } = { isForce: false, isHelp: false };
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') args.isHelp = true;
    else if (arg === '--force') args.isForce = true;
    else if (arg.startsWith('-') || args.file)
      throw new RestoreError(`Unknown argument: ${arg}\n\n${RESTORE_USAGE}`);
    else args.file = arg;
  }
  return args;
}

/** The whole command: the file, where the database is, the restore, what was loaded. Returns the exit code. */
export async function runRestoreCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const print = (line: string) => io.stdout.write(`${line}\n`);
  try {
    const args = parseRestoreArgs(argv);
    if (args.isHelp || !args.file) {
      (args.isHelp ? print : (line: string) => io.stderr.write(`${line}\n`))(RESTORE_USAGE);
      return args.isHelp ? 0 : 1;
    }
    const file = path.resolve(args.file);
    if (!fs.existsSync(file)) throw new RestoreError(`${file} does not exist.`);
    const settings = loadSettings(io.env);
    const database = await openDatabaseForRestore(settings, {
      info: print,
      warn: (line) => io.stderr.write(`${line}\n`),
    });
    try {
      print(`Restoring ${file} (${formatBytes(fs.statSync(file).size)}) into ${database.description}...`);
      const pool = new pg.Pool({ connectionString: database.url, max: 2, connectionTimeoutMillis: 10_000 });
      pool.on('error', () => undefined);
      try {
        const summary = await restoreDatabase(pool, file, {
          force: args.isForce,
          onTable: (table, rows) => print(formatTableRow(table, rows)),
        });
        const total = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
        print(
          `Restored ${total.toLocaleString('en-US')} rows in ${Object.keys(summary.rows).length} tables from the ` +
            `snapshot of ${summary.header.createdAt} in ${(summary.durationMs / 1000).toFixed(1)} s.`,
        );
        if (!summary.isReplicaMode)
          print('(The role may not set session_replication_role: foreign keys were checked while loading.)');
        if (!settings.DATABASE_URL && !fs.existsSync(path.join(settings.DATA_DIR, 'secrets.json')))
          print(
            `Copy the secrets.json kept with the backup into ${settings.DATA_DIR} (or set CREDENTIALS_KEY) before ` +
              'starting the shop: the sealed provider credentials cannot be read without it.',
          );
      } finally {
        await pool.end();
      }
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
