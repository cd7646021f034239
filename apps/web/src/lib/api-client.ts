import type { ErrorCode } from '@bondhon/shared/errors';
import { z } from 'zod';
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
const errorBody = z.object({
  code: z.string().min(1).optional(),
  message: z.string().min(1),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional().catch(undefined),
});

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fieldErrors: Readonly<Record<string, string[]>>;

  constructor(options: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fieldErrors?: Record<string, string[]>;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: QueryParams;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: QueryParams): string {
  const url = `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const queryString = search.toString();
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

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = errorBody.safeParse(await readJson(response));
  if (parsed.success) {
    const { code, message, fieldErrors } = parsed.data;
    return new ApiError({
      status: response.status,
      code: code ?? statusToCode(response.status),
      message,
      fieldErrors,
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
  { method = 'GET', body, query, signal }: RequestOptions,
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
 * answer, parsed (and so typed) by `schema` when one is given, else `unknown`; rejects with an
 * ApiError for any non-2xx answer or network failure. No timeout (spec §9); pass `signal` to
 * cancel (TanStack Query passes one to every query function).
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema: z.ZodType<T> },
): Promise<T>;
export async function apiRequest(path: string, options?: RequestOptions): Promise<unknown>;
export async function apiRequest(
  path: string,
  { schema, ...options }: RequestOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const data = await readBody(await send(path, options));
  return schema ? schema.parse(data) : data;
}

/** Like apiRequest, for the calls whose answer headers matter too (e.g. x-total-count). */
export async function apiRequestWithHeaders<T>(
  path: string,
  { schema, ...options }: RequestOptions & { schema: z.ZodType<T> },
): Promise<{ data: T; headers: Headers }> {
  const response = await send(path, options);
  return { data: schema.parse(await readBody(response)), headers: response.headers };
}

/**
 * The server's reason when it refused a request (a 4xx answer with a message), or null when
 * there was no usable answer (no connection, a 5xx): then only a generic message is honest.
 */
export function refusalMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : null;
}
