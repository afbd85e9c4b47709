import { useEffect } from 'react';
import { checkStoredSession } from '../../lib/api-client';
import { AboutSection } from './components/about-section';
import { AnnouncementMarquee } from './components/announcement-marquee';
import { FaqSection } from './components/faq-section';
import { HeroSearch } from './components/hero-search';
import { HowToOrderSection } from './components/how-to-order-section';
import { PaymentMethodsSection } from './components/payment-methods-section';
import { PopularSection } from './components/popular-section';
import { ProductListSection } from './components/product-list-section';
import { PromoCardsSection } from './components/promo-cards-section';
import { TestimonialsSection } from './components/testimonials-section';
import { WhyUsSection } from './components/why-us-section';

function Hero() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-24">
      <span className="rounded-full bg-brand-100 px-4 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase dark:bg-brand-900/60 dark:text-brand-200">
        Streaming, musik, cloud, dan produk digital
      </span>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
        Portal Akun Premium Private Buat Kamu!
      </h1>
      <p className="mt-5 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg dark:text-slate-300">
        Nikmati akun premium favoritmu dengan harga patungan, hemat hingga 80% dari harga resmi. Pesan dalam
        hitungan menit, akses langsung dari dashboard.
      </p>
      <HeroSearch />
    </div>
  );
}

/** SPEC §2 'Home page': the sections in the order the visitor meets them. */
export function HomePage() {
  // SPEC §4: the home page is where a returning visitor with an expired session learns of it.
  useEffect(() => {
    void checkStoredSession();
  }, []);

  return (
    <>
      {/* Pulled up under the floating header so the gradient runs to the top of the window. */}
      <section aria-label="Beranda" className="relative -mt-16 pt-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-br from-brand-50 via-white to-violet-100 dark:from-slate-950 dark:via-slate-950 dark:to-brand-950"
        />
        {/* Fades the gradient into the page, so the hero has no hard bottom edge. */}
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 -z-10 h-24 bg-linear-to-b from-transparent to-white dark:to-slate-950"
        />
        <AnnouncementMarquee />
        <Hero />
      </section>
      <PopularSection />
      <AboutSection />
      <PromoCardsSection />
      <ProductListSection />
      <HowToOrderSection />
      <PaymentMethodsSection />
      <WhyUsSection />
      <TestimonialsSection />
      <FaqSection />
    </>
  );
}
