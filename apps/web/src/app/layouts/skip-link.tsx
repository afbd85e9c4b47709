import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from '../navigation-focus';

/**
 * 'Langsung ke konten': the first Tab stop of every layout, out of sight until focused, that moves the
 * focus past the header and menus to the page's <main> (which has tabIndex -1 for it).
 */
export function SkipLink() {
  // The router would take a change of hash for a navigation: the jump is done here instead.
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={jump}
      className="fixed top-2 left-2 z-[60] -translate-y-[200%] rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-lg ring-2 ring-brand-600 transition-transform focus:translate-y-0 focus-visible:outline-none dark:bg-slate-900 dark:text-brand-300"
    >
      Langsung ke konten
    </a>
  );
}
