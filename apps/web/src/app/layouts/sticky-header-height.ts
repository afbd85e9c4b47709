import { useCallback, useRef } from 'react';

/** The CSS variable index.css reserves at the top of the page for the focused element (scroll-padding-top). */
export const STICKY_HEADER_VAR = '--sticky-header-height';

/**
 * A ref for the layout's sticky header that keeps `--sticky-header-height` on <html> equal to its height
 * while it stays on screen (the admin's only beside the desktop sidebar; an open phone menu grows the
 * public one), so that
 * Tab and Shift+Tab scroll a control into view below the header and not under it (WCAG 2.4.11).
 */
export function useStickyHeaderHeight() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((header: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    const root = document.documentElement;
    if (!header) {
      root.style.removeProperty(STICKY_HEADER_VAR);
      return;
    }
    // A header in the page's flow (the admin's on a phone) scrolls away with it and hides nothing.
    const measure = () => {
      const { position } = getComputedStyle(header);
      const covers = position === 'sticky' || position === 'fixed' || position === 'absolute';
      root.style.setProperty(STICKY_HEADER_VAR, `${covers ? header.offsetHeight : 0}px`);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(header);
  }, []);
}
