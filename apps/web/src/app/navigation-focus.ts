import { useEffect, useRef } from 'react';
import { useLocation } from '../lib/router';

/** The id of every layout's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'konten-utama';

/** How long a page that draws its heading after its data (a spinner first) may take to be announced. */
const HEADING_WAIT_MS = 3000;

function mainElement(): HTMLElement | null {
  return document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
}

function mainHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector('h1');
}

/** Focuses without scrolling the page away from the top the new page opens at. */
function focusQuietly(element: HTMLElement) {
  // A heading is not a Tab stop: tabIndex -1 lets the script (only) focus it.
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Whether the new page has already put the focus somewhere of its own (a field, the actions of an order
 * it opened): then it stays. A link in the header or sidebar, or a control the old page took away with
 * it (the focus fell back to <body>), hands the focus to the new page.
 */
function pageHasPlacedFocus(main: HTMLElement): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLElement && active !== document.body && active !== main && main.contains(active)
  );
}

/**
 * On a move to another page (not the first load, not a change of only the query or the hash: filters,
 * tabs, anchors), the focus goes to the new page's h1, or to its <main> while the heading is still
 * loading, so that a screen reader announces the page and Tab starts from its content.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainElement();
    if (!main || pageHasPlacedFocus(main)) return;

    const heading = mainHeading(main);
    if (heading) {
      focusQuietly(heading);
      return;
    }
    focusQuietly(main);
    // The heading comes with the data: it takes the focus over, unless the user has moved on.
    const observer = new MutationObserver(() => {
      const current = mainElement();
      if (!current || document.activeElement !== current) {
        observer.disconnect();
        return;
      }
      const late = mainHeading(current);
      if (late) {
        observer.disconnect();
        focusQuietly(late);
      }
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
}
