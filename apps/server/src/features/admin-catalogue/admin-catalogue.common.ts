/**
 * What the admin's catalogue services share: their messages and the audited write. Every write
 * runs in one transaction with its row locked, records an audit_logs row with before/after, and
 * drops the storefront's cached answers (decision 010) in that transaction. Rows that orders or
 * provider accounts point at are never deleted from under them: such a delete answers 409.
 */
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../platform/errors';
import { invalidateCatalogue } from '../catalogue/catalogue.service';

export const ADMIN_CATALOGUE_MESSAGES = {
  categoryNotFound: 'Kategori tidak ditemukan',
  packageNotFound: 'Paket tidak ditemukan',
  productNotFound: 'Produk tidak ditemukan',
  categoryNameTaken: 'Nama kategori sudah dipakai',
  packageNameTaken: 'Nama paket sudah dipakai',
  categoryInUse: (count: number) => `Kategori masih dipakai ${count} produk; pindahkan produknya dulu`,
  packageInUse: (count: number) => `Paket masih dipakai ${count} varian produk; hapus dari produknya dulu`,
  packageHasOrders: 'Paket sudah dipakai pesanan dan tidak dapat dihapus',
  productHasOrders: 'Produk sudah punya pesanan; ubah status menjadi Unavailable',
  productHasItems: 'Produk sudah punya stok akun; ubah status menjadi Unavailable',
  productChanged: 'Produk baru saja diubah di tempat lain; muat ulang lalu coba lagi',
  categoryCreated: 'Kategori berhasil ditambahkan',
  categoryUpdated: 'Kategori berhasil diperbarui',
  categoryDeleted: 'Kategori berhasil dihapus',
  packageCreated: 'Paket berhasil ditambahkan',
  packageUpdated: 'Paket berhasil diperbarui',
  packageDeleted: 'Paket berhasil dihapus',
  productCreated: 'Produk berhasil ditambahkan',
  productUpdated: 'Produk berhasil diperbarui',
  productDeleted: 'Produk berhasil dihapus',
  imageUploaded: 'Gambar berhasil diunggah',
} as const;

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function pgCode(error: unknown): string | undefined {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: unknown };
  return typeof cause.code === 'string' ? cause.code : undefined;
}

/**
 * One write: the work, its audit row and the cache drop in one transaction. A name taken by a
 * concurrent write (unique index) and a row referenced meanwhile (foreign key) become 409, not 500.
 */
export async function write<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  conflicts: { unique: string; foreignKey?: string },
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      await invalidateCatalogue(tx);
      return result;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = pgCode(error);
    if (code === UNIQUE_VIOLATION) throw new AppError('CONFLICT', conflicts.unique);
    if (code === FOREIGN_KEY_VIOLATION && conflicts.foreignKey) {
      throw new AppError('CONFLICT', conflicts.foreignKey);
    }
    throw error;
  }
}
