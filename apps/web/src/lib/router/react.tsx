import {
  Component,
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Location } from './history';
import { createPath, matchPath, resolveTo, type Params, type PathMatch, type To } from './path-matching';
import {
  createMemoryRouter,
  type DataMatch,
  type Navigation,
  type NavigateOptions,
  type Router,
  type RouterState,
} from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);

interface RouteContextValue {
  matches: DataMatch[];
  /** The route being drawn: its place in `matches`. */
  index: number;
  /** What the route's <Outlet /> draws: the next route down, or its error element. */
  outlet: ReactNode;
}

const RouteContext = createContext<RouteContextValue>({ matches: [], index: -1, outlet: null });

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component must be drawn inside the RouterProvider');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('This component must be drawn inside the RouterProvider');
  return state;
}

interface ErrorBoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

/** Draws a route's error element in place of a screen that threw while drawing; a new page clears it. */
class RouteErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown; location: Location }> {
  override state = { error: undefined as unknown, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { error: unknown; location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to draw', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback;
  }
}

/** Until the first page's code and data are in, the deepest HydrateFallback above it (or nothing). */
function hydrateFallback(matches: DataMatch[]): ReactNode {
  let Fallback: DataMatch['route']['HydrateFallback'];
  for (const { route } of matches) {
    if (route.HydrateFallback) Fallback = route.HydrateFallback;
    if (route.lazy || route.loader) break;
  }
  return Fallback ? <Fallback /> : null;
}

/** Draws the matched routes from the outermost in, each one's <Outlet /> holding the next. */
function renderMatches(state: RouterState): ReactNode {
  if (!state.initialized) return hydrateFallback(state.matches);
  const { errors, location } = state;
  const errorAt = errors ? state.matches.findIndex((match) => errors[match.id] !== undefined) : -1;
  const matches = errorAt >= 0 ? state.matches.slice(0, errorAt + 1) : state.matches;
  let outlet: ReactNode = null;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const { route } = matches[index]!;
    const context = { matches, index, outlet };
    const RouteComponent = route.Component;
    const content =
      index === errorAt
        ? (route.errorElement ?? null)
        : (route.element ?? (RouteComponent ? <RouteComponent /> : <Outlet />));
    let drawn = <RouteContext.Provider value={context}>{content}</RouteContext.Provider>;
    if (route.errorElement !== undefined && index !== errorAt) {
      const fallback = (
        <RouteContext.Provider value={{ matches, index, outlet: null }}>
          {route.errorElement}
        </RouteContext.Provider>
      );
      drawn = (
        <RouteErrorBoundary location={location} fallback={fallback}>
          {drawn}
        </RouteErrorBoundary>
      );
    }
    outlet = drawn;
  }
  return outlet;
}

/** Draws the page `router` is on, and again at each of its navigations. */
export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{renderMatches(state)}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

const MemoryChildren = createContext<ReactNode>(null);

function MemoryChildrenSlot() {
  return useContext(MemoryChildren);
}

/** For a test of one component: draws `children` at `initialEntries`' last address. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', Component: MemoryChildrenSlot }], { initialEntries }),
  );
  return (
    <MemoryChildren.Provider value={children}>
      <RouterProvider router={router} />
    </MemoryChildren.Provider>
  );
}

/** Where a layout draws the page inside it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useLocation(): Location {
  return useRouterState().location;
}

export function useNavigation(): Navigation {
  return useRouterState().navigation;
}

export interface UIMatch {
  id: string;
  pathname: string;
  params: Params;
  handle: unknown;
  data: unknown;
}

/** The matched routes, outermost first. */
export function useMatches(): UIMatch[] {
  const { matches, loaderData } = useRouterState();
  return useMemo(
    () =>
      matches.map(({ id, pathname, params, route }) => ({
        id,
        pathname,
        params,
        handle: route.handle,
        data: loaderData[id],
      })),
    [matches, loaderData],
  );
}

export function useParams<Key extends string = string>(): Readonly<Partial<Record<Key, string>>> {
  const { matches, index } = useContext(RouteContext);
  return (matches[index]?.params ?? matches.at(-1)?.params ?? {}) as Readonly<Partial<Record<Key, string>>>;
}

