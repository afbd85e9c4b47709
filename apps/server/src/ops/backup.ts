/**
 * `npm run backup [-- --out <file>]`: an online, consistent backup of the shop's database. PostgreSQL
 * tools are not needed (the embedded package ships no pg_dump): every table is read in one
 * REPEATABLE READ snapshot through a cursor and written as gzipped JSON lines (see backup-format.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import zlib from 'node:zlib';
import pg from 'pg';
import { serverRoot } from '../platform/paths';
import { loadSettings } from '../settings';
import {
  BACKUP_FORMAT,
  CONTROL_KEY,
  formatBytes,
  formatTableRow,
  type EndLine,
  type HeaderLine,
  type MigrationStamp,
  type SequenceValue,
  type TableLine,
} from './backup-format';
import { openDatabaseForBackup } from './shop-database';

const FETCH_ROWS = 1_000;

export interface BackupSummary {
  file: string;
  bytes: number;
  rows: Record<string, number>;
  /** When the snapshot was taken: every transaction committed before it is in the file. */
  snapshotAt: Date;
  durationMs: number;
}

interface TableInfo {
  name: string;
  columns: string[];
  jsonColumns: string[];
}

/** The tables of the public schema, parents before the tables referring to them. */
async function readTables(client: pg.PoolClient): Promise<TableInfo[]> {
  const { rows } = await client.query<{
    name: string;
    columns: string[];
    json_columns: string[];
    depends_on: string[];
  }>(`
    SELECT c.relname AS name,
           array(SELECT a.attname::text FROM pg_attribute a
                 WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
                 ORDER BY a.attnum) AS columns,
           array(SELECT a.attname::text FROM pg_attribute a
                 WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
                   AND a.atttypid IN ('json'::regtype, 'jsonb'::regtype)
                 ORDER BY a.attnum) AS json_columns,
           array(SELECT DISTINCT p.relname::text FROM pg_constraint f JOIN pg_class p ON p.oid = f.confrelid
                 WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid
                   AND p.relnamespace = c.relnamespace) AS depends_on
    FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`);
  const byName = new Map(rows.map((row) => [row.name, row]));
  const ordered: TableInfo[] = [];
  const visiting = new Set<string>();
  const done = new Set<string>();
  const visit = (name: string) => {
    const table = byName.get(name);
    if (!table || done.has(name) || visiting.has(name)) return; // a cycle: the restore's replica mode copes
    visiting.add(name);
    table.depends_on.forEach(visit);
    visiting.delete(name);
    done.add(name);
    ordered.push({ name, columns: table.columns, jsonColumns: table.json_columns });
  };
  rows.forEach((row) => visit(row.name));
  for (const table of ordered) {
    if (table.columns[0] === CONTROL_KEY)
      throw new Error(
        `The table ${table.name} has a column named ${CONTROL_KEY}, which the backup format reserves.`,
      );
  }
  return ordered;
}

async function readMigrations(client: pg.PoolClient): Promise<MigrationStamp[]> {
  const exists = await client.query<{ found: string | null }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found",
  );
  if (!exists.rows[0]?.found)
    throw new Error('This database has no Premium Shop migrations: it is not a Premium Shop database.');
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

async function readSequences(client: pg.PoolClient): Promise<SequenceValue[]> {
  const { rows } = await client.query<{ name: string; last_value: string | null }>(
    "SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
  );
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value }));
}

