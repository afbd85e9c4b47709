import { bannerLayout } from '@premium-shop/domain/catalogue';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS } from '@premium-shop/domain/constants';
import type { Banner } from '@premium-shop/domain/storefront-schema';
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { SafeImage } from './safe-image';

const frameClass = 'aspect-[3/1] w-full overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800';

/**
 * `isFirst`: the banner shown when the page opens, at the top of the listing and so usually its
 * largest paint: fetched at once and ahead of other images, not when it is laid out (lazily).
 */
function BannerPicture({
  banner,
  label,
  isHidden = false,
  isFirst = false,
}: {
  banner: Banner;
  label: string;
  isHidden?: boolean;
  isFirst?: boolean;
}) {
  const picture = (
    <SafeImage
      src={banner.image}
      alt={label}
      className="size-full object-cover"
      loading={isFirst ? 'eager' : 'lazy'}
      fetchPriority={isFirst ? 'high' : undefined}
    />
  );
  if (!banner.link) return picture;
  return (
    <a href={banner.link} tabIndex={isHidden ? -1 : undefined} className="block size-full">
      {picture}
    </a>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="currentColor">
      <rect x="3" y="2" width="3.5" height="12" rx="1" />
      <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="currentColor">
      <path d="M4 2.5v11a1 1 0 0 0 1.5.87l9-5.5a1 1 0 0 0 0-1.74l-9-5.5A1 1 0 0 0 4 2.5Z" />
    </svg>
  );
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

interface CarouselProps {
  banners: readonly Banner[];
}

/**
 * The banner carousel of SPEC §9: plays every 3 s, slides in 1 s, loops forever, with dots. A copy of the
 * first banner after the last lets the loop go on forward. It holds still while hovered or focused within,
 * and whenever the visitor pressed 'Jeda banner' (WCAG 2.2.2); under reduced motion it never plays by
 * itself, the dots still change the banner.
 */
export function BannerCarousel({ banners }: CarouselProps) {
  const count = banners.length;
  // 0..count, where count is the copy of the first banner.
  const [position, setPosition] = useState(0);
  const [isAnimated, setIsAnimated] = useState(true);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocusedWithin, setIsFocusedWithin] = useState(false);
  const [isReducedMotion] = useState(prefersReducedMotion);
  // Stopped by the visitor's pause button; under reduced motion it starts out stopped.
  const [isStopped, setIsStopped] = useState(isReducedMotion);
  const isPaused = isStopped || isHovered || isFocusedWithin;
  const current = position % count;

  useEffect(() => {
    if (isPaused || count < 2) return;
    const timer = window.setInterval(() => {
      setIsAnimated(true);
      setPosition((value) => Math.min(value + 1, count));
    }, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [isPaused, count]);

  // Back from the copy to the real first banner, without a visible jump.
  useEffect(() => {
    if (position !== count) return;
    const timer = window.setTimeout(
      () => {
        setIsAnimated(false);
        setPosition(0);
      },
      isReducedMotion ? 0 : CAROUSEL_SPEED_MS,
    );
    return () => window.clearTimeout(timer);
  }, [position, count, isReducedMotion]);

  const goTo = (index: number) => {
    setIsAnimated(true);
    setPosition(index);
  };

  const slides: ReactNode[] = banners.map((banner, index) => (
    <div
      key={banner._id}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} dari ${count}`}
      inert={index !== current}
      className="size-full shrink-0"
    >
      <BannerPicture
        banner={banner}
        label={`Banner ${index + 1}`}
        isHidden={index !== current}
        isFirst={index === 0}
      />
    </div>
  ));
  const first = banners[0];
  if (first) {
    slides.push(
      <div key="loop-copy" aria-hidden="true" inert className="size-full shrink-0">
        <BannerPicture banner={first} label="" isHidden />
      </div>,
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Banner promo"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocusedWithin(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        // Moving between the carousel's own controls keeps it paused.
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocusedWithin(false);
      }}
      className="relative"
    >
      <div className={frameClass}>
        <div
          aria-live={isPaused ? 'polite' : 'off'}
          className="flex size-full"
          style={{
            transform: `translateX(-${position * 100}%)`,
            transition:
              isAnimated && !isReducedMotion ? `transform ${CAROUSEL_SPEED_MS}ms ease-in-out` : 'none',
          }}
        >
          {slides}
        </div>
      </div>
      {/* Each dot sits in a 24px button, the smallest target a finger can reliably hit (WCAG 2.5.8). */}
      <div className="mt-1 flex items-center justify-center gap-1">
        <button
          type="button"
          onClick={() => setIsStopped((value) => !value)}
          className="inline-flex size-6 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <span className="sr-only">{isStopped ? 'Putar banner' : 'Jeda banner'}</span>
          {isStopped ? <PlayIcon /> : <PauseIcon />}
        </button>
        {banners.map((banner, index) => (
          <button
            key={banner._id}
            type="button"
            aria-label={`Tampilkan banner ${index + 1}`}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => goTo(index)}
            className="group inline-flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span
              aria-hidden="true"
              className={`h-2.5 rounded-full transition-all ${
                index === current
                  ? 'w-6 bg-brand-600 dark:bg-brand-400'
                  : 'w-2.5 bg-slate-300 group-hover:bg-slate-400 dark:bg-slate-700 dark:group-hover:bg-slate-600'
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

interface BannerAreaProps {
  banners: readonly Banner[] | undefined;
  /** While the banners load, an empty frame of the carousel's size holds their place. */
  isPending?: boolean;
}

/** The banners above a product list: the carousel for more than 2, one still image for 1 or 2, nothing for none. */
export function BannerArea({ banners, isPending = false }: BannerAreaProps) {
  if (isPending) {
    return (
      <div aria-hidden="true" data-placeholder="">
        <div className={`${frameClass} animate-pulse`} />
        {/* The height of the carousel's dots. */}
        <div className="mt-1 h-6" />
      </div>
    );
  }
  const list = banners ?? [];
  const layout = bannerLayout(list.length);
  const first = list[0];
  if (layout === 'none' || !first) return null;
  if (layout === 'single') {
    return (
      <div className={frameClass}>
        <BannerPicture banner={first} label="Banner promo" isFirst />
      </div>
    );
  }
  return <BannerCarousel banners={list} />;
}
