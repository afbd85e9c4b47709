import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../../platform/auth-guard';
import { AppError } from '../../platform/errors';
import { fileAddress, isStoredImageName, type StoredImage } from '../../platform/uploads';
import * as repository from './files.repository';

export interface FilesContext {
  db: Executor;
  /** DATA_DIR/private-uploads. */
  dir: string;
}

const FILE_NOT_FOUND = 'File tidak ditemukan';

/**
 * Records that `userId` owns a stored image, inside the caller's transaction; answers the address
 * the API gives out for it.
 */
export async function recordUpload(db: Executor, userId: string, image: StoredImage): Promise<string> {
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
  const handle = await fs.promises.open(path.join(ctx.dir, upload.name)).catch(() => null);
  if (!handle) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
  try {
    const { size } = await handle.stat();
    return { mime: upload.mime, size, stream: handle.createReadStream() };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
