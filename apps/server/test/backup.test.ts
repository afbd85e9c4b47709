import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectDatabase, type DatabaseConnection } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { migrationsFolder, runMigrations } from '../src/db/migrate';
import { seedDemoShop } from '../src/db/seed/demo-shop';
import { backupDatabase, runBackupCommand } from '../src/ops/backup';
import { restoreDatabase, runRestoreCommand } from '../src/ops/restore';
import { writeDatabaseUrlFile } from '../src/ops/shop-database';
import { AccessTokens } from '../src/platform/tokens';
import { loadSettings } from '../src/settings';
import { databaseUrl, withAdminClient } from './database-server';
import { createTestApp, createTestDatabase } from './helper';

const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((child) => child.kill());
  folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true }));
});

function tempDir(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // Under root the embedded PostgreSQL runs as the user postgres, which must reach the folder.
  fs.chmodSync(folder, 0o755);
  folders.push(folder);
  return folder;
}

function capture(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

/** Per table of the public schema: row count and an order-independent digest of its rows. */
async function tableDigests(pool: pg.Pool): Promise<Record<string, { rows: number; digest: string }>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    "SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY 1",
  );
  const digests: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables) {
    const { rows } = await pool.query<{ rows: number; digest: string }>(
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(row_to_json(t)::text, E'\\n' ORDER BY row_to_json(t)::text), '')) AS digest
       FROM public."${name}" AS t`,
    );
    digests[name] = rows[0]!;
  }
  const migrations = await pool.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at',
  );
  digests['drizzle.__drizzle_migrations'] = {
    rows: migrations.rowCount ?? 0,
    digest: JSON.stringify(migrations.rows),
  };
  return digests;
}

/** A database with nothing in it, not even the migrations: what a new server or DATA_DIR holds. */
async function createEmptyDatabase(): Promise<{ name: string; url: string; pool: pg.Pool }> {
  const { adminUrl } = inject('testDatabase');
  const name = `premium_shop_empty_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  afterAll(async () => {
    await pool.end();
    await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return { name, url, pool };
}

/** Applies only the first `count` migrations of this version of the shop, as an older one would have. */
async function migrateFirst(pool: pg.Pool, count: number): Promise<void> {
  const folder = tempDir('premium-shop-older-migrations-');
  const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const kept = journal.entries.slice(0, count);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const { tag } of kept)
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  await runMigrations(pool, { migrationsFolder: folder });
}

const shop = await createTestApp();
await seedDemoShop(shop.db, { vault: shop.vault, settings: shop.settings });
const backups = tempDir('premium-shop-backups-');
// Made here, not inside the tests: the helpers drop them in afterAll hooks of the file.
const databases = {
  roundTrip: await createTestDatabase(),
  edgeSource: await createTestDatabase(),
  edgeTarget: await createTestDatabase(),
  olderSource: await createEmptyDatabase(),
  olderTarget: await createEmptyDatabase(),
  roleTarget: await createEmptyDatabase(),
  forceTarget: await createTestDatabase(),
};

