import { useEffect } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useMatches,
  useNavigation,
  useSearchParams,
  type Location,
} from '../../lib/router';
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

/**
 * Every page a tab loads by its address (typed, a link from elsewhere, a gateway's return) has the
 * location key 'default', so React Router's saved scroll positions would hand a new document the
 * place the last one was scrolled to. Keyed with an id of this document instead, a new document
 * starts at its top, while back and forward within it keep their places.
 */
const DOCUMENT_ID = `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

function scrollKey(location: Location): string {
  return location.key === 'default' ? `default-${DOCUMENT_ID}` : location.key;
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
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
