import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface TestDatabaseServer {
  /** A URL of the `postgres` maintenance database, for CREATE and DROP DATABASE. */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL server the tests use: TEST_DATABASE_URL, else the local server at 127.0.0.1:5432
 * when it answers, else (or with TEST_DATABASE=embedded) an embedded one in a temporary folder.
 */
export async function startTestDatabaseServer(): Promise<TestDatabaseServer> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { adminUrl: given, stop: () => Promise.resolve() };
  const isEmbeddedForced = process.env.TEST_DATABASE === 'embedded';
  if (!isEmbeddedForced && (await canConnect(LOCAL_SERVER)))
    return { adminUrl: LOCAL_SERVER, stop: () => Promise.resolve() };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-test-'));
  fs.chmodSync(folder, 0o755);
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres(path.join(folder, 'postgres'), {
    info: () => undefined,
    warn: (message) => console.warn(message),
  });
  const adminUrl = new URL(embedded.url);
  adminUrl.pathname = '/postgres';
  return {
    adminUrl: adminUrl.toString(),
    stop: async () => {
      await embedded.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