/** What the drawing route's loader answered. */
export function useLoaderData<Loader extends (...args: never[]) => unknown>(): Awaited<ReturnType<Loader>> {
  const { loaderData } = useRouterState();
  const { matches, index } = useContext(RouteContext);
  return loaderData[matches[index]?.id ?? ''] as Awaited<ReturnType<Loader>>;
}

export function useMatch(pattern: string): PathMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pattern, pathname), [pattern, pathname]);
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => Promise<void>;

export function useNavigate(): NavigateFunction {
  const router = useRouter();
  return useCallback((to: To | number, options?: NavigateOptions) => router.navigate(to, options), [router]);
}

type SearchParamsInit = string | URLSearchParams | Record<string, string | string[]> | [string, string][];

function searchParamsOf(init: SearchParamsInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init)) {
    return new URLSearchParams(init);
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  return params;
}

export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The address's query, and a setter that navigates to the same page with another one. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const router = useRouter();
  const { search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const current = new URLSearchParams(router.state.location.search);
      const query = searchParamsOf(typeof next === 'function' ? next(current) : next).toString();
      void router.navigate(`?${query}`, options);
    },
    [router],
  );
  return [searchParams, setSearchParams];
}

const isExternal = (to: To) => typeof to === 'string' && /^[a-z][a-z\d+.-]*:/i.test(to);

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** An <a> that moves within the shop without a page load (a new tab, a modified click: the browser's). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const router = useRouter();
  const location = useLocation();
  const href = isExternal(to) ? (to as string) : router.createHref(to);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      isExternal(to)
    ) {
      return;
    }
    event.preventDefault();
    // A link to the page on show replaces its entry, as React Router's does.
    void router.navigate(to, { replace: replace ?? createPath(location) === href, state });
  }
  // The caller's children are the anchor's content (in `rest`).
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: NavLinkState) => string | undefined);
  /** Active on its own path only, not on the paths below it. */
  end?: boolean;
}

/** A Link that knows whether it leads to the page on show (aria-current="page"). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, className, ...rest },
  ref,
) {
  const location = useLocation();
  const { navigation } = useRouterState();
  const target = resolveTo(to, location.pathname)
    .pathname.toLowerCase()
    .replace(/(.)\/+$/, '$1');
  const isOn = (pathname: string | undefined) => {
    if (pathname === undefined) return false;
    const current = pathname.toLowerCase();
    return current === target || (!end && target !== '/' && current.startsWith(`${target}/`));
  };
  const isActive = isOn(location.pathname);
  const isPending = !isActive && isOn(navigation.location?.pathname);
  const classes =
    typeof className === 'function'
      ? className({ isActive, isPending })
      : [className, isActive ? 'active' : null, isPending ? 'pending' : null].filter(Boolean).join(' ');
  return (
    <Link {...rest} ref={ref} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />
  );
});

/** Navigates to `to` once drawn. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const router = useRouter();
  const path = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    void router.navigate(path, { replace, state });
    // One navigation per address asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router, path]);
  return null;
}

const SCROLL_STORAGE_KEY = 'react-router-scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Puts a page back where it was scrolled when it is shown again (back, forward, a reload), at the
 * element its #hash names, or at the top. Positions are kept per `getKey(location)` in sessionStorage.
 */
export function ScrollRestoration({
  getKey = (location: Location) => location.key,
}: {
  getKey?: (location: Location) => string;
}) {
  const router = useRouter();
  const { location, navigation } = useRouterState();
  const [positions] = useState(savedPositions);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(
    () =>
      router.onLeave((left) => {
        positions[getKey(left)] = window.scrollY;
      }),
    [router, positions, getKey],
  );

  useEffect(() => {
    const keep = () => {
      positions[getKey(location)] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // A full or forbidden storage only loses the positions.
      }
    };
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [location, positions, getKey]);

  useLayoutEffect(() => {
    if (navigation.state !== 'idle') return;
    const saved = positions[getKey(location)];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (element) {
        element.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
    // Once per page shown: a navigation that ends restores or resets the scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  return null;
}
