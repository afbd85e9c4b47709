import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, inject, onTestFinished } from 'vitest';
import { getCurrentTest } from 'vitest/suite';
import { buildApp } from '../src/app';
import { connectDatabase, type DatabaseConnection } from '../src/db/client';
import { CredentialVault } from '../src/platform/crypto';
import type { PaymentGateway } from '../src/platform/payments/gateway';
import { AccessTokens } from '../src/platform/tokens';
import { loadSettings, type Settings } from '../src/settings';
import { databaseUrl, withAdminClient } from './database-server';

export interface TestContext {
  connection: DatabaseConnection;
  db: DatabaseConnection['db'];
  settings: Settings;
  vault: CredentialVault;
  tokens: AccessTokens;
  dataDir: string;
  app: FastifyInstance;
}

/**
 * Runs `cleanUp` when the test that called it ends, or, called outside a test, when the file's tests
 * end. An `afterAll` registered inside a running test is never run, which left that test's app, pool
 * and database behind.
 */
export function whenDone(cleanUp: () => Promise<void> | void): void {
  if (getCurrentTest()) onTestFinished(cleanUp);
  else afterAll(cleanUp);
}

/** A fresh, migrated database for this test file (or test), dropped when its tests end. */
export async function createTestDatabase(): Promise<{ url: string; connection: DatabaseConnection }> {
  const { adminUrl, template } = inject('testDatabase');
  const name = `premium_shop_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(adminUrl, name);
  const connection = connectDatabase(url, { max: 10 });
  whenDone(async () => {
    await connection.close();
    await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return { url, connection };
}

/**
 * Builds the real application over a fresh database, with a data folder of its own and a tiny
 * stand-in for the built web app so the index.html fallback can be exercised.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    onEmailQueued?: () => void;
    /** A gateway of the test's own (e.g. Tripay against test/fake-tripay.ts); the sandbox by default. */
    paymentGateway?: PaymentGateway;
    /** Logger options (e.g. a pino `stream` that keeps the lines); none by default. */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestContext> {
  const { url, connection } = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'premium-shop-app-'));
  const webRoot = path.join(dataDir, 'web');
  fs.mkdirSync(webRoot);
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Premium Shop</title></head><body><div id="root"></div></body></html>',
  );
  const settings = loadSettings({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    ...env,
  });
  const vault = new CredentialVault(randomBytes(32).toString('base64'));
  const tokens = new AccessTokens(randomBytes(48).toString('base64url'));
  const app = await buildApp({
    settings,
    db: connection.db,
    pool: connection.pool,
    vault,
    tokens,
    webRoot,
    logger: false,
    ...options,
  });
  whenDone(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { connection, db: connection.db, settings, vault, tokens, dataDir, app };
}
