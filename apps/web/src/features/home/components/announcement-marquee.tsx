import type { CSSProperties } from 'react';
import { useAnnouncement } from '../api/get-announcement';

const barClass = 'border-b border-brand-700/20 bg-brand-600 dark:bg-brand-800';

/** Seconds the text takes to cross once: long announcements move as fast as short ones read. */
function marqueeDuration(text: string): string {
  return `${Math.max(15, Math.round(text.length * 0.3))}s`;
}

/**
 * The announcement under the navigation, scrolling sideways. It pauses under the pointer or focus,
 * and stands still, wrapped, for people whose system asks for reduced motion.
 */
export function AnnouncementMarquee() {
  const { data: announcement, isPending } = useAnnouncement();
  const text = announcement?.text.trim();
  // The bar's height (a line of text-sm, py-2 and the border) is kept while loading, so the hero below
  // does not jump when the text arrives.
  if (isPending) return <div aria-hidden="true" className={`h-[calc(2.25rem+1px)] ${barClass}`} />;
  if (!text) return null;

  const style = { '--marquee-duration': marqueeDuration(text) } as CSSProperties;
  const copyClass =
    'shrink-0 px-8 py-2 whitespace-nowrap motion-safe:min-w-screen motion-reduce:w-full motion-reduce:whitespace-normal motion-reduce:text-center';

  return (
    <section aria-label="Pengumuman" className={`overflow-hidden text-sm font-medium text-white ${barClass}`}>
      <div
        style={style}
        className="flex w-max motion-safe:animate-marquee motion-safe:hover:[animation-play-state:paused] motion-reduce:w-full"
      >
        <p className={copyClass}>{text}</p>
        {/* The second copy closes the loop; screen readers and reduced motion get the text once. */}
        <p aria-hidden="true" className={`${copyClass} motion-reduce:hidden`}>
          {text}
        </p>
      </div>
    </section>
  );
}
