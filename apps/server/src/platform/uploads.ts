import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { ERROR_MESSAGES } from '@premium-shop/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors';
import type { FileStore } from './file-store';
import {
  isImageSizeAllowed,
  MORE_BYTES_NEEDED,
  readImageSize,
  readImageSizeFrom,
  type ImageFormat,
  type ImageSize,
} from './image-size';

/** What @fastify/multipart is registered with in app.ts, and what the refusal message promises. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MULTIPART_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } as const;

export const UPLOAD_MESSAGES = {
  unsupported: 'Format gambar tidak didukung. Gunakan PNG, JPG, WebP atau GIF.',
  tooLarge: 'Ukuran gambar maksimal 10MB',
  oneFile: 'Hanya satu gambar yang dapat diunggah',
  notMultipart: 'Kirim formulir sebagai multipart/form-data',
  malformed: 'Formulir tidak dapat dibaca, silakan coba lagi.',
} as const;

export type ImageExtension = ImageFormat;

export interface ImageKind {
  ext: ImageExtension;
  mime: string;
}

/** An image written to its final place (its path under DATA_DIR names it in the file store). */
export interface StoredImage extends ImageKind {
  name: string;
  size: number;
  path: string;
  /** The store that keeps it: removeStoredImage takes it out of there. */
  store: FileStore;
}

/** The bytes the sniffer needs: enough of the start for every header, the last chunk for every trailer. */
const HEAD_BYTES = 32;
const TAIL_BYTES = 12;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// An IEND chunk is always the same 12 bytes: length 0, the type, and the CRC of the type.
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/**
 * Which image the bytes are, judged by the bytes only (the client's name and type are not trusted):
 * PNG with IHDR first and IEND last, JPEG from SOI to EOI, WebP whose RIFF size matches, GIF with
 * its trailer. A cut-off upload, a renamed text file or an SVG is null.
 */
function sniffImage(head: Buffer, tail: Buffer, size: number): ImageKind | null {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString('latin1');
  if (
    size >= 8 + 25 + 12 &&
    head.subarray(0, 8).equals(PNG_SIGNATURE) &&
    head.readUInt32BE(8) === 13 &&
    ascii(12, 16) === 'IHDR' &&
    tail.subarray(-12).equals(PNG_IEND)
  ) {
    return { ext: 'png', mime: 'image/png' };
  }
  if (
    size >= 4 &&
    head[0] === 0xff &&
    head[1] === 0xd8 &&
    head[2] === 0xff &&
    tail.at(-2) === 0xff &&
    tail.at(-1) === 0xd9
  ) {
    return { ext: 'jpg', mime: 'image/jpeg' };
  }
  if (size >= 20 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP' && head.readUInt32LE(4) + 8 === size) {
    return { ext: 'webp', mime: 'image/webp' };
  }
  if (size >= 14 && ['GIF87a', 'GIF89a'].includes(ascii(0, 6)) && tail.at(-1) === 0x3b) {
    return { ext: 'gif', mime: 'image/gif' };
  }
  return null;
}

/** The image kind of a whole file in memory, or null (see sniffImage). */
export function detectImage(bytes: Buffer): ImageKind | null {
  return sniffImage(bytes.subarray(0, HEAD_BYTES), bytes.subarray(-TAIL_BYTES), bytes.length);
}

// Enough for the header of nearly every image: PNG and WebP need 30 bytes; a phone photo's JPEG
// frame header follows its EXIF (at most 64 KB) and colour profile segments.
const HEADER_WINDOW_BYTES = 256 * 1024;

