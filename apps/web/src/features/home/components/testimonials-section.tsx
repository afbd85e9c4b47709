import { Star } from 'lucide-react';
import { useTestimonials } from '../api/get-testimonials';
import { SectionHeading } from './section-heading';

const MAX_RATING = 5;

function RatingStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rating ${rating} dari ${MAX_RATING}`} className="flex gap-0.5">
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`size-4 ${index < rating ? 'text-amber-400' : 'text-slate-300 dark:text-slate-600'}`}
          fill="currentColor"
        />
      ))}
    </span>
  );
}

/** SPEC §1: what customers say, with their rating. */
export function TestimonialsSection() {
  const { data: testimonials = [] } = useTestimonials();
  if (testimonials.length === 0) return null;

  return (
    <section aria-labelledby="home-testimonials-title" className="py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="home-testimonials-title"
          eyebrow="Testimoni"
          title="Kata Mereka"
          description="Cerita pelanggan yang sudah berlangganan lewat Premium Shop."
        />
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li
              key={`${testimonial.name}-${testimonial.content}`}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <figure className="flex h-full flex-col">
                <RatingStars rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 text-sm text-slate-700 dark:text-slate-300">
                  “{testimonial.content}”
                </blockquote>
                <figcaption className="mt-5">
                  <span className="block font-semibold text-slate-900 dark:text-white">
                    {testimonial.name}
                  </span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
