import { useEffect, useRef } from 'react';
import { buttonClassName } from '../../../ui/button-class';

interface MoreProductsProps {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}

/** How far below the screen the next page starts loading, so scrolling rarely waits for it. */
const PRELOAD_MARGIN = '800px 0px';

/**
 * The end of a listing with more pages behind it (docs/decisions/054): the next page loads by itself
 * as the visitor scrolls near it, and 'Muat lebih banyak' asks for it by keyboard or where the
 * browser cannot tell. Nothing once the last page is in.
 */
export function MoreProducts({ hasMore, isLoading, onLoadMore }: MoreProductsProps) {
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || isLoading || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isLoading, onLoadMore]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-10 text-center">
      <button
        type="button"
        onClick={onLoadMore}
        disabled={isLoading}
        aria-busy={isLoading}
        className={buttonClassName('secondary')}
      >
        {isLoading ? 'Memuat...' : 'Muat lebih banyak'}
      </button>
    </div>
  );
}