describe('backup and restore', () => {
  it('round-trips the demo shop into a fresh database, every row of every table equal', async () => {
    const file = path.join(backups, 'demo.jsonl.gz');
    const summary = await backupDatabase(shop.connection.pool, file);
    expect(summary.rows.orders).toBeGreaterThan(0);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');

    const target = databases.roundTrip;
    const restored = await restoreDatabase(target.connection.pool, file);
    expect(restored.rows).toEqual(summary.rows);
    expect(restored.isReplicaMode).toBe(true);

    const before = await tableDigests(shop.connection.pool);
    expect(before.product_items!.rows).toBeGreaterThan(0);
    expect(await tableDigests(target.connection.pool)).toEqual(before);

    // The sealed credentials are the same bytes: the shop's key still opens them.
    const sealed = await target.connection.pool.query<{ id: string; secret: Buffer }>(
      'SELECT id, secret FROM product_items WHERE secret IS NOT NULL ORDER BY id',
    );
    const original = await shop.connection.pool.query<{ id: string; secret: Buffer }>(
      'SELECT id, secret FROM product_items WHERE secret IS NOT NULL ORDER BY id',
    );
    expect(sealed.rows.length).toBeGreaterThan(0);
    expect(sealed.rows).toEqual(original.rows);
    expect(shop.vault.open(sealed.rows[0]!.secret)).toEqual(shop.vault.open(original.rows[0]!.secret));
  });

  it('keeps bytea, jsonb, enums, timestamps, numbers and text exact', async () => {
    const { edgeSource: source, edgeTarget: target } = databases;
    const ddl = `
      CREATE TABLE edge_cases (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        raw bytea, doc jsonb, plain json, status order_status, at timestamptz, local_at timestamp,
        day date, span interval, amount numeric, ratio double precision, tags text[], note text,
        doubled integer GENERATED ALWAYS AS (id * 2) STORED
      )`;
    await source.connection.pool.query(ddl);
    await target.connection.pool.query(ddl);
    await source.connection.pool.query(
      `INSERT INTO edge_cases (raw, doc, plain, status, at, local_at, day, span, amount, ratio, tags, note) VALUES
       ($1, $2, '{"b": 1,   "a": [1, 2.50]}', 'Tenggang', '2026-02-03 04:05:06.123456+07', '1999-12-31 23:59:59.999999',
        '2024-02-29', '1 year 2 mons 3 days 04:05:06.789', 12345678901234567890.123456789, 0.1,
        ARRAY['a,b', 'c"d', NULL], E'line\\nbreak \\\\ "quoted" ✓ 😀'),
       ('\\x', 'null', 'null', 'Paid', 'infinity', '-infinity', NULL, NULL, 'NaN', 'Infinity', '{}', ''),
       (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`,
      [
        Buffer.from(Array.from({ length: 256 }, (_, index) => index)),
        // Written as text: a number JavaScript cannot hold must survive too.
        '{"nested": {"big": 12345678901234567890.5, "small": 1e-7, "text": "é\\u0001\\""}, "list": [null, true]}',
      ],
    );
    await source.connection.pool.query('DELETE FROM edge_cases WHERE note IS NULL');
    await source.connection.pool.query('INSERT INTO edge_cases (note) VALUES (NULL)');

    const file = path.join(backups, 'edge-cases.jsonl.gz');
    await backupDatabase(source.connection.pool, file);
    await restoreDatabase(target.connection.pool, file);

    const select =
      'SELECT *, raw::text AS raw_hex, doc::text AS doc_text, plain::text AS plain_text FROM edge_cases ORDER BY id';
    const expected = await source.connection.pool.query(select);
    // JSON null and SQL NULL stay apart.
    expect(expected.rows.map((row) => row.doc_text)).toEqual([
      expect.stringContaining('nested'),
      'null',
      null,
    ]);
    expect((await target.connection.pool.query(select)).rows).toEqual(expected.rows);
    expect(await tableDigests(target.connection.pool)).toEqual(await tableDigests(source.connection.pool));
    // The identity continues after the restored ids (4 was taken before the backup).
    const next = await target.connection.pool.query<{ id: number }>(
      'INSERT INTO edge_cases (note) VALUES ($1) RETURNING id',
      ['after'],
    );
    expect(next.rows[0]!.id).toBe(5);
  });

  it('restores an older backup at its own schema version; the next start migrates it forward', async () => {
    // A database some migrations behind this version of the shop: as if 0007_login_failures and
    // every later migration had not been written yet.
    const source = databases.olderSource;
    await migrateFirst(source.pool, 7);
    await source.pool.query(
      `INSERT INTO users (email, name, phone, password_hash) VALUES ('old@gmail.com', 'Old', '+628123456789', 'x')`,
    );
    const file = path.join(backups, 'older.jsonl.gz');
    const summary = await backupDatabase(source.pool, file);
    expect(summary.rows).not.toHaveProperty('login_failures');

    const target = databases.olderTarget;
    await restoreDatabase(target.pool, file);
    const tables = await target.pool.query("SELECT to_regclass('public.login_failures') AS counters");
    expect(tables.rows[0].counters).toBeNull();
    expect(await tableDigests(target.pool)).toEqual(await tableDigests(source.pool));
    await runMigrations(target.pool);
    const users = await target.pool.query('SELECT email FROM users');
    expect(users.rows).toEqual([{ email: 'old@gmail.com' }]);
  });

  it('loads without session_replication_role when the role may not set it', async () => {
    const target = databases.roleTarget;
    const role = `backup_${randomBytes(4).toString('hex')}`;
    const { adminUrl } = inject('testDatabase');
    await withAdminClient(adminUrl, async (client) => {
      await client.query(`CREATE ROLE ${role} LOGIN NOSUPERUSER`);
      await client.query(`ALTER DATABASE ${target.name} OWNER TO ${role}`);
    });
    const url = new URL(target.url);
    url.username = role;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    try {
      const restored = await restoreDatabase(pool, path.join(backups, 'demo.jsonl.gz'));
      expect(restored.isReplicaMode).toBe(false);
      expect(await tableDigests(target.pool)).toEqual(await tableDigests(shop.connection.pool));
    } finally {
      await pool.end();
      await withAdminClient(target.url, (client) =>
        client.query(`REASSIGN OWNED BY ${role} TO CURRENT_USER`),
      );
      await withAdminClient(adminUrl, (client) => client.query(`DROP ROLE ${role}`));
    }
  });

  it('refuses a database that holds rows, unless forced', async () => {
    const file = path.join(backups, 'demo.jsonl.gz');
    await expect(restoreDatabase(shop.connection.pool, file)).rejects.toThrow(
      /The target database is not empty \(rows in .*orders.*\)\. .*--force/,
    );
    const target = databases.forceTarget;
    await target.connection.pool.query(
      `INSERT INTO users (email, name, phone, password_hash) VALUES ('x@gmail.com', 'X', '+628123456789', 'x')`,
    );
    await expect(restoreDatabase(target.connection.pool, file)).rejects.toThrow(/rows in users/);
    await restoreDatabase(target.connection.pool, file, { force: true });
    expect(await tableDigests(target.connection.pool)).toEqual(await tableDigests(shop.connection.pool));
  });

  it('restores a backup taken under write load into a fresh DATA_DIR, with every order committed before it', async () => {
    const pool = shop.connection.pool;
    // Enough orders that the backup reads them in many batches while the writers go on.
    await pool.query(`
      INSERT INTO orders (invoice, user_id, product_id, payment_method, status, total)
      SELECT 'BULK-' || n, o.user_id, o.product_id, 'QRIS', 'Expired', 10000
      FROM generate_series(1, 30000) AS n, (SELECT user_id, product_id FROM orders LIMIT 1) AS o`);

    const committed: string[] = [];
    let isWriting = true;
    const writer = async () => {
      while (isWriting) {
        const inserted = await pool.query<{ id: string }>(
          `INSERT INTO orders (invoice, user_id, product_id, payment_method, status, total)
           SELECT $1, user_id, product_id, 'QRIS', 'Pending', 25000 FROM orders LIMIT 1 RETURNING id`,
          [`LOAD-${randomUUID()}`],
        );
        committed.push(inserted.rows[0]!.id);
        const other = committed[Math.floor(Math.random() * committed.length)]!;
        await pool.query(
          `UPDATE orders SET status = 'Paid', paid_at = now(), updated_at = now() WHERE id = $1`,
          [other],
        );
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (committed.length < 200) await sleep(10);

    const committedBefore = [...committed];
    const file = path.join(backups, 'under-load.jsonl.gz');
    const summary = await backupDatabase(pool, file);
    const committedDuring = committed.length - committedBefore.length;
    await sleep(200);
    isWriting = false;
    await Promise.all(writers);
    expect(committedDuring).toBeGreaterThan(0);
    expect(committed.length).toBeGreaterThan(committedBefore.length);

    const dataDir = tempDir('premium-shop-restored-');
    const out = capture();
    const err = capture();
    const code = await runRestoreCommand([file], {
      env: { DATA_DIR: dataDir, NODE_ENV: 'test' },
      stdout: out.stream,
      stderr: err.stream,
    });
    expect(err.text()).toBe('');
    expect(code).toBe(0);
    expect(out.text()).toContain(`into the embedded database in ${dataDir}`);
    expect(out.text()).toMatch(/orders\s+[\d,]+ rows/);

    const embedded: EmbeddedDatabase = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), {
      info: () => undefined,
      warn: () => undefined,
    });
    let connection: DatabaseConnection | undefined;
    try {
      connection = connectDatabase(embedded.url, { max: 4 });
      const restored = await connection.pool.query<{ id: string }>(
        'SELECT id FROM orders WHERE id = ANY($1::uuid[])',
        [committedBefore],
      );
      expect(restored.rowCount).toBe(committedBefore.length);
      const count = await connection.pool.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM orders',
      );
      expect(count.rows[0]!.count).toBe(summary.rows.orders);

      // The restored database opens in the app: the migrations have nothing left to do and the catalogue answers.
      await runMigrations(connection.pool);
      const settings = loadSettings({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: embedded.url,
        DATA_DIR: dataDir,
      });
      const app = await buildApp({
        settings,
        db: connection.db,
        vault: shop.vault,
        tokens: new AccessTokens(randomBytes(48).toString('base64url')),
        logger: false,
      });
      try {
        const productIds = (answer: { json: () => { data: { _id: string }[] } }) =>
          answer
            .json()
            .data.map((product) => product._id)
            .sort();
        const restoredProducts = await app.inject({ method: 'GET', url: '/api/products?limit=100' });
        expect(restoredProducts.statusCode).toBe(200);
        const sourceProducts = await shop.app.inject({ method: 'GET', url: '/api/products?limit=100' });
        const ids = productIds(restoredProducts);
        expect(ids.length).toBeGreaterThan(0);
        expect(ids).toEqual(productIds(sourceProducts));
      } finally {
        await app.close();
      }

      // Online: a shop holding DATA_DIR (another live pid in shop.lock) is backed up through database.url.
      const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      children.push(holder);
      fs.writeFileSync(path.join(dataDir, 'shop.lock'), `${holder.pid}\n`);
      const online = path.join(backups, 'online.jsonl.gz');
      const refused = capture();
      expect(
        await runBackupCommand(['--out', online], {
          env: { DATA_DIR: dataDir },
          stdout: capture().stream,
          stderr: refused.stream,
        }),
      ).toBe(1);
      expect(refused.text()).toContain(`in use by another Premium Shop process (pid ${holder.pid})`);
      expect(refused.text()).toContain('did not write');

      const removeUrlFile = writeDatabaseUrlFile(dataDir, embedded.url);
      expect((fs.statSync(path.join(dataDir, 'database.url')).mode & 0o777).toString(8)).toBe('600');
      const onlineOut = capture();
      const onlineErr = capture();
      const onlineCode = await runBackupCommand(['--out', online], {
        env: { DATA_DIR: dataDir },
        stdout: onlineOut.stream,
        stderr: onlineErr.stream,
      });
      expect(onlineErr.text()).toBe('');
      expect(onlineCode).toBe(0);
      expect(onlineOut.text()).toContain(`the embedded database of the running shop in ${dataDir}`);
      expect(onlineOut.text()).toContain(`Wrote ${online}`);
      removeUrlFile();
      expect(fs.existsSync(path.join(dataDir, 'database.url'))).toBe(false);

      // And a restore refuses while the shop holds the folder.
      const busy = capture();
      expect(
        await runRestoreCommand([online], {
          env: { DATA_DIR: dataDir },
          stdout: capture().stream,
          stderr: busy.stream,
        }),
      ).toBe(1);
      expect(busy.text()).toContain('needs the shop stopped');
    } finally {
      await connection?.close();
      await embedded.stop();
    }
  }, 180_000);
});
