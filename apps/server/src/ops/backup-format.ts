/**
 * The backup file: gzip of JSON lines. A header line, then per table a table line followed by one
 * `row_to_json` line per row, then an end line with the row counts (a file without it is incomplete).
 * Control lines start with the key `@backup`, which no table of the shop has as its first column.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../db/migrate';

export const BACKUP_FORMAT = 'premium-shop-backup/1';
export const CONTROL_KEY = '@backup';
export const CONTROL_PREFIX = `{"${CONTROL_KEY}":`;

/** One applied migration, as drizzle records it: the SHA-256 of its SQL and its journal time. */
export interface MigrationStamp {
  hash: string;
  createdAt: number;
}

export interface HeaderLine {
  [CONTROL_KEY]: 'header';
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  appVersion: string;
  serverVersion: string;
  database: string;
  migrations: MigrationStamp[];
}

export interface TableLine {
  [CONTROL_KEY]: 'table';
  table: string;
  columns: string[];
  /**
   * json and jsonb columns, written as their text: in row_to_json a JSON null would look like SQL NULL.
   */
  textColumns: string[];
}

export interface SequenceValue {
  name: string;
  lastValue: string | null;
}

export interface EndLine {
  [CONTROL_KEY]: 'end';
  rows: Record<string, number>;
  sequences: SequenceValue[];
}

export type ControlLine = HeaderLine | TableLine | EndLine;

export function isControlLine(line: string): boolean {
  return line.startsWith(CONTROL_PREFIX);
}

/** The migrations this version of the shop knows, in order, stamped as drizzle stamps them. */
export function knownMigrations(): Array<MigrationStamp & { tag: string }> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries.map((entry) => ({
    tag: entry.tag,
    createdAt: entry.when,
    hash: crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`)).toString())
      .digest('hex'),
  }));
}

export function sameMigration(a: MigrationStamp, b: MigrationStamp): boolean {
  return a.hash === b.hash && Number(a.createdAt) === Number(b.createdAt);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `  orders   1,234 rows`, printed as each table is done. */
export function formatTableRow(table: string, rows: number): string {
  return `  ${table.padEnd(24)} ${rows.toLocaleString('en-US').padStart(11)} rows`;
}
