/**
 * The shop's router: React Router's API for what the shop uses of it (a data router with lazy routes,
 * loaders, error elements and handles; Link, NavLink, the hooks), in a few kilobytes instead of the
 * thirty React Router adds to every page's first load (docs/decisions/055).
 */
export type { History, HistoryAction, Location } from './history';
export { generatePath, matchPath, matchRoutes, type Params, type PathMatch, type To } from './path-matching';
export {
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
  type NavLinkProps,
  type SetSearchParams,
  type UIMatch,
} from './react';
export {
  createBrowserRouter,
  createMemoryRouter,
  redirect,
  type LoaderFunctionArgs,
  type NavigateOptions,
  type RouteObject,
  type Router,
  type RouterState,
} from './router';
