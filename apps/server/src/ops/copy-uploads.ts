import fs from 'node:fs';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createS3Client, hasObject, s3SettingsFrom, storageKey } from '../platform/file-store';
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

export const COPY_UPLOADS_USAGE = `Usage: npm run uploads:to-s3

Copies the uploads kept in DATA_DIR (uploads/ and private-uploads/) to the bucket of the S3
settings (STORAGE=s3, S3_BUCKET, ...), under the same names, so a shop moved to STORAGE=s3 serves
them from every instance. Files already in the bucket with the same size are skipped, so it may
run again; nothing is deleted locally.`;

/** `npm run uploads:to-s3`: exit code 0 when every file is in the bucket. */
export async function runCopyUploadsCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const print = (line: string) => io.stdout.write(`${line}\n`);
  if (argv.includes('--help') || argv.includes('-h')) {
    print(COPY_UPLOADS_USAGE);
    return 0;
  }
  try {
    const settings = loadSettings(io.env);
    if (settings.STORAGE !== 's3') {
      io.stderr.write('Set STORAGE=s3 and the S3_* settings of the bucket to copy the uploads to.\n');
      return 1;
    }
    const s3 = s3SettingsFrom(settings);
    const client = createS3Client(s3);
    const summary: CopySummary = { copied: 0, present: 0, bytes: 0 };
    try {
      for (const folder of UPLOAD_FOLDERS) {
        for (const file of filesUnder(path.join(settings.DATA_DIR, folder))) {
          const key = `${s3.prefix}${storageKey(settings.DATA_DIR, file)}`;
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
    print(
      `Copied ${summary.copied} files (${(summary.bytes / 1024 / 1024).toFixed(1)} MB) to ${s3.bucket}; ` +
        `${summary.present} were there already.`,
    );
    return 0;
  } catch (error) {
    const message = error instanceof SettingsError || error instanceof Error ? error.message : String(error);
    io.stderr.write(`${message}\n`);
    return 1;
  }
}
