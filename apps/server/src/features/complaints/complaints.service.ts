import type { ComplaintFields, ComplaintIssue } from '@premium-shop/domain/dashboard-schema';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { StoredImage } from '../../platform/uploads';
import * as files from '../files/files.service';
import * as repository from './complaints.repository';
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
 * Files a complaint about a group the customer is in (a seat) or hosts, with its image, and tells
 * the customer it arrived. The upload row, the complaint and the notification commit together.
 */
export async function createComplaint(
  db: Database,
  userId: string,
  fields: ComplaintFields,
  image: StoredImage,
): Promise<Complaint> {
  return db.transaction(async (tx) => {
    const item = await repository.findItemOfMember(tx, userId, fields.productItem);
    if (!item) throw new AppError('NOT_FOUND', COMPLAINT_MESSAGES.itemNotFound);
    const file = await files.recordUpload(tx, userId, image);
    const complaint = await repository.insertComplaint(tx, {
      userId,
      issue: fields.issue,
      productItemId: item.id,
      noOrder: fields.noOrder,
      note: fields.note,
      file,
    });
    await recordNotification(tx, {
      userId,
      category: 'Info',
      title: 'Pengaduan Diterima',
      content: `Pengaduan untuk pesanan ${fields.noOrder} sudah kami terima. Admin akan menghubungimu melalui WhatsApp.`,
      productId: item.productId,
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
