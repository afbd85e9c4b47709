import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { currentUser, type AuthUser } from '../../platform/auth-guard';
import { AppError } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { fileAddress, isStoredImageName, type StoredImage } from '../../platform/uploads';
import * as repository from './files.repository';

export interface FilesContext {
  db: Executor;
  /** DATA_DIR/private-uploads. */
  dir: string;
  files: FileStore;
}

const FILE_NOT_FOUND = 'File tidak ditemukan';

const MB = 1024 * 1024;

/** Hours of the rolling window the upload quota counts. */
export const UPLOAD_QUOTA_HOURS = 24;

/**
 * What one user may store per rolling 24 hours, all upload routes together: a customer sends a
 * complaint or a transfer proof now and then; an admin proves many reimbursements a day.
 */
export const UPLOAD_QUOTAS = {
  customer: { files: 30, bytes: 100 * MB },
  admin: { files: 300, bytes: 1024 * MB },
} as const;

export const UPLOAD_QUOTA_MESSAGE = 'Batas unggahan harian tercapai. Coba lagi besok.';

/** 429 with Retry-After: when the oldest upload of the window leaves it (at least a minute). */
function quotaReached(oldest: Date | null): AppError {
  const freedAt = (oldest?.getTime() ?? Date.now()) + UPLOAD_QUOTA_HOURS * 3600 * 1000;
  const seconds = Math.max(60, Math.ceil((freedAt - Date.now()) / 1000));
  return new AppError('RATE_LIMITED', UPLOAD_QUOTA_MESSAGE, undefined, seconds);
}

/**
 * Refuses (429) an upload `incomingBytes` large that would take the user past their quota. Called
 * before the file is read with 0 (a spent quota stops the upload before it is stored), and again
 * with the file's size under the user's lock in recordUpload.
 */
export async function assertUploadQuota(db: Executor, userId: string, incomingBytes = 0): Promise<void> {
  const recent = await repository.findRecentUploads(db, userId, UPLOAD_QUOTA_HOURS);
  if (!recent) return;
  const quota = UPLOAD_QUOTAS[recent.role];
  if (recent.files + 1 > quota.files || recent.bytes + Math.max(incomingBytes, 1) > quota.bytes) {
    throw quotaReached(recent.oldest);
  }
}

/** preHandler (after authenticate) of every upload route: a spent quota is refused before the file is read. */
export function checkUploadQuota(db: Executor) {
  return async (request: FastifyRequest): Promise<void> => assertUploadQuota(db, currentUser(request).id);
}

/**
 * Records that `userId` owns a stored image, inside the caller's transaction; answers the address
 * the API gives out for it. Refuses (429) past the user's daily quota: the check and the insert
 * run under the user's lock, so concurrent uploads cannot pass it together.
 */
export async function recordUpload(db: Executor, userId: string, image: StoredImage): Promise<string> {
  await repository.lockUploadsOf(db, userId);
  await assertUploadQuota(db, userId, image.size);
  await repository.insertUpload(db, { userId, name: image.name, mime: image.mime, size: image.size });
  return fileAddress(image.name);
}

export interface FileContent {
  mime: string;
  size: number;
  stream: Readable;
}

/**
 * Its owner and the admins read an upload; so does the host whose reimbursement the shop completed
 * with it (the shop's transfer proof is the admin's upload).
 */
async function mayRead(db: Executor, user: AuthUser, upload: repository.UploadRecord): Promise<boolean> {
  if (upload.userId === user.id || user.role === 'admin') return true;
  return repository.isReimbursementProofOf(db, fileAddress(upload.name), user.id);
}

/**
 * An upload's bytes for its owner, an admin, or the host it proves a reimbursement to. Anyone else, a name this shop never made, or a file
 * gone from disk is the same 404, so a guess learns nothing.
 */
export async function openFile(ctx: FilesContext, user: AuthUser, name: string): Promise<FileContent> {
  if (!isStoredImageName(name)) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
  const upload = await repository.findUploadByName(ctx.db, name);
  if (!upload || !(await mayRead(ctx.db, user, upload))) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
  const file = await ctx.files.open(path.join(ctx.dir, upload.name));
  if (!file) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
  return { mime: upload.mime, ...file };
}
