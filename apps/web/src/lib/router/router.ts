import type { ComponentType, ReactNode } from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  type History,
  type HistoryAction,
  type Location,
} from './history';
import { matchRoutes, resolveTo, type Params, type Path, type To } from './path-matching';

export interface LoaderFunctionArgs {
  request: Request;
  params: Params;
}

type Loader = (args: LoaderFunctionArgs) => unknown;

/** What a lazy route's module adds to its route once loaded. */
interface LazyRouteParts {
  Component?: ComponentType;
  element?: ReactNode;
  loader?: Loader;
}

/** A route of the table, in React Router's shape (the parts of it the shop uses). */
export interface RouteObject {
  path?: string;
  index?: boolean;
  children?: RouteObject[];
  element?: ReactNode;
  Component?: ComponentType;
  /** Shown in place of the page while an error below it (a failed render or load) lasts. */
  errorElement?: ReactNode;
  /** Shown in place of the whole app until the first page's code and data are in. */
  HydrateFallback?: ComponentType;
  handle?: unknown;
  /** Runs before the route shows, on every navigation to or within it; may throw a redirect. */
  loader?: Loader;
  /** Fetches the route's code (Component, loader) on its first visit. */
  lazy?: () => Promise<LazyRouteParts>;
}

export interface DataMatch {
  /** The route's place in the table ('0-1-2'): the key of its data and error. */
  id: string;
  route: RouteObject;
  params: Params;
  pathname: string;
}

export interface Navigation {
  state: 'idle' | 'loading';
  location?: Location;
}

export interface RouterState {
  location: Location;
  historyAction: HistoryAction;
  matches: DataMatch[];
  loaderData: Record<string, unknown>;
  /** Per route id, the error its error element shows; null: none. */
  errors: Record<string, unknown> | null;
  navigation: Navigation;
  /** Whether the first page's code and data are in (until then the app shows its HydrateFallback). */
  initialized: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly state: RouterState;
  readonly routes: RouteObject[];
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe: (listener: (state: RouterState) => void) => () => void;
  createHref(to: To): string;
  /** Called with the location being left, right before the next one shows (scroll positions). */
  onLeave(listener: (location: Location) => void): () => void;
  dispose(): void;
}

/** A redirect a loader throws (or returns): the navigation goes there instead. */
export class Redirect extends Error {
  constructor(readonly to: string) {
    super(`Redirect to ${to}`);
  }
}

export function redirect(to: string): Redirect {
  return new Redirect(to);
}

/** The error a route's error element shows for an address no route matches. */
export class NotFoundError extends Error {
  readonly status = 404;
  constructor(pathname: string) {
    super(`No route matches ${pathname}`);
  }
}

const routeIds = new WeakMap<RouteObject, string>();

function assignIds(routes: RouteObject[], prefix = ''): void {
  routes.forEach((route, index) => {
    const id = prefix ? `${prefix}-${index}` : String(index);
    routeIds.set(route, id);
    if (route.children) assignIds(route.children, id);
  });
}

const loadedLazy = new WeakMap<RouteObject, Promise<void>>();

/** Fetches a lazy route's code once and merges it into the route. */
function loadLazy(route: RouteObject): Promise<void> {
  const { lazy } = route;
  if (!lazy) return Promise.resolve();
  let loading = loadedLazy.get(route);
  if (!loading) {
    loading = lazy().then((parts) => {
      Object.assign(route, parts);
      delete route.lazy;
    });
    loading.catch(() => loadedLazy.delete(route));
    loadedLazy.set(route, loading);
  }
  return loading;
}

function dataMatches(routes: RouteObject[], pathname: string): DataMatch[] | null {
  const found = matchRoutes(routes, pathname);
  return (
    found?.map(({ route, params, pathname: matched }) => ({
      id: routeIds.get(route)!,
      route,
      params,
      pathname: matched,
    })) ?? null
  );
}

/** The id of the nearest route at or above `index` with an error element (the root's otherwise). */
function boundaryId(matches: DataMatch[], index: number): string {
  for (let at = Math.min(index, matches.length - 1); at >= 0; at -= 1) {
    if (matches[at]!.route.errorElement !== undefined) return matches[at]!.id;
  }
  return matches[0]?.id ?? '0';
}

interface Outcome {
  matches: DataMatch[];
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
  redirectTo?: string;
}

