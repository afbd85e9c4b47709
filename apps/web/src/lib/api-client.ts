import { ERROR_MESSAGES, isErrorCode, type ErrorCode } from '@premium-shop/domain/errors';

export const API_BASE_PATH = '/api';

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** The success envelope of every API answer (DESIGN.md §5). */
export interface ApiResponse<T> {
  data: T;
  message?: string;
  pagination?: Pagination;
}

/** A failed API call, carrying the server's code so screens can react to it without parsing text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  /** Per-field messages of a rejected form, keyed by field name. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number, code: ErrorCode, message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

// Answers that do not come from our error handler (a proxy's 502, a crash page) still need a code.
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, message] of Object.entries(value)) {
    if (typeof message === 'string') fieldErrors[field] = message;
  }
  return fieldErrors;
}

/** Builds the ApiError of a failed answer from its body `{ message, code, errors? }`, as far as it has one. */
export function toApiError(status: number, body: unknown): ApiError {
  const fallbackCode = codeForStatus(status);
  if (!isRecord(body)) return new ApiError(status, fallbackCode, ERROR_MESSAGES[fallbackCode]);
  const code = isErrorCode(body.code) ? body.code : fallbackCode;
  const message = typeof body.message === 'string' && body.message ? body.message : ERROR_MESSAGES[code];
  return new ApiError(status, code, message, readFieldErrors(body.errors));
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData goes as multipart (uploads). */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const url = `${API_BASE_PATH}/${path.replace(/^\/+/, '')}`;
  const encoded = search.toString();
  return encoded ? `${url}?${encoded}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls `/api/<path>` and returns the unwrapped envelope. Throws ApiError for any non-2xx answer or a
 * success without the envelope; network failures and aborts reject with fetch's own error.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', query, body, signal } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    // fetch writes the multipart boundary into Content-Type itself.
    requestBody = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  const response = await fetch(buildUrl(path, query), {
    method,
    headers,
    body: requestBody,
    signal: signal ?? null,
  });
  const payload = await readJson(response);

  if (!response.ok) throw toApiError(response.status, payload);
  if (response.status === 204) return { data: undefined as T };
  if (!isRecord(payload) || !('data' in payload)) {
    throw new ApiError(response.status, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
  }

  const envelope: ApiResponse<T> = { data: payload.data as T };
  if (typeof payload.message === 'string') envelope.message = payload.message;
  if (isRecord(payload.pagination)) envelope.pagination = payload.pagination as unknown as Pagination;
  return envelope;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
