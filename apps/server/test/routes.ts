import type { FastifyInstance, HTTPMethods } from 'fastify';

const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The registered routes as 'METHOD /path', read from printRoutes' tree (one tree per method, so
 * a parameter has one name): each line is a path segment under its parent, with the methods it
 * answers in parentheses when a route ends there.
 */
export function registeredRoutes(instance: FastifyInstance): string[] {
  const routes: string[] = [];
  for (const method of ROUTE_METHODS) {
    const parents: string[] = [];
    for (const line of instance.printRoutes({ commonPrefix: false, method }).split('\n')) {
      const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      parents.length = depth;
      const routePath = (parents[depth - 1] ?? '') + match[2]!;
      parents.push(routePath);
      if (match[3]?.split(', ').includes(method)) routes.push(`${method} ${routePath}`);
    }
  }
  return routes;
}

export function routeOf(key: string): { method: HTTPMethods; url: string } {
  const [method, url] = key.split(' ') as [HTTPMethods, string];
  return { method, url };
}
