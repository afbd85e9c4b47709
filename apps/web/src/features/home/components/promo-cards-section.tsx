import { useFlashCards } from '../api/get-flash-cards';
import { SectionHeading } from './section-heading';

/** The admin's flash cards: short running promos, shown as a row of cards above the product list. */
export function PromoCardsSection() {
  const { data } = useFlashCards();
  const cards = data?.content ?? [];
  if (cards.length === 0) return null;

  return (
    <section aria-labelledby="home-promo-title" className="pt-4">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="home-promo-title" title="Promo Spesial" />
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {cards.map((card, index) => (
            <li
              key={`${card.title}-${index}`}
              className="rounded-2xl bg-linear-to-br from-brand-600 to-violet-600 p-4 text-white shadow-sm sm:p-5"
            >
              <h3 className="text-sm font-bold sm:text-base">{card.title}</h3>
              <p className="mt-1 text-xs text-white/90 sm:text-sm">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
