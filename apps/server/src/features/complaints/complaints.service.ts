import type { ComplaintFields, ComplaintIssue } from '@premium-shop/domain/dashboard-schema';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { StoredImage } from '../../platform/uploads';
import * as files from '../files/files.service';
import * as repository from './complaints.repository';
import { publishLiveEvent } from '../live-events/live-events.service';
import { recordNotification } from '../notifications/notifications.service';

export const COMPLAINT_MESSAGES = {
  missingImage: 'Harap unggah gambar kendala!',
  itemNotFound: 'Akun tidak ditemukan',
  created: 'Pengaduan berhasil dikirim!',
} as const;

export interface Complaint {
  _id: string;
  issue: ComplaintIssue;
  productItem: string | null;
  noOrder: string;
  note: string;
  file: string;
  status: string;
  createdAt: string;
}

/**
 * The group a complaint names, when the customer is in it (a seat) or hosts it; null when none is
 * named (SPEC §5: the account is the one optional field). Anyone else's group answers 404.
 */
async function complainedGroup(
  db: Executor,
  userId: string,
  productItem: string | undefined,
): Promise<{ id: string; productId: string } | null> {
  if (!productItem) return null;
  const item = await repository.findItemOfMember(db, userId, productItem);
  if (!item) throw new AppError('NOT_FOUND', COMPLAINT_MESSAGES.itemNotFound);
  return item;
}

/** The complaint's check made before its image is written (see handleImageForm's `check`). */
export async function checkComplaint(db: Executor, userId: string, fields: ComplaintFields): Promise<void> {
  await complainedGroup(db, userId, fields.productItem);
}

/**
 * Files a complaint, about a group the customer is in or hosts or about no group at all (a payment
 * problem before any seat), with its image, and tells the customer it arrived. The upload row, the
 * complaint and the notification commit together.
 */
export async function createComplaint(
  db: Database,
  userId: string,
  fields: ComplaintFields,
  image: StoredImage,
): Promise<Complaint> {
  return db.transaction(async (tx) => {
    const item = await complainedGroup(tx, userId, fields.productItem);
    const file = await files.recordUpload(tx, userId, image);
    const complaint = await repository.insertComplaint(tx, {
      userId,
      issue: fields.issue,
      productItemId: item?.id ?? null,
      noOrder: fields.noOrder,
      note: fields.note,
      file,
    });
    await recordNotification(tx, {
      userId,
      category: 'Info',
      title: 'Pengaduan Diterima',
      content: `Pengaduan untuk pesanan ${fields.noOrder} sudah kami terima. Admin akan menghubungimu melalui WhatsApp.`,
      productId: item?.productId ?? null,
    });
    await publishLiveEvent(tx, {
      forAdmins: true,
      type: 'admin.complaint.created',
      payload: { complaintId: complaint.id },
    });
    return {
      _id: complaint.id,
      issue: complaint.issue,
      productItem: complaint.productItemId,
      noOrder: complaint.noOrder,
      note: complaint.note,
      file: complaint.file,
      status: complaint.status,
      createdAt: complaint.createdAt.toISOString(),
    };
  });
}
