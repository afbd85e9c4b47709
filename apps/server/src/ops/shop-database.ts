/**
 * Where the backup and restore commands find the shop's database: DATABASE_URL when set, else the
 * embedded PostgreSQL in DATA_DIR. A running shop owns DATA_DIR (its lock) and its PostgreSQL, so
 * it writes DATA_DIR/database.url for the backup command to reach that server online.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, lockDataDir, startEmbeddedPostgres } from '../db/embedded';
import type { Settings } from '../settings';

const URL_FILE = 'database.url';

/**
 * Written by the shop once its embedded PostgreSQL listens (mode 0600: the URL holds the password);
 * the returned cleanup removes it unless another process has replaced it since.
 */
export function writeDatabaseUrlFile(dataDir: string, url: string): () => void {
  const file = path.join(dataDir, URL_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${url}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
  return () => {
    if (readDatabaseUrlFile(dataDir) === url) fs.rmSync(file, { force: true });
  };
}

export function readDatabaseUrlFile(dataDir: string): string | null {
  try {
    return fs.readFileSync(path.join(dataDir, URL_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

export interface ShopDatabase {
  url: string;
  /** Said in the command's output: which database this is. */
  description: string;
  close(): Promise<void>;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

function hasEmbeddedCluster(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'));
}

/** Locks DATA_DIR and starts its embedded PostgreSQL for the duration of the command. */
async function startOwnEmbedded(
  settings: Settings,
  logger: Logger,
  description: string,
): Promise<ShopDatabase> {
  const unlock = lockDataDir(settings.DATA_DIR);
  try {
    const embedded = await startEmbeddedPostgres(path.join(settings.DATA_DIR, 'postgres'), logger);
    return {
      url: embedded.url,
      description,
      close: async () => {
        try {
          await embedded.stop();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The database to back up: online through a running shop's database.url when the shop holds DATA_DIR. */
export async function openDatabaseForBackup(settings: Settings, logger: Logger): Promise<ShopDatabase> {
  if (settings.DATABASE_URL)
    return { url: settings.DATABASE_URL, description: 'DATABASE_URL', close: () => Promise.resolve() };
  if (!hasEmbeddedCluster(settings.DATA_DIR))
    throw new Error(`There is no embedded database in ${settings.DATA_DIR} (set DATA_DIR or DATABASE_URL).`);
  try {
    return await startOwnEmbedded(settings, logger, `the embedded database in ${settings.DATA_DIR}`);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const url = readDatabaseUrlFile(settings.DATA_DIR);
    if (!url)
      throw new Error(
        `${error.message}\nThat process did not write ${path.join(settings.DATA_DIR, URL_FILE)}, so its ` +
          'database cannot be reached: restart it with this version of the shop, or stop it and back up offline.',
      );
    return {
      url,
      description: `the embedded database of the running shop in ${settings.DATA_DIR}`,
      close: () => Promise.resolve(),
    };
  }
}

/** The database to restore into: the shop must be stopped when it is the embedded one. */
export async function openDatabaseForRestore(settings: Settings, logger: Logger): Promise<ShopDatabase> {
  if (settings.DATABASE_URL)
    return { url: settings.DATABASE_URL, description: 'DATABASE_URL', close: () => Promise.resolve() };
  try {
    return await startOwnEmbedded(settings, logger, `the embedded database in ${settings.DATA_DIR}`);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new Error(`${error.message}\nA restore into the embedded database needs the shop stopped.`);
    throw error;
  }
}
