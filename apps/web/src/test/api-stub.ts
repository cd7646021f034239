import { vi } from 'vitest';

/** What a stubbed endpoint sees of a request. */
export interface StubRequest {
  method: string;
  /** Decoded path, without the query string (e.g. /api/users/role/a@b.com). */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (request: StubRequest) => Response | Promise<Response>;

/** A JSON answer. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** An answer that never comes (to look at a screen while a request is pending). */
export function pending(): Promise<Response> {
  return new Promise(() => {});
}

/**
 * Replaces fetch, the network boundary, with the given endpoints, keyed "METHOD /api/path".
 * Unknown endpoints answer 404. Returns the requests made, in order.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: StubRequest = {
      method,
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      body: text === undefined ? undefined : JSON.parse(text),
    };
    requests.push(request);
    const handler = handlers[`${method} ${request.path}`];
    if (!handler) return json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

export interface TestUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: 'customer' | 'admin';
  person: 'normal' | 'premium';
  /** The language the account keeps (null: not chosen yet). */
  language: 'en' | 'bn' | null;
  /** Whether sign-in asks for an authenticator code (absent: no). */
  twoFactorEnabled?: boolean;
}

export const customer: TestUser = {
  id: 'u-customer',
  name: 'Ayesha Rahman',
  email: 'ayesha@example.com',
  image: null,
  role: 'customer',
  person: 'normal',
  language: 'en',
};

export const admin: TestUser = {
  id: 'u-admin',
  name: 'Karim Hossain',
  email: 'karim@example.com',
  image: null,
  role: 'admin',
  person: 'normal',
  language: 'en',
};

/** The session and role endpoints for a signed-in user, or a visitor's session for null. */
export function sessionEndpoints(user: TestUser | null): Record<string, Handler> {
  if (!user) return { 'GET /api/auth/get-session': () => json(null) };
  return {
    'GET /api/auth/get-session': () =>
      json({ session: { id: 's1', userId: user.id, expiresAt: '2099-01-01T00:00:00Z' }, user }),
    [`GET /api/users/role/${user.email}`]: () => json({ role: user.role }),
    'POST /api/users': () => json({ _id: user.id, ...user }),
    // The navigation's bell asks for a signed-in member's notifications.
    'GET /api/notifications': () => json({ items: [], unreadCount: 0 }),
  };
}

/** GET /api/config's `payments` with the built-in test gateway (the server's default). */
export const LOCAL_PAYMENTS = { gateway: 'local', publishableKey: null } as const;