/** The first `length` bytes of a file (fewer when it is shorter). */
async function readStart(file: string, length: number): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const start = Buffer.alloc(length);
    const { bytesRead } = await handle.read(start, 0, length, 0);
    return start.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The size a stored file's header declares. Only its first bytes are read unless the header runs
 * past them (a GIF's frames, a JPEG with large metadata): then the whole file, at most 10 MB.
 */
async function readFileImageSize(file: string, format: ImageFormat): Promise<ImageSize | null> {
  const start = await readStart(file, HEADER_WINDOW_BYTES);
  const size = readImageSizeFrom(start, format);
  if (size !== MORE_BYTES_NEEDED) return size;
  return start.length < HEADER_WINDOW_BYTES ? null : readImageSize(await fs.promises.readFile(file), format);
}

/**
 * Refuses an image whose header cannot be read or declares more pixels than the shop keeps: a
 * browser would decode every pixel, so a small file can declare gigabytes (a decompression bomb).
 * Nothing decodes it here; the refusal names the form's file field.
 */
async function assertImageSize(file: string, format: ImageFormat, fileField: string): Promise<void> {
  const refuse = (code: 'IMAGE_UNREADABLE' | 'IMAGE_DIMENSIONS_TOO_LARGE') =>
    new AppError(code, ERROR_MESSAGES[code], { [fileField]: ERROR_MESSAGES[code] });
  const size = await readFileImageSize(file, format);
  if (!size) throw refuse('IMAGE_UNREADABLE');
  if (!isImageSizeAllowed(size)) throw refuse('IMAGE_DIMENSIONS_TOO_LARGE');
}

/** Outside DATA_DIR/uploads on purpose: that folder is served to anyone at /uploads. */
export function privateUploadsDir(dataDir: string): string {
  return path.join(dataDir, 'private-uploads');
}

const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/** Only names this module made: nothing with a slash, a dot-dot or another extension gets near the disk. */
export function isStoredImageName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** How answers and stored rows refer to an upload; GET /api/files/:name serves it to its owner. */
export function fileAddress(name: string): string {
  return `/api/files/${name}`;
}

export async function removeStoredImage(image: Pick<StoredImage, 'path' | 'store'>): Promise<void> {
  await image.store.remove(image.path);
}

/**
 * Streams a file part to a temp file, keeping its head and tail for the sniffer; a proven image
 * whose header declares a size the shop keeps gets its final name and is handed to the file store.
 */
async function storeImagePart(
  part: Multipart & { type: 'file' },
  dir: string,
  store: FileStore,
): Promise<StoredImage | null> {
  await fs.promises.mkdir(dir, { recursive: true });
  const random = randomBytes(16).toString('hex');
  const tempPath = path.join(dir, `.${random}.part`);
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      tail = Buffer.concat([tail, chunk]).subarray(-TAIL_BYTES);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(part.file, tap, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
    // A browser sends an empty part when no file was chosen: that is a missing image, not a bad one.
    if (size === 0) {
      await fs.promises.rm(tempPath, { force: true });
      return null;
    }
    const kind = sniffImage(head, tail, size);
    if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unsupported);
    await assertImageSize(tempPath, kind.ext, part.fieldname);
    const name = `${random}.${kind.ext}`;
    const finalPath = path.join(dir, name);
    await fs.promises.rename(tempPath, finalPath);
    try {
      await store.keep(finalPath, kind.mime);
    } catch (error) {
      await fs.promises.rm(finalPath, { force: true });
      throw error;
    }
    return { ...kind, name, size, path: finalPath, store };
  } catch (error) {
    await fs.promises.rm(tempPath, { force: true });
    throw error;
  }
}

/** The parser's own failures, in the shop's vocabulary: never a 500 for a bad form. */
function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.oneFile);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError('PAYLOAD_TOO_LARGE');
  return new AppError('VALIDATION_FAILED', UPLOAD_MESSAGES.malformed);
}

export interface ImageForm {
  /** Text fields by name; the first value wins when a name repeats. */
  fields: Record<string, string>;
  image: StoredImage | null;
}

/**
 * Reads a multipart form with at most one image in `fileField`, writing the image under `dir`
 * (a temp name first, renamed once its bytes proved it an image). Files under other names are
 * read and dropped. On any failure nothing is left on disk.
 */
