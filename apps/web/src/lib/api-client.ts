import { ERROR_MESSAGES, isErrorCode, type ErrorCode } from '@premium-shop/domain/errors';
import type { Contract } from '@premium-shop/domain/api/contract';
import type { AnswerOf, InputOf } from '@premium-shop/domain/api/endpoint';
import { API_PATHS, type EndpointName } from '@premium-shop/domain/api/paths';
import type { Pagination } from '@premium-shop/domain/pagination';
import {
  clearSession,
  dropRefreshToken,
  endSession,
  getSession,
  isSessionExpired,
  saveSession,
  type Session,
} from './session';

export const API_BASE_PATH = '/api';

export type { Pagination };

/** The success envelope of every API answer: `{ data, message?, pagination?, nextCursor? }`. */
export interface ApiResponse<T> {
  data: T;
  message?: string;
  pagination?: Pagination;
  /** A keyset-paged list's next page (GET /products); null after the last. */
  nextCursor?: string | null;
}

/** A failed API call, carrying the server's code so screens can react to it without parsing text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  /** Per-field messages of a rejected form, keyed by field name. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Whether `message` is the server's own text; otherwise it is this client's default for the code. */
  readonly isServerMessage: boolean;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    fieldErrors: Record<string, string> = {},
    isServerMessage = false,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.isServerMessage = isServerMessage;
  }
}

/**
 * SPEC §8 'Expired token before a request'. Kept here rather than read from the domain's AUTH_MESSAGES:
 * that module builds zod schemas on load, and this client is in the entry chunk.
 */
export const TOKEN_EXPIRED_MESSAGE = 'Token expired';

/** A request cancelled before it was sent because the session expired and could not be refreshed. */
export class SessionExpiredError extends ApiError {
  constructor() {
    super(401, 'TOKEN_EXPIRED', TOKEN_EXPIRED_MESSAGE);
  }
}

/** The server's message for a failed call, else `fallback` (SPEC §8: 'server message, else ...'). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.isServerMessage ? error.message : fallback;
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
  const hasMessage = typeof body.message === 'string' && body.message !== '';
  const message = hasMessage ? (body.message as string) : ERROR_MESSAGES[code];
  return new ApiError(status, code, message, readFieldErrors(body.errors), hasMessage);
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData goes as multipart (uploads). */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /**
   * false for calls made without a session (login, register, refresh, password reset): no bearer even
   * when one is stored, no refresh first, and a 401 is only an answer for the form to show.
   */
  auth?: boolean;
  /**
   * Told how much of a FormData body has been sent (bytes sent, bytes in all; 0 in all when the
   * browser cannot say). fetch cannot report an upload's progress, so such a call goes by XMLHttpRequest.
   */
  onUploadProgress?: UploadProgressListener;
}

export type UploadProgressListener = (loaded: number, total: number) => void;

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

/** The headers of an XMLHttpRequest's answer, from its `name: value` lines. */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses whose answer has no body: a Response built with one throws. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Sends a multipart upload by XMLHttpRequest, reporting the body's progress, and resolves to its
 * answer as a Response, so the caller reads it as it reads fetch's. Like fetch it rejects with a
 * TypeError when the server cannot be reached and with the signal's reason when aborted.
 */
