/**
 * What the log may hold. Request URLs lose their secrets (the reset page's token, every query value),
 * and errors lose the values the database was sent (a query's parameters, PostgreSQL's `detail` such as
 * "Key (email)=(budi@gmail.com) already exists", a rejected value quoted in the message), keeping what
 * tells the failure apart: type, message, SQL text with its placeholders, code, constraint, table.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const HIDDEN = '[dihapus]';

/** Fields of an error (drizzle's query error, node-postgres' DatabaseError) that carry sent values. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);
const MAX_CAUSES = 5;

/**
 * `url` as the log may show it: the token of the reset page (/auth/forgot-password/{token}, any case)
 * and every query value replaced by [dihapus]; the query's keys stay.
 */
export function safeUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const safePath = pathname.replace(/(forgot-password\/+)[^/]+/gi, `$1${HIDDEN}`);
  if (queryStart === -1) return safePath;
  const keys = url
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((part) => `${part.split('=')[0]}=${HIDDEN}`);
  return `${safePath}?${keys.join('&')}`;
}

/** Fastify's `req` serializer, with the URL made safe. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: safeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface ErrorLike {
  name?: unknown;
  message: string;
  stack?: unknown;
  cause?: unknown;
  [key: string]: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';
}

/**
 * The message without sent values: drizzle's "Failed query: ...\nparams: ..." loses its params line,
 * and a value quoted after a colon (PostgreSQL's `invalid input syntax for type uuid: "..."`) is hidden.
 */
function safeMessage(message: string): string {
  return message
    .split('\n')
    .filter((line) => !/^\s*params:/i.test(line))
    .join('\n')
    .replace(/: "(?:[^"]|"")*"/g, `: "${HIDDEN}"`);
}

function typeOf(error: ErrorLike): string {
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  if (typeof constructorName === 'string' && constructorName !== 'Object') return constructorName;
  return typeof error.name === 'string' ? error.name : 'Error';
}

/** The `err` serializer of every log line: pino's fields, minus the values sent to the database. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  const type = typeOf(error);
  const message = safeMessage(error.message);
  const serialized: Record<string, unknown> = { type, message };
  if (typeof error.stack === 'string') {
    // The stack starts with "<name>: <original message>", which may hold the values: rebuilt.
    const frames = error.stack.indexOf('\n    at ');
    serialized.stack =
      frames === -1 ? `${type}: ${message}` : `${type}: ${message}${error.stack.slice(frames)}`;
  }
  for (const key of Object.keys(error)) {
    if (key in serialized || key === 'cause' || VALUE_FIELDS.has(key)) continue;
    const value = error[key];
    serialized[key] = isErrorLike(value) ? serializeError(value, depth + 1) : value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with the safe `req` and `err` serializers (off stays off). */
export function withSafeSerializers(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  // Fastify types `err` as returning pino's shape; serializeError returns that shape for every error.
  const err = serializeError as (error: Error) => { type: string; message: string; stack: string };
  return { ...options, serializers: { ...options.serializers, req: serializeRequest, err } };
}
