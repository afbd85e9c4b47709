import type { Endpoint } from '@premium-shop/domain/api/endpoint';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * What `app.route` needs of a declared call (packages/domain/src/api): its method, its URL under the
 * plugin's prefix, its schemas (which type the handler's request and answer), and the sign-in check
 * its access asks for. A route is written as
 * `app.route({ ...declared(app, orderEndpoints.listOrders), handler })`, so the path, the input,
 * the answer and who may call it are said once, in the contract, for the server and the web app.
 */
export function declared<const E extends Endpoint>(app: FastifyInstance, endpoint: E) {
  if (!endpoint.path.startsWith(app.prefix)) {
    throw new Error(`${endpoint.name} (${endpoint.path}) is registered under ${app.prefix}`);
  }
  const guards: Record<Endpoint['access'], Guard | undefined> = {
    public: undefined,
    customer: app.authenticate,
    admin: app.requireAdmin,
  };
  const guard = guards[endpoint.access];
  return {
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length) || '/',
    ...(guard && { onRequest: guard }),
    schema: {
      operationId: endpoint.name,
      summary: endpoint.summary,
      tags: [endpoint.area],
      ...(endpoint.access !== 'public' && { security: [{ bearer: [] }] }),
      ...inputSchemas(endpoint),
      response: endpoint.responses as E['responses'],
    },
  };
}

/**
 * The call's input schemas, typed as declared; a part the call does not take is left out rather
 * than set to undefined, which Fastify would warn about on every route.
 */
function inputSchemas<E extends Endpoint>(
  endpoint: E,
): { params: E['params']; querystring: E['query']; body: E['body'] } {
  const schemas = { params: endpoint.params, querystring: endpoint.query, body: endpoint.body };
  for (const key of Object.keys(schemas) as (keyof typeof schemas)[]) {
    if (schemas[key] === undefined) delete schemas[key];
  }
  return schemas;
}
