import { z } from 'zod';

/**
 * The shape of one declared API call. Each area of the API (orders, auth, admin orders, ...) names
 * its calls twice over in two files of its own: `<area>.paths.ts` says where each call lives
 * ('GET /api/payments'), as plain strings the web app can ship without zod; `<area>.ts` says what it
 * takes and answers, with the zod schemas the server validates with. `contract.ts` joins them.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a call lives: its method and its full path, with `:name` for a path parameter. */
export type Route = `${HttpMethod} /api${string}`;

/** Who may make the call: anyone, a signed-in user (customer or admin), or an admin only. */
export type Access = 'public' | 'customer' | 'admin';

export interface EndpointSpec {
  /** One line for the API reference. */
  summary: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. A multipart form (an upload) has no body schema: see `multipart`. */
  body?: z.ZodType;
  /** The call takes a multipart form; its handler reads and checks the fields and the file itself. */
  multipart?: { fields: readonly string[]; file: string; isFileRequired: boolean };
  /** The media type of a successful answer that is not JSON (an image, a page): 'image/*', 'text/html'. */
  answerMediaType?: string;
  /** The answers by status: the successful ones (200, 201, 204), and any error with a body of its own. */
  responses: Partial<Record<number, z.ZodType>>;
  /**
   * Error statuses particular to this call (404, 409, 413, ...). Every call may also answer 400
   * (invalid input), 429 (too many requests), 500 and 503, and a call that is not public 401 and 403.
   */
  errors?: readonly number[];
}

export type PathTable = Record<string, Route>;

type MethodOf<R> = R extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<R> = R extends `${HttpMethod} ${infer P}` ? P : never;

/** One declared call: its spec, with its name, method, path and area (the reference's section). */
export type Endpoint<
  Name extends string = string,
  R extends Route = Route,
  S extends EndpointSpec = EndpointSpec,
> = S & { name: Name; method: MethodOf<R>; path: PathOf<R>; area: string };

export type Endpoints<P extends PathTable, S extends { [K in keyof P]: EndpointSpec }> = {
  [K in keyof P & string]: Endpoint<K, P[K], S[K]>;
};

/** Splits 'GET /api/payments' into its method and path. */
export function splitRoute(route: Route): { method: HttpMethod; path: string } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space) as HttpMethod, path: route.slice(space + 1) };
}

/** Joins an area's path table and its specs; each named call must have both. */
export function defineEndpoints<const P extends PathTable, const S extends { [K in keyof P]: EndpointSpec }>(
  area: string,
  paths: P,
  specs: S,
): Endpoints<P, S> {
  const endpoints: Record<string, Endpoint> = {};
  for (const name of Object.keys(paths)) {
    const route = paths[name]!;
    const spec = specs[name];
    if (!spec) throw new Error(`${area}: '${name}' (${route}) has no spec`);
    endpoints[name] = { ...spec, ...splitRoute(route), name, area } as Endpoint;
  }
  for (const name of Object.keys(specs)) {
    if (!(name in paths)) throw new Error(`${area}: '${name}' has a spec but no path`);
  }
  return endpoints as Endpoints<P, S>;
}

/** The body of every failed call: the message to show, the code to react to, per-field messages. */
export const errorAnswerSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/**
 * What an export call answers: a CSV file (UTF-8 with a byte order mark, `text/csv`), at most
 * MAX_EXPORT_ROWS rows of the list with the same filters (csv.ts), as an attachment to save.
 */
export const csvExportAnswer = {
  answerMediaType: 'text/csv',
  responses: {
    200: z.unknown().meta({
      description:
        "The CSV file's bytes; the header x-export-truncated is 'true' when the list had more rows than were written.",
    }),
  },
} as const;

/** A successful call that only says so (e.g. 'Berhasil logout'). */
export const messageAnswerSchema = z.object({ message: z.string() });

/** `{ data }` with an optional message: the envelope of most successful answers. */
export function dataAnswer<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

// What the answer types are on each side of the wire, for the web app's typed client.
type Output<T> = T extends z.ZodType ? z.output<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

/** The successful answer of a call, as the browser receives it. */
export type AnswerOf<E extends EndpointSpec> = {
  [S in keyof E['responses'] & SuccessStatus]: Output<E['responses'][S]>;
}[keyof E['responses'] & SuccessStatus];

type SuccessStatus = 200 | 201 | 204;

/** What the caller passes: path parameters, query and body, each only when the call takes it. */
export type InputOf<E extends EndpointSpec> = (E['params'] extends z.ZodType
  ? { params: Output<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Partial<Output<E['query']>> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined }) &
  (E['multipart'] extends object ? { form: MultipartForm } : { form?: undefined });

/** The browser's FormData, as far as this package (which knows no DOM) needs to name it. */
export interface MultipartForm {
  append(name: string, value: string): void;
}
