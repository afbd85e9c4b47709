import { contract } from '@premium-shop/domain/api/contract';
import { errorAnswerSchema, type Endpoint } from '@premium-shop/domain/api/endpoint';

/** Problems with fake answers of the current test; vitest.setup.ts fails the test on any. */
export const fakeAnswerProblems: string[] = [];

/** Each declared call with a pattern for its path; calls with fewer parameters are tried first. */
const matchers = Object.values(contract as Record<string, Endpoint>)
  .map((endpoint) => ({
    endpoint,
    pattern: new RegExp(`^${endpoint.path.replaceAll(/:\w+/g, '[^/]+')}/?$`),
    parameters: endpoint.path.split(':').length - 1,
  }))
  .sort((a, b) => a.parameters - b.parameters);

/** The declared call a request goes to, if any (by method and path; host and query ignored). */
export function endpointFor(method: string, url: string): Endpoint | undefined {
  const { pathname } = new URL(url, 'http://shop.test');
  return matchers.find(
    ({ endpoint, pattern }) => endpoint.method === method.toUpperCase() && pattern.test(pathname),
  )?.endpoint;
}

/**
 * Whether a test's fake answer is one the server could give: a success as the call declares it, an
 * error in the shop's error envelope. Answers for paths outside /api (images) are not checked.
 * Returns the problem, or undefined.
 */
export async function checkFakeAnswer(
  method: string,
  url: string,
  response: Response,
): Promise<string | undefined> {
  const { pathname } = new URL(url, 'http://shop.test');
  if (!pathname.startsWith('/api')) return undefined;
  const where = `${method.toUpperCase()} ${pathname}`;
  const endpoint = endpointFor(method, url);
  if (!endpoint) return `${where} is no call of the API contract`;
  if (response.status === 204) return undefined;
  const schema = endpoint.responses[response.status] ?? (response.ok ? undefined : errorAnswerSchema);
  if (!schema) return `${where} (${endpoint.name}) does not answer ${response.status} in the contract`;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // A proxy's own error page in front of the shop (nginx's 502, 503, 504) is HTML, and the
    // browser can meet one; an answer of the shop itself is always JSON.
    if (response.status >= 502 && response.status <= 504) return undefined;
    body = undefined;
  }
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
  return `${where} (${endpoint.name}) fake answer ${response.status} does not match the contract: ${issues}`;
}
