import { Check } from 'lucide-react';
import { useWhyUs } from '../api/get-why-us';
import { SectionHeading } from './section-heading';

/** 'Kenapa Pilih Premium Shop?': the reasons the admin writes in the home content, in their order. */
export function WhyUsSection() {
  const { data } = useWhyUs();
  const reasons = data ?? [];
  if (reasons.length === 0) return null;

  return (
    <section aria-labelledby="home-why-us-title" className="bg-slate-50 py-12 sm:py-16 dark:bg-slate-900/50">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="home-why-us-title" eyebrow="Keunggulan" title="Kenapa Pilih Premium Shop?" />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((reason, index) => (
            <li
              key={`${reason.title}-${index}`}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200"
              >
                <Check aria-hidden="true" className="size-5" strokeWidth={2.5} />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900 dark:text-white">{reason.title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{reason.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
