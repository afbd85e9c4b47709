import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation, useSearchParams } from 'react-router';
import { formatPageTitle, routePageName, usePageNameOverride } from '../../lib/page-title';
import { useFocusOnNavigation } from '../navigation-focus';

/** The tab names the page shown: its route's `handle.title`, or the name the page gave itself. */
function useDocumentTitle() {
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  const override = usePageNameOverride();
  const title = formatPageTitle(override ?? routePageName(matches, searchParams));
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function RootLayout() {
  // Lazy screens load their code on navigation; the bar shows that the click was taken.
  const isNavigating = useNavigation().state !== 'idle';
  useDocumentTitle();
  useFocusOnNavigation();
  return (
    <>
      {isNavigating && (
        <div
          role="progressbar"
          aria-label="Memuat halaman"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-500"
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
