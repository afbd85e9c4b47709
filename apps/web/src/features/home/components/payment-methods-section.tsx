import { SafeImage } from '../../../ui/safe-image';
import { useShowcase } from '../api/get-showcase';
import { SectionHeading } from './section-heading';

/** The payment-method showcase (SPEC §1): the logos of the ways to pay. */
export function PaymentMethodsSection() {
  const { data: methods = [] } = useShowcase();
  if (methods.length === 0) return null;

  return (
    <section aria-labelledby="home-payment-title" className="py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="home-payment-title"
          title="Metode Pembayaran"
          description="Bayar lewat QRIS, e-wallet, virtual account bank, atau gerai retail."
        />
        <ul className="mt-8 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {methods.map((method) => (
            <li
              key={method.name}
              className="flex h-16 items-center justify-center rounded-xl border border-slate-200 bg-white px-3 dark:border-slate-700 dark:bg-slate-100"
            >
              {/* White behind the logos in both themes: most are drawn for a light background. */}
              <SafeImage
                src={method.image}
                alt={method.name}
                width={96}
                height={40}
                loading="lazy"
                className="h-10 w-24 object-contain"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
