import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '../settings';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where accepted uploads live (STORAGE). */
    files: FileStore;
  }
}

export interface StoredFile {
  size: number;
  stream: Readable;
}

/**
 * Where uploaded files live once accepted. Every file has a local path under DATA_DIR first (the
 * upload is written and checked there); `keep` makes it final. Files are named by that path
 * relative to DATA_DIR (`private-uploads/<name>`, `uploads/banners/<name>`), which is also their
 * key in a bucket.
 * - local: the file stays where it was written; every instance must share DATA_DIR's folders.
 * - s3: the file goes to the bucket (and leaves the local disk), so every instance serves it.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Makes the file at `localPath` (under DATA_DIR) final. */
  keep(localPath: string, mime: string): Promise<void>;
  /** The file's bytes, or null when it is in neither the store nor DATA_DIR. */
  open(localPath: string): Promise<StoredFile | null>;
  /** Removes the file wherever it is; a missing file is no error. */
  remove(localPath: string): Promise<void>;
  /**
   * Stores `body` as the file at `localPath` unless the store already has that file (the demo's
   * images: an admin may have replaced one, and every instance starting must not write them again).
   */
  storeIfMissing(localPath: string, body: string | Buffer, mime: string): Promise<void>;
}

/** Writes a file under a temporary name and renames it, so a crash never leaves half a file. */
async function writeLocalIfMissing(localPath: string, body: string | Buffer): Promise<void> {
  if (fs.existsSync(localPath)) return;
  await fs.promises.mkdir(path.dirname(localPath), { recursive: true });
  // A name of its own per write: two starts of one shop may seed the same image at once.
  const temporary = `${localPath}.${randomUUID()}.tmp`;
  await fs.promises.writeFile(temporary, body);
  await fs.promises.rename(temporary, localPath);
}

async function openLocal(localPath: string): Promise<StoredFile | null> {
  const handle = await fs.promises.open(localPath).catch(() => null);
  if (!handle) return null;
  try {
    const { size, isFile } = await handle.stat().then((stat) => ({ size: stat.size, isFile: stat.isFile() }));
    if (!isFile) {
      await handle.close();
      return null;
    }
    return { size, stream: handle.createReadStream() };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

export function localFileStore(): FileStore {
  return {
    kind: 'local',
    keep: () => Promise.resolve(),
    open: openLocal,
    remove: (localPath) => fs.promises.rm(localPath, { force: true }),
    storeIfMissing: (localPath, body) => writeLocalIfMissing(localPath, body),
  };
}

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `shop-a/` for two shops in one bucket. */
  prefix: string;
}

export function s3SettingsFrom(settings: Settings): S3Settings {
  return {
    bucket: settings.S3_BUCKET ?? '',
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    prefix: settings.S3_PREFIX,
  };
}

export function createS3Client(s3: S3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default sends uploads as aws-chunked bodies
    // with trailing checksums, which many S3-compatible servers do not read (they store the framing).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(s3.endpoint && { endpoint: s3.endpoint }),
    // Without keys the SDK's own chain applies (an instance role, AWS_* variables).
    ...(s3.accessKeyId &&
      s3.secretAccessKey && {
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      }),
  });
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404
  );
}

/** The key of a file under DATA_DIR: its relative path with forward slashes. */
export function storageKey(dataDir: string, localPath: string): string {
  const relative = path.relative(dataDir, localPath);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`${localPath} is not under DATA_DIR`);
  }
  return relative.split(path.sep).join('/');
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...). A file written locally before this
 * store was configured (the demo's images, uploads from before a move) is still served from
 * DATA_DIR until `npm run uploads:to-s3` copies it.
 */
export function s3FileStore(
  dataDir: string,
  s3: S3Settings,
  options: { client?: S3Client; log?: Pick<FastifyBaseLogger, 'error'> } = {},
): FileStore {
  const client = options.client ?? createS3Client(s3);
  const key = (localPath: string) => `${s3.prefix}${storageKey(dataDir, localPath)}`;
  /** A bucket that does not answer is the shop's outage (503, try again), never a 500. */
  const unavailable = (error: unknown, action: string) => {
    options.log?.error({ err: error, bucket: s3.bucket }, `file storage: ${action} failed`);
    return new AppError('SERVICE_UNAVAILABLE');
  };
  return {
    kind: 's3',
    async keep(localPath, mime) {
      const { size } = await fs.promises.stat(localPath);
      await client
        .send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: key(localPath),
            Body: fs.createReadStream(localPath),
            ContentLength: size,
            ContentType: mime,
          }),
        )
        .catch((error: unknown) => {
          throw unavailable(error, 'storing');
        });
      await fs.promises.rm(localPath, { force: true });
    },
    async open(localPath) {
      const local = await openLocal(localPath);
      if (local) return local;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key(localPath) }));
        if (!(object.Body instanceof Readable)) return null;
        return { size: object.ContentLength ?? 0, stream: object.Body };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(error, 'reading');
      }
    },
    async remove(localPath) {
      await fs.promises.rm(localPath, { force: true });
      await client
        .send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key(localPath) }))
        .catch((error: unknown) => {
          throw unavailable(error, 'deleting');
        });
    },
    async storeIfMissing(localPath, body, mime) {
      const isStored = await hasObject(client, s3.bucket, key(localPath)).catch((error: unknown) => {
        throw unavailable(error, 'reading');
      });
      if (isStored) return;
      await client
        .send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: key(localPath),
            Body: typeof body === 'string' ? Buffer.from(body) : body,
            ContentType: mime,
          }),
        )
        .catch((error: unknown) => {
          throw unavailable(error, 'storing');
        });
    },
  };
}

/**
 * Whether the bucket holds `key`, with `size` bytes when a size is given (the copy command skips
 * what is there).
 */
export async function hasObject(
  client: S3Client,
  bucket: string,
  key: string,
  size?: number,
): Promise<boolean> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return size === undefined || head.ContentLength === size;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

export function createFileStore(settings: Settings, log?: Pick<FastifyBaseLogger, 'error'>): FileStore {
  return settings.STORAGE === 's3'
    ? s3FileStore(settings.DATA_DIR, s3SettingsFrom(settings), { log })
    : localFileStore();
}
