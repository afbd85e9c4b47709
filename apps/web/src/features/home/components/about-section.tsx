import { Lock, MessageCircle, ShieldCheck, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { homeSections } from '../../../app/paths';
import { SectionHeading } from './section-heading';

interface Highlight {
  title: string;
  description: string;
  icon: ReactNode;
}

const iconClass = 'size-6';

/** SPEC §1 'Landing claims'. */
const highlights: Highlight[] = [
  {
    title: 'Hemat hingga 80%',
    description: 'Bayar jauh lebih murah dibanding berlangganan sendiri dengan harga resmi.',
    icon: <Tag aria-hidden="true" className={iconClass} />,
  },
  {
    title: 'Customer Service 24/7',
    description: 'Tim kami siap membantu lewat chat kapan pun kamu butuh.',
    icon: <MessageCircle aria-hidden="true" className={iconClass} />,
  },
  {
    title: 'Legal dan Resmi',
    description: 'Setiap akun berasal dari langganan resmi penyedia layanan.',
    icon: <ShieldCheck aria-hidden="true" className={iconClass} />,
  },
  {
    title: 'Privasi Terlindungi',
    description: 'Data diri dan detail akunmu dijaga kerahasiaannya.',
    icon: <Lock aria-hidden="true" className={iconClass} />,
  },
];

/** SPEC §1: the figures the home page claims. */
const stats = [
  { value: '10.000', label: 'Pengguna' },
  { value: '1000+', label: 'Transaksi' },
  { value: '50', label: 'Layanan' },
  { value: '9/10', label: 'Kepuasan' },
];

export function AboutSection() {
  return (
    <section
      id={homeSections.about}
      aria-labelledby="home-about-title"
      className="scroll-mt-20 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="home-about-title"
          eyebrow="Tentang"
          title="Tentang Premium Shop"
          description="Premium Shop adalah portal langganan akun premium untuk layanan streaming, musik, penyimpanan cloud, dan produk digital. Kamu cukup membayar bagianmu dari akun resmi yang dipakai bersama, jadi tetap menikmati fitur premium tanpa harus membayar harga penuh."
        />
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl bg-brand-50 px-5 py-4 dark:bg-brand-950/60"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-300">{stat.label}</dt>
              <dd className="text-2xl font-extrabold text-brand-700 sm:text-3xl dark:text-brand-300">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map((highlight) => (
            <li
              key={highlight.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
                {highlight.icon}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{highlight.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{highlight.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
