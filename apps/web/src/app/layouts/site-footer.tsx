import type { ShopInfo } from '@premium-shop/domain/storefront-schema';
import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { useShopInfo } from '../../lib/shop-info';
import { BrandLogo } from '../../ui/brand-logo';
import { paths } from '../paths';

const quickLinks = [
  { label: 'Home', to: paths.home() },
  { label: 'Produk Kami', to: paths.allProduct({ type: 'all' }) },
  { label: 'Cara Pesan', to: paths.homeSection('howToOrder') },
];

const footerLinkClass =
  'rounded-sm text-sm text-slate-600 transition-colors hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:text-brand-400';

const headingClass = 'text-sm font-semibold text-slate-900 dark:text-white';

const iconClass = 'mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-400';

function ContactRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-2 text-sm text-slate-600 dark:text-slate-400">
      {icon}
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/** The phone as a tel: link keeps only its digits and a leading +. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** SPEC §1: support e-mail, phone, operating hours and the social links of the deployment. */
function ShopContact({ shopInfo }: { shopInfo: ShopInfo }) {
  return (
    <>
      <ul className="mt-3 space-y-2">
        <ContactRow icon={<Mail aria-hidden="true" className={iconClass} />}>
          <a href={`mailto:${shopInfo.supportEmail}`} className={footerLinkClass}>
            {shopInfo.supportEmail}
          </a>
        </ContactRow>
        <ContactRow icon={<Phone aria-hidden="true" className={iconClass} />}>
          <a href={telHref(shopInfo.supportPhone)} className={footerLinkClass}>
            {shopInfo.supportPhone}
          </a>
        </ContactRow>
        <ContactRow icon={<Clock aria-hidden="true" className={iconClass} />}>
          {shopInfo.supportHours}
        </ContactRow>
      </ul>
      {shopInfo.socialLinks.length > 0 && (
        <ul aria-label="Media sosial" className="mt-4 flex flex-wrap gap-2">
          {shopInfo.socialLinks.map((social) => (
            <li key={social.url}>
              <a
                href={social.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-xs font-medium text-slate-700 transition-colors hover:border-brand-500 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:text-slate-300 dark:hover:text-brand-400"
              >
                {social.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function FooterCallToAction() {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
      <div className="flex flex-col items-center gap-5 rounded-3xl bg-brand-600 px-6 py-10 text-center sm:flex-row sm:justify-between sm:px-10 sm:text-left dark:bg-brand-700">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-balance text-white">
            Siap berlangganan lebih hemat?
          </h2>
          <p className="mt-2 text-sm text-brand-100">Temukan akun premium favoritmu dengan harga patungan.</p>
        </div>
        <Link
          to={paths.allProduct()}
          className="inline-flex shrink-0 items-center rounded-full bg-white px-6 py-3 text-sm font-semibold text-brand-700 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Lihat Semua Produk
        </Link>
      </div>
    </div>
  );
}

export function SiteFooter() {
  const { data: shopInfo } = useShopInfo();
  const shopName = shopInfo?.name ?? 'Premium Shop';

  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <FooterCallToAction />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-[2fr_1fr_1.5fr]">
        <div className="max-w-sm">
          <BrandLogo />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Portal akun premium private untuk streaming, musik, penyimpanan cloud, dan produk digital.
          </p>
        </div>
        <nav aria-label="Tautan cepat">
          <h2 className={headingClass}>Tautan Cepat</h2>
          <ul className="mt-3 space-y-2">
            {quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            Hubungi Kami
          </h2>
          {shopInfo && <ShopContact shopInfo={shopInfo} />}
        </section>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        © {new Date().getFullYear()} {shopName}
      </p>
    </footer>
  );
}
