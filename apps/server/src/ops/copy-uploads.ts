import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, paginateListObjectsV2, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  createS3Client,
  hasObject,
  s3SettingsFrom,
  storageKey,
  type S3Settings,
} from '../platform/file-store';
import { loadSettings, SettingsError } from '../settings';
import type { CommandIo } from './backup';

/** The folders of DATA_DIR that hold uploads: public catalogue images and private proofs. */
export const UPLOAD_FOLDERS = ['uploads', 'private-uploads'] as const;

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/** Every finished upload under `dir` (a `.part` left by a cut-off upload is not one). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || entry.name.startsWith('.')) return [];
    return [path.join(entry.parentPath, entry.name)];
  });
}

export interface CopySummary {
  copied: number;
  present: number;
  bytes: number;
}

export const COPY_UPLOADS_USAGE = `Usage: npm run uploads:to-s3 [-- --from <folder>]

Copies the uploads kept in DATA_DIR, or in <folder> (uploads/ and private-uploads/, as
uploads:from-s3 writes them), to the bucket of the S3 settings (STORAGE=s3, S3_BUCKET, ...), under
the same names, so a shop moved to STORAGE=s3 serves them from every instance, or a backup of the
bucket's files goes back into a bucket. Files already in the bucket with the same size are skipped,
so it may run again; nothing is deleted locally.`;

export const BACKUP_UPLOADS_USAGE = `Usage: npm run uploads:from-s3 -- --out <folder>

Copies every upload in the bucket of the S3 settings (uploads/ and private-uploads/ under
S3_PREFIX) into <folder>, under the same names: a backup of the shop's files beside
\`npm run backup\` (which holds the database only). Files already in <folder> with the same size
are skipped, so a second run copies only what is new; nothing is deleted. Put them back with
\`npm run uploads:to-s3 -- --from <folder>\`.`;

/** The value after `name` in argv, or undefined; a flag given without one is an error. */
function option(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a folder`);
  return value;
}

/** The S3 settings of the environment, or a message saying what is missing. */
function bucketOf(io: CommandIo): { s3: S3Settings; client: S3Client; dataDir: string } {
  const settings = loadSettings(io.env);
  if (settings.STORAGE !== 's3') {
    throw new Error('Set STORAGE=s3 and the S3_* settings of the bucket.');
  }
  const s3 = s3SettingsFrom(settings);
  return { s3, client: createS3Client(s3), dataDir: settings.DATA_DIR };
}

/** Runs a command's body, printing a failure as one line and turning it into exit code 1. */
async function asCommand(io: CommandIo, body: () => Promise<void>): Promise<number> {
  try {
    await body();
    return 0;
  } catch (error) {
    const message = error instanceof SettingsError || error instanceof Error ? error.message : String(error);
    io.stderr.write(`${message}\n`);
    return 1;
  }
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** `npm run uploads:to-s3`: exit code 0 when every file is in the bucket. */
export async function runCopyUploadsCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout.write(`${COPY_UPLOADS_USAGE}\n`);
    return 0;
  }
  return asCommand(io, async () => {
    const from = option(argv, '--from');
    const { s3, client, dataDir } = bucketOf(io);
    const source = path.resolve(from ?? dataDir);
    const summary: CopySummary = { copied: 0, present: 0, bytes: 0 };
    try {
      for (const folder of UPLOAD_FOLDERS) {
        for (const file of filesUnder(path.join(source, folder))) {
          const key = `${s3.prefix}${storageKey(source, file)}`;
          const { size } = fs.statSync(file);
          if (await hasObject(client, s3.bucket, key, size)) {
            summary.present += 1;
            continue;
          }
          await client.send(
            new PutObjectCommand({
              Bucket: s3.bucket,
              Key: key,
              Body: fs.createReadStream(file),
              ContentLength: size,
              ContentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
            }),
          );
          summary.copied += 1;
          summary.bytes += size;
        }
      }
    } finally {
      client.destroy();
    }
    io.stdout.write(
      `Copied ${summary.copied} files (${megabytes(summary.bytes)} MB) to ${s3.bucket}; ` +
        `${summary.present} were there already.\n`,
    );
  });
}

/** `npm run uploads:from-s3`: exit code 0 when every upload of the bucket is in the folder. */
export async function runBackupUploadsCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout.write(`${BACKUP_UPLOADS_USAGE}\n`);
    return 0;
  }
  return asCommand(io, async () => {
    const out = option(argv, '--out');
    if (!out) throw new Error(BACKUP_UPLOADS_USAGE);
    const target = path.resolve(out);
    const { s3, client } = bucketOf(io);
    const summary: CopySummary = { copied: 0, present: 0, bytes: 0 };
    try {
      for (const folder of UPLOAD_FOLDERS) {
        const pages = paginateListObjectsV2(
          { client },
          { Bucket: s3.bucket, Prefix: `${s3.prefix}${folder}/` },
        );
        for await (const page of pages) {
          for (const object of page.Contents ?? []) {
            const relative = object.Key!.slice(s3.prefix.length);
            const file = path.join(target, ...relative.split('/'));
            // A key is the shop's own path; one that would leave the folder is not an upload of it.
            if (!file.startsWith(`${target}${path.sep}`) || relative.split('/').includes('..')) continue;
            if (fs.existsSync(file) && fs.statSync(file).size === object.Size) {
              summary.present += 1;
              continue;
            }
            fs.mkdirSync(path.dirname(file), { recursive: true });
            const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: object.Key }));
            // Written under a temporary name, so a cut-off copy never passes for a finished one.
            const partial = path.join(path.dirname(file), `.${path.basename(file)}.part`);
            await pipeline(answer.Body as Readable, fs.createWriteStream(partial, { mode: 0o600 }));
            fs.renameSync(partial, file);
            summary.copied += 1;
            summary.bytes += object.Size ?? 0;
          }
        }
      }
    } finally {
      client.destroy();
    }
    io.stdout.write(
      `Copied ${summary.copied} files (${megabytes(summary.bytes)} MB) from ${s3.bucket} to ${target}; ` +
        `${summary.present} were there already.\n`,
    );
  });
}
