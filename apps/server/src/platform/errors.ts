import { ERROR_MESSAGES, ERROR_STATUS, type ErrorBody, type ErrorCode } from '@premium-shop/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An expected failure with a code of the shop's vocabulary and a message for the user. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly fieldErrors?: Record<string, string>,
    /** Sent as Retry-After: when asking again can succeed (a quota's window moving on). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

// PostgreSQL refusing a connection or going away mid-request: the shop is down, not the request.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P03',
  '53300',
  '08006',
  '08001',
]);

// PostgreSQL refusing text it cannot store (a NUL character, a byte sequence invalid in UTF-8): the
// request's fault, answered 400, never 500. Requests are screened for NUL first (rejectNulCharacters);
// this is the net behind it, e.g. for multipart fields.
const INVALID_TEXT_CODES = new Set(['22021', '22P05']);

export const INVALID_TEXT_MESSAGE = 'Teks berisi karakter yang tidak didukung.';

/** The SQLSTATE of a database error, also when the query builder wrapped it. */
function databaseCode(error: FastifyError): string | undefined {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : error.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether the database could not be reached or went away mid-query, looking through the query
 * builder's wrapper (it reports 'Failed query: ...' with the driver's error as the cause).
 */
function isDatabaseUnavailable(error: FastifyError): boolean {
  const cause = (error as { cause?: unknown }).cause;
  const causeMessage = cause instanceof Error ? cause.message : '';
  return (
    UNAVAILABLE_CODES.has(databaseCode(error) ?? '') ||
    /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/.test(
      `${error.message}\n${causeMessage}`,
    )
  );
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * Refuses a NUL character anywhere in a request's path parameters, query or JSON body with 400
 * before any handler runs: PostgreSQL cannot store it, and no text the shop keeps needs it.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      done(new AppError('VALIDATION_FAILED', INVALID_TEXT_MESSAGE));
      return;
    }
    done();
  });
}

function statusFrom(error: FastifyError): number | undefined {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, value]) => value === status);
  return match?.[0] ?? 'VALIDATION_FAILED';
}

/**
 * One error handler for the whole API: every error answers `{ message, code, errors? }` (an
 * Indonesian message for users, a stable code, field messages for a form), never a 500 for bad input.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.status;
      body = {
        message: error.message,
        code: error.code,
        ...(error.fieldErrors && { errors: error.fieldErrors }),
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] ??= issue.message ?? ERROR_MESSAGES.VALIDATION_FAILED;
      }
      status = 400;
      body = {
        message: Object.values(errors)[0] ?? ERROR_MESSAGES.VALIDATION_FAILED,
        code: 'VALIDATION_FAILED',
        errors,
      };
    } else if (error.code && FASTIFY_CODES[error.code]) {
      const code = FASTIFY_CODES[error.code]!;
      status = ERROR_STATUS[code];
      body = { message: ERROR_MESSAGES[code], code };
    } else if (INVALID_TEXT_CODES.has(databaseCode(error) ?? '')) {
      status = 400;
      body = { message: INVALID_TEXT_MESSAGE, code: 'VALIDATION_FAILED' };
    } else if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      status = 503;
      body = { message: ERROR_MESSAGES.SERVICE_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' };
    } else if (statusFrom(error) !== undefined && !isResponseSerializationError(error)) {
      status = statusFrom(error)!;
      const code = codeForStatus(status);
      body = { message: ERROR_MESSAGES[code], code };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { message: ERROR_MESSAGES.INTERNAL, code: 'INTERNAL' };
    }
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    } else if (status === 503) void reply.header('retry-after', '5');
    // The envelope is serialised as itself: a route's response schema describes its own answers, and
    // serialising an error through it (a 400 schema of another shape) would turn a 4xx into a 500.
    return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
  });
}

/**
 * Fastify's `frameworkErrors`: failures found before routing (a malformed URL, a path parameter over
 * the length limit) skip the error handler, so they are answered here in the same envelope.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = statusFrom(error) ?? 400;
  const code: ErrorCode = status === 404 ? 'ROUTE_NOT_FOUND' : 'VALIDATION_FAILED';
  const body: ErrorBody = { message: ERROR_MESSAGES[code], code };
  void reply.code(status).send(body);
}