export async function readImageForm(
  request: FastifyRequest,
  options: {
    dir: string;
    fileField: string;
    /**
     * Runs on the text fields read so far when the image's part begins; when it throws, the image
     * is never written (its bytes are read and dropped) and the request fails with that error.
     */
    beforeImage?: (fields: Record<string, string>) => Promise<void>;
  },
): Promise<ImageForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let image: StoredImage | null = null;
  let refusal: { error: unknown } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] ??= typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      } else if (part.fieldname === options.fileField && !image && !refusal) {
        try {
          await options.beforeImage?.(fields);
        } catch (error) {
          refusal = { error };
        }
        if (refusal) part.file.resume();
        else image = await storeImagePart(part, options.dir, request.server.files);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (image) await removeStoredImage(image);
    throw formError(error);
  }
  if (refusal) throw refusal.error;
  return { fields, image };
}

/**
 * Checks a form's text fields against a domain schema. Absent fields are read as '' so the
 * schema's own Indonesian messages apply; `fallback` names the message for a field whose rule
 * has none (e.g. a malformed id), else the generic one.
 */
export function parseFormFields<Schema extends z.ZodObject>(
  schema: Schema,
  raw: Record<string, unknown>,
  fallback: Record<string, string> = {},
): { data: z.output<Schema> } | { errors: Record<string, string> } {
  const parsed = schema.safeParse(raw, {
    error: (issue) => fallback[String(issue.path?.[0])] ?? ERROR_MESSAGES.VALIDATION_FAILED,
  });
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return { errors };
}

export interface ImageFormOptions<Schema extends z.ZodObject> {
  dir: string;
  fileField: string;
  schema: Schema;
  /** Fields whose empty value means "not given" (optional ids a form sends as ''). */
  optional?: readonly string[];
  fallback?: Record<string, string>;
  missingImage: string;
  /**
   * Checks the valid fields against the database (e.g. that the account is the caller's). When the
   * text fields come before the image, as the shop's forms send them, it runs before the image is
   * written, so a refused request never stores it; `handle` must still make the same checks.
   */
  check?: (fields: z.output<Schema>) => Promise<void>;
}

/**
 * A whole upload request: reads the form, answers 400 with field messages (and `missingImage`
 * under the file's name when no image came), then runs `handle`. When anything fails after the
 * image was written, the image is removed, so a refused request leaves no file behind.
 */
export async function handleImageForm<Schema extends z.ZodObject, Result>(
  request: FastifyRequest,
  options: ImageFormOptions<Schema>,
  handle: (form: { fields: z.output<Schema>; image: StoredImage }) => Promise<Result>,
): Promise<Result> {
  const parse = (fields: Record<string, string>) => {
    const raw: Record<string, string> = Object.fromEntries(
      Object.keys(options.schema.shape).map((key) => [key, '']),
    );
    Object.assign(raw, fields);
    for (const key of options.optional ?? []) if (!raw[key]) delete raw[key];
    return parseFormFields(options.schema, raw, options.fallback);
  };
  // Fields keep their first value, so a field already read that breaks a rule, or a check that
  // fails, fails the whole request whatever follows: refuse it before the image is written. A field
  // that has not arrived yet may still come after the image, so its absence decides nothing here.
  const beforeImage = async (fields: Record<string, string>) => {
    const early = parse(fields);
    if ('errors' in early) {
      if (Object.keys(early.errors).some((key) => fields[key])) {
        throw new AppError('VALIDATION_FAILED', Object.values(early.errors)[0], early.errors);
      }
      return;
    }
    await options.check?.(early.data);
  };
  const { fields, image } = await readImageForm(request, { ...options, beforeImage });
  try {
    const parsed = parse(fields);
    if ('errors' in parsed || !image) {
      const errors = 'errors' in parsed ? parsed.errors : {};
      if (!image) errors[options.fileField] = options.missingImage;
      throw new AppError('VALIDATION_FAILED', Object.values(errors)[0], errors);
    }
    return await handle({ fields: parsed.data, image });
  } catch (error) {
    if (image) await removeStoredImage(image);
    throw error;
  }
}
