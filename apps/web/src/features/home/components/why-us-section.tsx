import { useFlashCards } from '../api/get-flash-cards';
import { SectionHeading } from './section-heading';

/** 'Why choose us': the cards the admin writes (flash cards), numbered in their order. */
export function WhyUsSection() {
  const { data } = useFlashCards();
  const cards = data?.content ?? [];
  if (cards.length === 0) return null;

  return (
    <section aria-labelledby="home-why-us-title" className="bg-slate-50 py-12 sm:py-16 dark:bg-slate-900/50">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="home-why-us-title" eyebrow="Keunggulan" title="Kenapa Pilih Premium Shop?" />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li
              key={card.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5 shrink-0 text-green-600 dark:text-green-400"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
                {card.title}
              </h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
