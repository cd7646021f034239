import type { ErrorCode } from '@bondhon/shared/errors';
import i18n from './i18n';

/** Every call of the server lives under this prefix (DESIGN.md, "The API"). */
export const API_PREFIX = '/api';

/**
 * The server's error codes, plus NETWORK when no answer arrived at all (status 0). The
 * authentication library under /api/auth answers with codes of its own (for instance
 * INVALID_EMAIL_OR_PASSWORD), so any other string is accepted too.
 */
export type ApiErrorCode = ErrorCode | 'NETWORK' | (string & {});

/**
 * An error answer: our `{code, message, fieldErrors?}`, read leniently, so that the
 * authentication library's answers (same shape, codes of its own, sometimes no code) keep the
 * server's message too.
 */
interface ErrorBody {
  code?: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
  suspension?: Suspension;
}

/** A suspended member's sign-in refusal says until when (null: indefinitely) and why. */
export interface Suspension {
  until: string | null;
  reason: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    isPlainObject(value) &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((item) => typeof item === 'string'),
    )
  );
}

/**
 * The error body when it has that shape: a non-empty message, and a code that is a non-empty
 * string when there is one; field errors of another shape are dropped. Null otherwise.
 */
function readErrorBody(body: unknown): ErrorBody | null {
  if (!isPlainObject(body)) return null;
  const { code, message, fieldErrors, suspension } = body;
  if (typeof message !== 'string' || message === '') return null;
  if (code !== undefined && (typeof code !== 'string' || code === '')) return null;
  return {
    code,
    message,
    fieldErrors: isFieldErrors(fieldErrors) ? fieldErrors : undefined,
    // The server's own answer (ADR 0006): its shape is the one the server's schema wrote.
    suspension: isPlainObject(suspension) ? (suspension as unknown as Suspension) : undefined,
  };
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: Readonly<Record<string, string[]>>;
  /** A suspended member's sign-in refusal (ACCOUNT_SUSPENDED): until when, and why. */
  readonly suspension: Suspension | undefined;

  constructor(options: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fieldErrors?: Record<string, string[]> | undefined;
    suspension?: Suspension | undefined;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
    this.suspension = options.suspension;
  }
}

type QueryValue = string | number | boolean;
/** A list is the parameter repeated (`occupation=A&occupation=B`); an empty one is left out. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[] | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out, lists repeated. */
  query?: QueryParams;
  signal?: AbortSignal;
  /** The request outlives the page (a reload or a navigation right after it is sent). */
  keepalive?: boolean;
}

/** A query as search parameters: null and undefined values left out, lists repeated. */
export function querySearchParams(query: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(key, String(item));
  }
  return search;
}

export function apiUrl(path: string, query?: QueryParams): string {
  const url = `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const queryString = querySearchParams(query).toString();
  return queryString ? `${url}?${queryString}` : url;
}

function statusToCode(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body = readErrorBody(await readJson(response));
  if (body) {
    const { code, message, fieldErrors, suspension } = body;
    return new ApiError({
      status: response.status,
      code: code ?? statusToCode(response.status),
      message,
      fieldErrors,
      suspension,
    });
  }
  return new ApiError({
    status: response.status,
    code: statusToCode(response.status),
    message: i18n.t('errors.unexpected'),
  });
}

/** Sends the request; rejects with an ApiError for a non-2xx answer or a network failure. */
async function send(
  path: string,
  { method = 'GET', body, query, signal, keepalive }: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      message: i18n.t('errors.network'),
      cause: error,
    });
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

async function readBody(response: Response): Promise<unknown> {
  return response.status === 204 ? undefined : readJson(response);
}

/**
 * Calls `/api{path}` with the session cookie and JSON in both directions. Resolves with the
 * answer as `T`, the shared type of that call's answer: the server checked it against the
 * shared schema before sending it, so the browser does not parse it again
 * (docs/decisions/0006-client-trusts-server-validated-answers.md). Rejects with an ApiError for
 * any non-2xx answer or network failure. No timeout (spec §9); pass `signal` to cancel
 * (TanStack Query passes one to every query function).
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return (await readBody(await send(path, options))) as T;
}

/** Like apiRequest, for the calls whose answer headers matter too (e.g. x-total-count). */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const response = await send(path, options);
  return { data: (await readBody(response)) as T, headers: response.headers };
}
