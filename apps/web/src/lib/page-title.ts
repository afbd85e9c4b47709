import { useEffect, useSyncExternalStore } from 'react';

export const SHOP_NAME = 'Premium Shop';

/** The browser tab's text: '<page name> · Premium Shop', or the shop's name alone (the home page). */
export function formatPageTitle(name?: string | null): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} · ${SHOP_NAME}` : SHOP_NAME;
}

/** What a route's title may read: its URL parameters and query (a tab or a form side may name the page). */
export interface PageTitleContext {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/** `handle.title` of a route in app/router.tsx: the page's own name (its h1), fixed or read from the URL. */
export type RouteTitle = string | ((context: PageTitleContext) => string);

export interface RouteHandle {
  title?: RouteTitle;
}

interface TitledMatch {
  params: Readonly<Record<string, string | undefined>>;
  handle?: unknown;
}

function handleTitle(handle: unknown): RouteTitle | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  const { title } = handle as RouteHandle;
  return typeof title === 'string' || typeof title === 'function' ? title : undefined;
}

/** The name the deepest titled route gives the page (useMatches' order: outermost first). */
export function routePageName(
  matches: readonly TitledMatch[],
  searchParams: URLSearchParams,
): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const title = match ? handleTitle(match.handle) : undefined;
    if (title !== undefined) {
      return typeof title === 'string' ? title : title({ params: match?.params ?? {}, searchParams });
    }
  }
  return undefined;
}

// A page that knows its name only once its data is in (a product) names itself here; the root layout
// prefers it to the route's title while that page is shown.
let pageNameOverride: string | undefined;
const listeners = new Set<() => void>();

function setPageNameOverride(name: string | undefined) {
  if (pageNameOverride === name) return;
  pageNameOverride = name;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The name a shown page gave itself with usePageTitle, if any. */
export function usePageNameOverride(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => pageNameOverride,
    () => pageNameOverride,
  );
}

/**
 * Names the page from inside it, for a name the route cannot know (a product's, once loaded): the tab
 * reads '<name> · Premium Shop' while the page is shown. `undefined` (still loading) keeps the route's title.
 */
export function usePageTitle(name: string | undefined | null): void {
  const trimmed = name?.trim() || undefined;
  useEffect(() => {
    if (!trimmed) return;
    setPageNameOverride(trimmed);
    // Outside the root layout (the app-wide error page) nothing else writes the title.
    document.title = formatPageTitle(trimmed);
    return () => {
      if (pageNameOverride === trimmed) setPageNameOverride(undefined);
    };
  }, [trimmed]);
}
