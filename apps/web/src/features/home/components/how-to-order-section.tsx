import { homeSections } from '../../../app/paths';
import { SectionHeading } from './section-heading';

/** SPEC §1 'Order steps shown'. */
const orderSteps = [
  {
    title: 'Pilih Produk',
    description: 'Cari layanan premium yang kamu mau, lalu pilih paket dan durasi langganannya.',
  },
  {
    title: 'Lakukan Pembayaran',
    description: 'Bayar dengan QRIS, e-wallet, atau virtual account bank pilihanmu.',
  },
  {
    title: 'Tunggu Akun Disiapkan',
    description:
      'Penyedia menyiapkan akunmu. Untuk produk Preorder, akun dibuat setelah grupnya terisi penuh.',
  },
  {
    title: 'Terima Notifikasi',
    description: 'Info pesanan dan akses akun dikirim ke dashboard dan WhatsApp kamu.',
  },
];

export function HowToOrderSection() {
  return (
    <section
      id={homeSections.howToOrder}
      aria-labelledby="home-how-to-order-title"
      className="scroll-mt-20 bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/50"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="home-how-to-order-title"
          eyebrow="Cara Pesan"
          title="Cara Berlangganan"
          description="Cukup empat langkah dari memilih produk sampai akun siap dipakai."
        />
        <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {orderSteps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