function sendWithProgress(
  url: string,
  init: { method: string; headers: Headers; body: FormData; signal: AbortSignal | undefined },
  onUploadProgress: UploadProgressListener,
): Promise<Response> {
  const { method, headers, body, signal } = init;
  return new Promise((resolve, reject) => {
    // The shop aborts without a reason, which gives the signal an AbortError DOMException as fetch's.
    const abortReason = (): Error => {
      const reason: unknown = signal?.reason;
      return reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError');
    };
    if (signal?.aborted) {
      reject(abortReason());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.addEventListener('loadend', () => signal?.removeEventListener('abort', abort));
    xhr.upload.addEventListener('progress', (event) =>
      onUploadProgress(event.loaded, event.lengthComputable ? event.total : 0),
    );
    xhr.addEventListener('load', () => {
      // No status is what fetch would have rejected (a refused or cut connection).
      if (xhr.status < 200) {
        reject(new TypeError('Failed to fetch'));
        return;
      }
      const text = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      const answerHeaders = parseHeaders(xhr.getAllResponseHeaders());
      resolve(new Response(text, { status: xhr.status, statusText: xhr.statusText, headers: answerHeaders }));
    });
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('timeout', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () => reject(abortReason()));
    xhr.open(method, url);
    xhr.responseType = 'text';
    // The browser writes the multipart boundary into Content-Type itself, as fetch does.
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.send(body);
  });
}

/** Refresh this long before the access token expires, so a request never leaves with a dying token. */
export const REFRESH_MARGIN_MS = 60_000;

function needsRefresh(session: Session, nowMs: number): boolean {
  return session.expiresAt - nowMs <= REFRESH_MARGIN_MS;
}

/** The server refused the refresh token itself (expired, revoked, reused), as opposed to being unreachable. */
function isRefusedRefresh(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/**
 * Runs `task` while holding a lock shared by every tab of the shop, where the browser has Web Locks:
 * refresh tokens rotate, so two tabs refreshing with the same one would see the second refused.
 */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request('premium-shop-session-refresh', task);
}

async function refreshOnce(): Promise<Session | null> {
  return withRefreshLock(async () => {
    const session = getSession();
    if (!session?.refreshToken) return session;
    // Another tab may have refreshed while this one waited for the lock.
    if (!needsRefresh(session, Date.now())) return session;
    const usedToken = session.refreshToken;
    try {
      const { data } = await call('refreshSession', { body: { refreshToken: usedToken } }, { auth: false });
      // Signed out (or in as someone else) while the call ran: its answer must not bring the session back.
      if (getSession()?.refreshToken !== usedToken) return getSession();
      return saveSession(data);
    } catch (error) {
      if (!isRefusedRefresh(error)) throw error;
      // A tab without Web Locks may have rotated the token first; its session is the good one.
      const current = getSession();
      if (current && current.refreshToken !== usedToken) return current;
      dropRefreshToken(usedToken);
      return getSession();
    }
  });
}

let refreshInFlight: Promise<Session | null> | null = null;

/**
 * Trades the refresh token for a new session. Single-flight: concurrent callers share one call, since
 * the server accepts each refresh token only once. Resolves to the session after the attempt (without
 * refresh token when the server refused it); rejects when the server could not be reached.
 */
export function refreshSession(): Promise<Session | null> {
  refreshInFlight ??= refreshOnce().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

type SessionCheck = { state: 'none' } | { state: 'active'; session: Session } | { state: 'expired' };

async function checkSession(): Promise<SessionCheck> {
  const session = getSession();
  if (!session) return { state: 'none' };
  if (!needsRefresh(session, Date.now())) return { state: 'active', session };

  let current: Session | null = session;
  if (session.refreshToken) {
    try {
      current = await refreshSession();
    } catch (error) {
      // Unreachable server: a still-valid token may go out; an expired one is not a reason to sign out.
      if (!isSessionExpired(session)) return { state: 'active', session };
      throw error;
    }
  }
  if (!current || isSessionExpired(current)) return { state: 'expired' };
  return { state: 'active', session: current };
}

/**
 * The session to act on, refreshed when it is about to expire; null without one. An expired session
 * that cannot be refreshed is cleared quietly (route guards redirect by themselves). When the server is
 * unreachable the stored session is returned, so screens can show their own load errors.
 */
export async function ensureSession(): Promise<Session | null> {
  try {
    const check = await checkSession();
    if (check.state === 'active') return check.session;
    // Quietly: the guard redirects by itself, so the app shell must not navigate as well.
    if (check.state === 'expired') clearSession();
    return null;
  } catch {
    return getSession();
  }
}

/**
 * Before a request (SPEC §5): refresh when the token expires within a minute; when the session has
 * expired and cannot be refreshed, clear it, tell the app ('Token expired', then /login) and cancel.
 * Without a session the request goes out anonymous.
 */
async function authorize(): Promise<string | null> {
  const check = await checkSession();
  if (check.state === 'none') return null;
  if (check.state === 'active') return check.session.accessToken;
  endSession({ reason: 'expired', message: TOKEN_EXPIRED_MESSAGE });
  throw new SessionExpiredError();
}

/**
 * SPEC §4 'Session': a page that opens with an expired session (the home page) refreshes it, or clears
 * it and sends the user to /login as a request would. An unreachable server leaves it for later.
 */
export async function checkStoredSession(): Promise<void> {
  try {
    await authorize();
  } catch {
    // SessionExpiredError: already announced by authorize; anything else: nothing to do now.
  }
}

/**
 * Calls `/api/<path>` and returns the unwrapped envelope; the app reaches it only through `call`, by
 * name. Throws ApiError for any non-2xx answer or a success without the envelope; network failures
 * and aborts reject with fetch's own error (an upload with progress, sent by XMLHttpRequest, alike).
 * With a session, the call carries its bearer token, and a 401 or 403 to that token ends the session
 * (SPEC §6).
 */
async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', query, body, signal, auth = true, onUploadProgress } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');

  const accessToken = auth ? await authorize() : null;
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    // fetch writes the multipart boundary into Content-Type itself.
    requestBody = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  const url = buildUrl(path, query);
  const response =
    body instanceof FormData && onUploadProgress
      ? await sendWithProgress(url, { method, headers, body, signal }, onUploadProgress)
      : await fetch(url, { method, headers, body: requestBody, signal: signal ?? null });
  const payload = await readJson(response);

  if (!response.ok) {
    const error = toApiError(response.status, payload);
    // Only when the refused token is still the session's: a request sent before a new login says nothing about it.
    const isRefusedToken = response.status === 401 || response.status === 403;
    if (accessToken && isRefusedToken && getSession()?.accessToken === accessToken) {
      endSession({ reason: 'unauthorized', message: error.message });
    }
    throw error;
  }
  if (response.status === 204) return { data: undefined as T };
  if (!isRecord(payload) || !('data' in payload)) {
    throw new ApiError(response.status, 'INTERNAL', ERROR_MESSAGES.INTERNAL);
  }

  const envelope: ApiResponse<T> = { data: payload.data as T };
  if (typeof payload.message === 'string') envelope.message = payload.message;
  if (isRecord(payload.pagination)) envelope.pagination = payload.pagination as unknown as Pagination;
  if (typeof payload.nextCursor === 'string' || payload.nextCursor === null) {
    envelope.nextCursor = payload.nextCursor;
  }
  return envelope;
}