function appVersion(): string {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return manifest.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Writes a consistent backup of the database behind `pool` to `file` (through a temporary name,
 * renamed when complete). Memory stays flat: rows are fetched in batches and streamed to gzip.
 */
export async function backupDatabase(
  pool: pg.Pool,
  file: string,
  options: { onTable?: (table: string, rows: number) => void } = {},
): Promise<BackupSummary> {
  const started = Date.now();
  if (fs.existsSync(file)) throw new Error(`${file} already exists; choose another name.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.partial`;
  const gzip = zlib.createGzip({ level: 6 });
  // Backups hold password hashes and sealed credentials: readable by the owner only.
  const written = pipeline(gzip, fs.createWriteStream(temporary, { mode: 0o600 }));
  // A failed write ends the pipeline early; keep its rejection for the await below.
  written.catch(() => undefined);
  const write = async (text: string) => {
    if (!gzip.write(text)) await Promise.race([once(gzip, 'drain'), written]);
  };

  const client = await pool.connect();
  const rows: Record<string, number> = {};
  let snapshotAt: Date;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // Fixed output formats, whatever the server's defaults: exact floats, UTC offsets, parseable intervals.
    await client.query("SET LOCAL TimeZone = 'UTC'");
    await client.query("SET LOCAL IntervalStyle = 'postgres'");
    await client.query('SET LOCAL extra_float_digits = 3');
    // The first query takes the snapshot: every later read sees the database as of this moment.
    const meta = await client.query<{ now: Date; database: string; version: string }>(
      "SELECT now() AS now, current_database() AS database, current_setting('server_version') AS version",
    );
    snapshotAt = meta.rows[0]!.now;
    const migrations = await readMigrations(client);
    const tables = await readTables(client);
    // Keeps a migration (ALTER, DROP) from changing a table while it is being read; writes go on.
    if (tables.length > 0)
      await client.query(
        `LOCK TABLE ${tables.map((table) => `public.${pg.escapeIdentifier(table.name)}`).join(', ')} IN ACCESS SHARE MODE`,
      );

    const header: HeaderLine = {
      [CONTROL_KEY]: 'header',
      format: BACKUP_FORMAT,
      createdAt: snapshotAt.toISOString(),
      appVersion: appVersion(),
      serverVersion: meta.rows[0]!.version,
      database: meta.rows[0]!.database,
      migrations,
    };
    await write(`${JSON.stringify(header)}\n`);

    for (const table of tables) {
      const tableLine: TableLine = {
        [CONTROL_KEY]: 'table',
        table: table.name,
        columns: table.columns,
        textColumns: table.jsonColumns,
      };
      await write(`${JSON.stringify(tableLine)}\n`);
      const columns = table.columns.map((column) => {
        const quoted = pg.escapeIdentifier(column);
        return table.jsonColumns.includes(column) ? `${quoted}::text AS ${quoted}` : quoted;
      });
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text
         FROM (SELECT ${columns.join(', ')} FROM public.${pg.escapeIdentifier(table.name)}) AS t`,
      );
      let count = 0;
      for (;;) {
        const batch = await client.query<[string]>({
          text: `FETCH FORWARD ${FETCH_ROWS} FROM backup_rows`,
          rowMode: 'array',
        });
        // One write per batch: a million small writes into gzip would cost more than the reads.
        if (batch.rows.length > 0) await write(`${batch.rows.map(([line]) => line).join('\n')}\n`);
        count += batch.rows.length;
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await client.query('CLOSE backup_rows');
      rows[table.name] = count;
      options.onTable?.(table.name, count);
    }

    const end: EndLine = { [CONTROL_KEY]: 'end', rows, sequences: await readSequences(client) };
    await write(`${JSON.stringify(end)}\n`);
    await client.query('COMMIT');
    gzip.end();
    await written;
    const handle = fs.openSync(temporary, 'r');
    try {
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
    fs.renameSync(temporary, file);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    gzip.destroy();
    await written.catch(() => undefined);
    fs.rmSync(temporary, { force: true });
    throw error;
  } finally {
    client.release();
  }
  return { file, bytes: fs.statSync(file).size, rows, snapshotAt, durationMs: Date.now() - started };
}

/** premium-shop-20261123T151300Z.jsonl.gz */
export function defaultBackupName(at: Date): string {
  return `premium-shop-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.jsonl.gz`;
}

export const BACKUP_USAGE = `Usage: npm run backup [-- --out <file>]

Writes a consistent backup of the shop's database (DATABASE_URL, or the embedded PostgreSQL in
DATA_DIR, also while the shop runs) to <file>, by default DATA_DIR/backups/premium-shop-<UTC time>.jsonl.gz.`;

export interface CommandIo {
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export function parseBackupArgs(argv: readonly string[]): { out?: string; isHelp: boolean } {
  const args: { out?: string; isHelp: boolean } = { isHelp: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--help' || arg === '-h') args.isHelp = true;
    else if (arg === '--out' || arg === '-o') {
      args.out = argv[(index += 1)];
      if (!args.out) throw new Error('--out needs a file name');
    } else if (arg.startsWith('--out=')) args.out = arg.slice('--out='.length);
    else throw new Error(`Unknown argument: ${arg}\n\n${BACKUP_USAGE}`);
  }
  return args;
}

/** The whole command: where the database is, the backup, what was written. Returns the exit code. */
export async function runBackupCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const print = (line: string) => io.stdout.write(`${line}\n`);
  try {
    const args = parseBackupArgs(argv);
    if (args.isHelp) {
      print(BACKUP_USAGE);
      return 0;
    }
    const settings = loadSettings(io.env);
    const file = path.resolve(
      args.out ?? path.join(settings.DATA_DIR, 'backups', defaultBackupName(new Date())),
    );
    const database = await openDatabaseForBackup(settings, {
      info: print,
      warn: (line) => io.stderr.write(`${line}\n`),
    });
    try {
      print(`Backing up ${database.description}...`);
      const pool = new pg.Pool({ connectionString: database.url, max: 1, connectionTimeoutMillis: 10_000 });
      pool.on('error', () => undefined);
      try {
        const summary = await backupDatabase(pool, file, {
          onTable: (table, rows) => print(formatTableRow(table, rows)),
        });
        const total = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
        print(
          `Wrote ${summary.file}: ${total.toLocaleString('en-US')} rows in ${Object.keys(summary.rows).length} tables, ` +
            `${formatBytes(summary.bytes)}, in ${(summary.durationMs / 1000).toFixed(1)} s ` +
            `(snapshot of ${summary.snapshotAt.toISOString()}).`,
        );
        print(
          'Keep DATA_DIR/secrets.json (or CREDENTIALS_KEY) too: without it the sealed provider credentials ' +
            'in the backup cannot be read. Uploaded files are not in the backup: ' +
            (settings.STORAGE === 's3'
              ? `back up the bucket ${settings.S3_BUCKET} as well.`
              : 'keep DATA_DIR/uploads and DATA_DIR/private-uploads as well.'),
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
