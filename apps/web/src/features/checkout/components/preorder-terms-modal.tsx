import { buttonClassName } from '../../../ui/button-class';
import { Modal } from '../../../ui/modal';

const SECTIONS: { title: string; body: string }[] = [
  {
    title: 'Konfirmasi Komitmen',
    body: 'Dengan melakukan Pre-Order, kamu berkomitmen untuk bergabung ke grup akun sampai masa berlangganan yang kamu pilih selesai.',
  },
  {
    title: 'Pembayaran',
    body: 'Pembayaran dilakukan di muka melalui metode pembayaran yang tersedia. Pesanan baru tercatat setelah pembayaran berhasil.',
  },
  {
    title: 'Pembuatan Akun',
    body: 'Akun dibuat setelah kuota grup terpenuhi sesuai jumlah anggota yang dibutuhkan. Kamu akan mendapat notifikasi di dashboard dan WhatsApp begitu akun siap.',
  },
  {
    title: 'Pembatalan',
    body: 'Pembatalan hanya dapat dilakukan melalui admin dan hanya sebelum akun dibuat. Setelah akun dibuat, pesanan tidak dapat dibatalkan.',
  },
  {
    title: 'Perubahan Ketentuan',
    body: 'Kami dapat mengubah ketentuan ini sewaktu-waktu, termasuk bila penyedia layanan mengubah harga atau aturannya. Perubahan diberitahukan sebelum berlaku.',
  },
  {
    title: 'Penyalahgunaan dan Penipuan',
    body: 'Penyalahgunaan akun, berbagi akses di luar grup, atau upaya penipuan dapat membuat akses dihentikan tanpa pengembalian dana.',
  },
  {
    title: 'Persetujuan',
    body: 'Dengan melanjutkan pembelian, kamu menyatakan telah membaca, memahami dan menyetujui seluruh ketentuan Pre-Order ini.',
  },
];

interface PreorderTermsModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The Pre-Order terms of SPEC §2 'Payment confirmation'. */
export function PreorderTermsModal({ isOpen, onClose }: PreorderTermsModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Syarat & Ketentuan Pre-Order"
      size="lg"
      footer={
        <button type="button" onClick={onClose} className={buttonClassName('primary')}>
          Tutup
        </button>
      }
    >
      <ol className="list-decimal space-y-4 pl-5">
        {SECTIONS.map((section) => (
          <li key={section.title}>
            <h3 className="font-semibold text-slate-900 dark:text-white">{section.title}</h3>
            <p className="mt-1">{section.body}</p>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