/** What a call of the contract takes; the argument may be left out when it takes nothing. */
type CallArguments<N extends EndpointName> =
  object extends InputOf<Contract[N]>
    ? [input?: InputOf<Contract[N]>, options?: CallOptions]
    : [input: InputOf<Contract[N]>, options?: CallOptions];

export type CallOptions = Pick<RequestOptions, 'signal' | 'auth' | 'headers' | 'onUploadProgress'>;

/** The answer of the contract's call `N`, as `call` resolves it. */
export type Answer<N extends EndpointName> = AnswerOf<Contract[N]>;

/**
 * Makes the API call named `name` in the contract (packages/domain/src/api): its method and path
 * come from there, and so do the types of its parameters, query, body and answer, so a field the
 * server renames breaks this app's build. `:name` parts of the path are filled from `params`.
 */
export async function call<N extends EndpointName>(
  name: N,
  ...[input, options]: CallArguments<N>
): Promise<Answer<N>> {
  const route: string = API_PATHS[name];
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as NonNullable<RequestOptions['method']>;
  const { params, query, body, form } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    form?: FormData;
  };
  const path = route
    .slice(space + 1 + API_BASE_PATH.length)
    .replaceAll(/:(\w+)/g, (_part, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
  const answer = await apiRequest<unknown>(path, { ...options, method, query, body: form ?? body });
  return answer as Answer<N>;
}
