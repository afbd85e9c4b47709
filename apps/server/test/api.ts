import type { FastifyInstance, HTTPMethods } from 'fastify';

/**
 * A `call(method, url, payload?, token?)` that sends JSON as `defaultToken` unless told (null: no
 * token) and answers the status and the parsed body.
 */
export function jsonCaller(app: FastifyInstance, defaultToken: string | null) {
  return async function call(
    method: HTTPMethods,
    url: string,
    payload?: object,
    token: string | null = defaultToken,
  ) {
    const response = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload && { payload }),
    });
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the parsed answer stays untyped (any, as app.inject's json() gives it): each test asserts its shape with expect
    return { status: response.statusCode, body: response.json() };
  };
}
