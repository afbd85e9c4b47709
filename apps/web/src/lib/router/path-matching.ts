/**
 * Paths and route patterns in React Router's syntax: `:name` is one segment, `:name?` an optional
 * one, a final `*` the rest of the path. Matching ignores case and a trailing slash, as React
 * Router's does, and routes are ranked as it ranks them (static segments before dynamic ones, a
 * splat last), so the route table of app/router.tsx means what it meant.
 */

export type Params = Readonly<Record<string, string | undefined>>;

export interface PathMatch {
  params: Params;
  /** The part of the pathname the pattern matched. */
  pathname: string;
  pattern: string;
}

interface CompiledPath {
  regex: RegExp;
  names: string[];
}

const compiled = new Map<string, CompiledPath>();

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compilePath(pattern: string, end: boolean): CompiledPath {
  const cacheKey = `${end ? 'end' : 'prefix'}:${pattern}`;
  const cached = compiled.get(cacheKey);
  if (cached) return cached;
  const names: string[] = [];
  let source = '^';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
      continue;
    }
    const param = /^:([\w-]+)(\?)?$/.exec(segment);
    if (param) {
      names.push(param[1]!);
      source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    } else {
      source += `/${escapeRegex(segment)}`;
    }
  }
  source += end ? '/*$' : '(?=/|$)';
  const result = { regex: new RegExp(source, 'i'), names };
  compiled.set(cacheKey, result);
  return result;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether `pathname` matches `pattern` (the whole of it, or its start with `end: false`), and its params. */
export function matchPath(
  pattern: string | { path: string; end?: boolean },
  pathname: string,
): PathMatch | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { regex, names } = compilePath(path, end);
  const found = regex.exec(pathname === '/' ? '' : pathname.replace(/\/+$/, ''));
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  names.forEach((name, index) => {
    const value = found[index + 1];
    params[name] = value === undefined ? undefined : decode(value);
  });
  return { params, pathname: found[0] || '/', pattern: path };
}

/** The path of `pattern` with its params filled in; a missing optional param drops its segment. */
export function generatePath(
  pattern: string,
  params: Record<string, string | null | undefined> = {},
): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (segment === '*') return params['*'] ? [params['*']] : [];
      const param = /^:([\w-]+)(\?)?$/.exec(segment);
      if (!param) return [segment];
      const value = params[param[1]!];
      if (value === null || value === undefined) {
        if (param[2]) return [];
        throw new Error(`Missing ":${param[1]}" param for ${pattern}`);
      }
      return [encodeURIComponent(value)];
    });
  return `/${segments.join('/')}`;
}

/** A route of the table, as far as matching reads it. */
export interface MatchableRoute {
  path?: string;
  index?: boolean;
  children?: readonly MatchableRoute[];
}

export interface RouteMatch<Route extends MatchableRoute = MatchableRoute> {
  route: Route;
  params: Params;
  pathname: string;
}

interface Branch<Route> {
  pattern: string;
  routes: Route[];
  score: number;
  order: number[];
}

function joinPaths(parent: string, child: string | undefined): string {
  if (child === undefined || child === '') return parent;
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/+$/, '')}/${child}`;
}

/** React Router's rank: 10 a static segment, 3 a dynamic one, 1 an empty one, +2 an index route, -2 a splat. */
function scoreOf(pattern: string, isIndex: boolean): number {
  const segments = pattern.split('/');
  let score = segments.length;
  if (segments.includes('*')) score -= 2;
  if (isIndex) score += 2;
  for (const segment of segments) {
    if (segment === '*') continue;
    if (segment.startsWith(':')) score += 3;
    else if (segment === '') score += 1;
    else score += 10;
  }
  return score;
}

/** An optional segment stands for two patterns, with and without it, as React Router ranks them. */
function explodeOptional(pattern: string): string[] {
  const segments = pattern.split('/');
  const optionalAt = segments.findIndex((segment) => segment.endsWith('?'));
  if (optionalAt < 0) return [pattern];
  const required = [...segments];
  required[optionalAt] = segments[optionalAt]!.slice(0, -1);
  const without = segments.filter((_, index) => index !== optionalAt);
  return [...explodeOptional(required.join('/')), ...explodeOptional(without.join('/') || '/')];
}

function flatten<Route extends MatchableRoute>(
  routes: readonly Route[],
  branches: Branch<Route>[] = [],
  parents: Route[] = [],
  parentPath = '',
  parentOrder: number[] = [],
): Branch<Route>[] {
  routes.forEach((route, index) => {
    const pattern = joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    const order = [...parentOrder, index];
    if (route.children?.length) {
      flatten(route.children as readonly Route[], branches, chain, pattern, order);
    }
    // A route without a path is a layout: it matches only through its children.
    if (route.path === undefined && !route.index) return;
    for (const exploded of explodeOptional(pattern || '/')) {
      branches.push({
        pattern: exploded,
        routes: chain,
        score: scoreOf(exploded, Boolean(route.index)),
        order,
      });
    }
  });
  return branches;
}

function compareOrder(a: number[], b: number[]): number {
  // Siblings keep their order of declaration; anything else is a tie.
  const isSiblings = a.length === b.length && a.slice(0, -1).every((value, index) => value === b[index]);
  return isSiblings ? a.at(-1)! - b.at(-1)! : 0;
}

const rankedTables = new WeakMap<readonly MatchableRoute[], Branch<MatchableRoute>[]>();

function rankedBranches<Route extends MatchableRoute>(routes: readonly Route[]): Branch<Route>[] {
  let ranked = rankedTables.get(routes);
  if (!ranked) {
    ranked = flatten(routes as readonly MatchableRoute[]).sort(
      (a, b) => b.score - a.score || compareOrder(a.order, b.order),
    );
    rankedTables.set(routes, ranked);
  }
  return ranked as Branch<Route>[];
}

/** The chain of routes (outermost first) the best ranked branch matching `pathname` runs through. */
export function matchRoutes<Route extends MatchableRoute>(
  routes: readonly Route[],
  pathname: string,
): RouteMatch<Route>[] | null {
  for (const branch of rankedBranches(routes)) {
    const match = matchPath(branch.pattern, pathname);
    if (!match) continue;
    return branch.routes.map((route) => ({ route, params: match.params, pathname: match.pathname }));
  }
  return null;
}

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export type To = string | Partial<Path>;

/** Splits a URL path into its pathname, search (with '?') and hash (with '#'). */
export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

/**
 * Where `to` leads from `from`: an absolute path as it is, a query or hash alone on the same page,
 * anything else relative to the current path ('..' goes up a segment).
 */
export function resolveTo(to: To, from: string): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  let pathname = target.pathname;
  if (pathname === undefined || pathname === '') {
    pathname = from;
  } else if (!pathname.startsWith('/')) {
    const segments = from.split('/').filter(Boolean);
    for (const segment of pathname.split('/')) {
      if (segment === '..') segments.pop();
      else if (segment !== '.' && segment !== '') segments.push(segment);
    }
    pathname = `/${segments.join('/')}`;
  }
  const search = target.search && target.search !== '?' ? target.search : '';
  const hash = target.hash && target.hash !== '#' ? target.hash : '';
  return { pathname, search, hash };
}
