/**
 * Notices interpolate free text an admin typed (a reason, a reply) at the end of a sentence: each
 * reads as whole sentences whether the text brings its own full stop or not, and without an
 * optional part. Pure text: no database.
 */
import { describe, expect, it } from 'vitest';
import { supportNotices } from '../admin-support/admin-support.service';
import { transferNotices } from '../bank-transfers/transfers.service';
import { notices } from './order-notices';

const deadline = new Date('2026-11-22T10:05:00Z');

describe('a reason at the end of a notice', () => {
  it('gets a full stop when it has none, and keeps its own when it has one', () => {
    for (const reason of ['Nominal kurang Rp 500', 'Nominal kurang Rp 500.']) {
      expect(transferNotices.rejected('Netflix Premium', reason, null).content).toBe(
        'Bukti transfer Netflix Premium ditolak admin. Alasan: Nominal kurang Rp 500.',
      );
      expect(notices.canceledByAdmin('Netflix Premium', reason).content).toBe(
        'Pesanan Netflix Premium dibatalkan oleh admin. Alasan: Nominal kurang Rp 500.',
      );
      expect(notices.deactivated('Netflix Premium', reason).content).toBe(
        'Akun Netflix Premium dinonaktifkan oleh admin. Alasan: Nominal kurang Rp 500.',
      );
      expect(notices.refunded('Netflix Premium', 66_000, reason).content).toBe(
        'Dana pembayaran Netflix Premium sebesar Rp 66.000 dikembalikan. Alasan: Nominal kurang Rp 500.',
      );
      expect(supportNotices.reimbursementRejected('Netflix Premium', 150_000, reason).content).toBe(
        'Pengajuan reimburse Netflix Premium sebesar Rp 150.000 ditolak. Alasan: Nominal kurang Rp 500.',
      );
    }
    expect(transferNotices.rejected('Netflix Premium', 'Buram!', null).content).toBe(
      'Bukti transfer Netflix Premium ditolak admin. Alasan: Buram!',
    );
    expect(transferNotices.rejected('Netflix Premium', 'Salah rekening?', deadline).content).toMatch(
      /^Bukti transfer Netflix Premium ditolak admin\. Alasan: Salah rekening\? Unggah bukti yang benar sebelum .+ WIB\.$/,
    );
  });

  it('ends the complaint reply once, whatever the admin typed', () => {
    for (const reply of ['Sudah kami reset, coba lagi ya', 'Sudah kami reset, coba lagi ya.']) {
      expect(supportNotices.complaintReply('INV-1', reply).content).toBe(
        'Balasan admin untuk pengaduan pesanan INV-1: Sudah kami reset, coba lagi ya.',
      );
    }
  });

  it('leaves out an empty one, so the notice still reads as whole sentences', () => {
    expect(transferNotices.rejected('Netflix Premium', '', null).content).toBe(
      'Bukti transfer Netflix Premium ditolak admin.',
    );
    expect(transferNotices.rejected('Netflix Premium', '  ', deadline).content).toMatch(
      /^Bukti transfer Netflix Premium ditolak admin\. Unggah bukti yang benar sebelum .+ WIB\.$/,
    );
    expect(notices.canceledByAdmin('Netflix Premium', '').content).toBe(
      'Pesanan Netflix Premium dibatalkan oleh admin.',
    );
    expect(supportNotices.reimbursementRejected('Netflix Premium', 150_000, '').content).toBe(
      'Pengajuan reimburse Netflix Premium sebesar Rp 150.000 ditolak.',
    );
    expect(supportNotices.complaintReply('INV-1', '').content).toBe(
      'Admin membalas pengaduan pesanan INV-1.',
    );
  });
});