/** Loads the code of every matched route, then runs their loaders together, as React Router does. */
async function load(routes: RouteObject[], location: Path): Promise<Outcome> {
  const matches = dataMatches(routes, location.pathname);
  if (!matches) {
    const root = routes[0];
    const rootMatch = root ? [{ id: routeIds.get(root)!, route: root, params: {}, pathname: '/' }] : [];
    return {
      matches: rootMatch,
      loaderData: {},
      errors: { [rootMatch[0]?.id ?? '0']: new NotFoundError(location.pathname) },
    };
  }
  const request = new Request(new URL(location.pathname + location.search, window.location.origin));
  const loaderData: Record<string, unknown> = {};
  const errors: Record<string, unknown> = {};
  let redirectTo: string | undefined;
  await Promise.all(
    matches.map(async (match, index) => {
      try {
        await loadLazy(match.route);
        if (!match.route.loader) return;
        const data = await match.route.loader({ request, params: match.params });
        if (data instanceof Redirect) redirectTo ??= data.to;
        else loaderData[match.id] = data ?? null;
      } catch (error) {
        if (error instanceof Redirect) redirectTo ??= error.to;
        else errors[boundaryId(matches, index)] ??= error;
      }
    }),
  );
  return { matches, loaderData, errors: Object.keys(errors).length > 0 ? errors : null, redirectTo };
}

function needsLoading(matches: DataMatch[] | null): boolean {
  return (
    matches === null || matches.some(({ route }) => route.lazy !== undefined || route.loader !== undefined)
  );
}

/**
 * A data router in React Router's manner, with what the shop's route table uses: nested routes,
 * lazy code, loaders that guard (a thrown redirect), error elements, handles. A navigation keeps the
 * page on show while the next one's code and loaders run (`navigation.state` 'loading'), then shows
 * it and puts it in the address bar; a newer navigation supersedes one still loading.
 */
function createRouter(routes: RouteObject[], history: History): Router {
  assignIds(routes);
  const listeners = new Set<(state: RouterState) => void>();
  const leaveListeners = new Set<(location: Location) => void>();
  const initialMatches = dataMatches(routes, history.location.pathname);
  let state: RouterState = {
    location: history.location,
    historyAction: 'POP',
    matches: initialMatches ?? [],
    loaderData: {},
    errors: null,
    navigation: { state: 'idle' },
    initialized: !needsLoading(initialMatches),
  };
  // Each navigation's number: one that finishes after a newer one started is dropped.
  let latestNavigation = 0;

  function update(next: Partial<RouterState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  }

  function commit(target: Path, action: HistoryAction, options: NavigateOptions, outcome: Outcome) {
    for (const listener of leaveListeners) listener(state.location);
    if (action === 'PUSH') history.push(target, options.state);
    else if (action === 'REPLACE') history.replace(target, options.state);
    update({
      location: history.location,
      historyAction: action,
      matches: outcome.matches,
      loaderData: outcome.loaderData,
      errors: outcome.errors,
      navigation: { state: 'idle' },
      initialized: true,
    });
  }

  function startNavigation(
    target: Path,
    action: HistoryAction,
    options: NavigateOptions = {},
    redirects = 0,
  ): Promise<void> {
    latestNavigation += 1;
    const navigation = latestNavigation;
    const matches = dataMatches(routes, target.pathname);
    // Nothing to fetch or check (code loaded, no loader): the page changes at once, as in React Router.
    if (matches && !needsLoading(matches)) {
      commit(target, action, options, { matches, loaderData: {}, errors: null });
      return Promise.resolve();
    }
    if (state.initialized) {
      const upcoming: Location = { ...target, state: options.state ?? null, key: 'pending' };
      update({ navigation: { state: 'loading', location: upcoming } });
    }
    return load(routes, target).then((outcome) => {
      if (navigation !== latestNavigation) return;
      if (outcome.redirectTo !== undefined && redirects < 10) {
        const redirectAction = action === 'POP' || !state.initialized ? 'REPLACE' : action;
        const next = resolveTo(outcome.redirectTo, target.pathname);
        return startNavigation(next, redirectAction, {}, redirects + 1);
      }
      commit(target, action, options, outcome);
    });
  }

  const stopListening = history.listen((location) => {
    void startNavigation(location, 'POP', { state: location.state });
  });

  // The first page loads in place: the address and its history entry stay as the tab opened them.
  if (!state.initialized) void startNavigation(history.location, 'POP', { state: history.location.state });

  return {
    get state() {
      return state;
    },
    routes,
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const target = resolveTo(to, state.location.pathname);
      return startNavigation(target, options.replace ? 'REPLACE' : 'PUSH', options);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref: (to) => history.createHref(resolveTo(to, state.location.pathname)),
    onLeave(listener) {
      leaveListeners.add(listener);
      return () => leaveListeners.delete(listener);
    },
    dispose() {
      latestNavigation += 1;
      stopListening();
      listeners.clear();
    },
  };
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
}
