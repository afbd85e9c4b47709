import { buttonClassName } from '../../../ui/button-class';
import { Modal } from '../../../ui/modal';

interface TermsSection {
  title: string;
  paragraphs?: string[];
  points?: string[];
}

/** The Terms of Service of SPEC §2 (sections in its order), with the refund rules of SPEC §9. */
const sections: TermsSection[] = [
  {
    title: 'Pendahuluan',
    paragraphs: [
      'Selamat datang di Premium Shop. Dengan mendaftar dan menggunakan layanan kami, kamu menyatakan telah membaca, memahami, dan menyetujui seluruh Syarat dan Ketentuan ini. Jika tidak setuju, mohon untuk tidak menggunakan layanan kami.',
      'Pengguna yang berusia di bawah 17 tahun wajib mendapatkan izin dari orang tua atau wali sebelum mendaftar dan melakukan pembelian.',
    ],
  },
  {
    title: 'Ketentuan Umum',
    points: [
      'Premium Shop menyediakan akses akun premium bersama (sharing) maupun pribadi (private) untuk layanan streaming, musik, penyimpanan cloud, dan produk digital.',
      'Setiap akun dibeli secara resmi dari penyedia layanan dan tetap tunduk pada kebijakan penyedia tersebut.',
      'Layanan hanya untuk penggunaan pribadi dan tidak boleh dijual kembali.',
      'Kami dapat memperbarui Syarat dan Ketentuan ini sewaktu-waktu. Perubahan berlaku sejak diumumkan di situs, dan penggunaan layanan setelahnya berarti kamu menyetujui perubahan tersebut.',
    ],
  },
  {
    title: 'Kewajiban Pengguna',
    points: [
      'Memberikan data yang benar dan masih aktif, terutama email dan nomor WhatsApp, karena informasi pesanan dikirim ke sana.',
      'Menjaga kerahasiaan akun Premium Shop serta data login akun premium yang kamu terima.',
      'Menggunakan akun sesuai paket yang dibeli, termasuk hanya satu perangkat untuk layanan streaming.',
      'Segera melaporkan kendala melalui fitur Laporkan Kendala atau menghubungi admin.',
    ],
  },
  {
    title: 'Perjanjian Pengguna',
    points: [
      'Kamu memahami bahwa akun sharing digunakan bersama anggota grup lain dan wajib menghormati profil serta pengaturan milik anggota lain.',
      'Kata sandi dan PIN akun Sharing Private dan Sharing Account direset seminggu sekali demi keamanan bersama; data terbaru selalu tersedia di dashboard.',
      'Akun Preorder baru dibuat setelah grup terisi penuh sesuai jumlah anggota produk.',
      'Semua transaksi dan informasi akun dicatat di dashboard sebagai bukti yang sah antara kamu dan Premium Shop.',
    ],
  },
  {
    title: 'Ketentuan Host',
    points: [
      'User Host mendapatkan akun dari produk dan hanya membayar harga penyedia; Premium Shop mengelola pengaturan akun dan anggota grup.',
      'Anggota grup Host wajib berbagi lokasi dan alamat yang sama dengan Host, sesuai aturan paket keluarga dari penyedia.',
      'Grup Host hanya diperuntukkan bagi keluarga atau kerabat dekat.',
      'Untuk menjadi Host, kamu wajib mengikuti prosedur produk: memesan paket Host, membayar langganan ke penyedia, mengirimkan bukti pembayaran, lalu menunggu verifikasi admin sebelum dana dikembalikan (reimburse).',
    ],
  },
  {
    title: 'Penghentian Layanan',
    points: [
      'Kami berhak menangguhkan atau menghentikan akses pengguna yang melanggar Syarat dan Ketentuan ini, tanpa pengembalian dana.',
      'Akun yang melewati masa tenggang tanpa perpanjangan akan dinonaktifkan dan data loginnya tidak lagi tersedia.',
      'Kamu dapat berhenti menggunakan layanan kapan saja; pengembalian dana mengikuti bagian Pengembalian Dana dan Kompensasi.',
    ],
  },
  {
    title: 'Aturan dan Larangan',
    points: [
      'Dilarang mengubah email, kata sandi, PIN, profil, atau paket akun premium tanpa izin admin.',
      'Dilarang membagikan, meminjamkan, atau menjual kembali akses akun kepada pihak lain.',
      'Dilarang menggunakan akun melebihi jumlah perangkat yang diizinkan.',
      'Dilarang melakukan penipuan pembayaran, pembatalan sepihak (chargeback), atau memakai layanan untuk kegiatan yang melanggar hukum.',
    ],
  },
  {
    title: 'Pembayaran',
    points: [
      'Pembayaran dilakukan di muka melalui payment gateway: QRIS, e-wallet, virtual account, atau gerai retail.',
      'Pesanan diproses setelah pembayaran terkonfirmasi; pesanan yang tidak dibayar sampai batas waktu akan dibatalkan otomatis.',
      'Total pembayaran sudah termasuk biaya admin dan biaya payment gateway sesuai rincian di halaman pembayaran.',
    ],
  },
  {
    title: 'Penyesuaian Harga',
    points: [
      'Jika penyedia layanan menaikkan harga, kenaikan tersebut diteruskan kepada pengguna.',
      'Untuk paket lebih dari 1 bulan, pengguna membayar selisih harga untuk sisa masa langganan.',
      'Jika pengguna menolak penyesuaian harga, layanan dihentikan dan sisa masa aktif dikembalikan secara proporsional.',
    ],
  },
  {
    title: 'Sanksi Hukum',
    paragraphs: [
      'Penipuan, penyalahgunaan akun, pencurian data, atau pelanggaran lain yang merugikan Premium Shop maupun pengguna lain dapat kami laporkan kepada pihak berwajib sesuai hukum yang berlaku di Indonesia.',
    ],
  },
  {
    title: 'Risiko',
    points: [
      'Akun premium bergantung pada kebijakan penyedia, yang sewaktu-waktu dapat mengubah fitur, membatasi, atau menonaktifkan akun.',
      'Gangguan dari penyedia, jaringan, atau keadaan kahar berada di luar kendali kami; kami akan berupaya mengganti akun atau memberikan kompensasi sesuai ketentuan di bawah.',
    ],
  },
  {
    title: 'Pengembalian Dana dan Kompensasi',
    points: [
      'Jika layanan tidak dapat digunakan karena kendala dari pihak kami dan sisa masa langganan lebih dari 15 hari, dana dikembalikan setelah dipotong biaya admin.',
      'Jika sisa masa langganan kurang dari 15 hari, dana dikembalikan secara proporsional sesuai sisa hari.',
      'Untuk paket beberapa bulan, bulan-bulan berikutnya yang belum berjalan dikembalikan penuh.',
      'Kenaikan harga dari penyedia diteruskan kepada pengguna sesuai bagian Penyesuaian Harga.',
      'Pengajuan dilakukan melalui fitur Laporkan Kendala atau admin WhatsApp, dan diproses paling lambat 1x24 jam.',
    ],
  },
];

interface TermsModalProps {
  isOpen: boolean;
  onClose: () => void;
}

export function TermsModal({ isOpen, onClose }: TermsModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Syarat dan Ketentuan"
      size="lg"
      footer={
        <button type="button" onClick={onClose} className={buttonClassName('primary')}>
          Close
        </button>
      }
    >
      <ol className="space-y-5">
        {sections.map((section, index) => (
          <li key={section.title}>
            <h3 className="font-semibold text-slate-900 dark:text-white">
              {index + 1}. {section.title}
            </h3>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed">
                {paragraph}
              </p>
            ))}
            {section.points && (
              <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </Modal>
  );
}
