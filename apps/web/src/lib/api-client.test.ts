import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, apiRequestWithHeaders, apiUrl } from './api-client';

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('builds /api URLs and leaves empty query values out', () => {
    expect(apiUrl('/premium-members', { order: 'desc', page: 2, gender: undefined })).toBe(
      '/api/premium-members?order=desc&page=2',
    );
    expect(apiUrl('health')).toBe('/api/health');
  });

  it('repeats a parameter given as a list, and leaves an empty list out', () => {
    expect(apiUrl('/biodatas/search', { occupation: ['Doctor', 'Teacher'], religion: [] })).toBe(
      '/api/biodatas/search?occupation=Doctor&occupation=Teacher',
    );
  });

  it('sends JSON with the session cookie and returns the answer as the server sent it', async () => {
    const fetchMock = stubFetch(answer(200, { insertedId: 'x1', message: 'Added' }));

    const result = await apiRequest<{ insertedId: string; message: string }>('/favourites', {
      method: 'POST',
      body: { biodataId: 'b1' },
    });

    expect(result).toEqual({ insertedId: 'x1', message: 'Added' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/favourites');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"biodataId":"b1"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('turns an error answer into an ApiError with status, code, message and field errors', async () => {
    stubFetch(
      answer(400, {
        code: 'VALIDATION_FAILED',
        message: 'Invalid biodata',
        fieldErrors: { mobile: ['This field is required'] },
      }),
    );

    const error = await rejection(apiRequest('/addBioData', { method: 'PUT', body: {} }));

    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Invalid biodata');
    expect(error.fieldErrors).toEqual({ mobile: ['This field is required'] });
  });

  it("keeps the authentication library's own codes and its message", async () => {
    stubFetch(
      answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    );

    const error = await rejection(apiRequest('/auth/sign-in/email', { method: 'POST', body: {} }));

    expect(error.status).toBe(401);
    expect(error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(error.message).toBe('Invalid email or password');
  });

  it('keeps the message of an error answer without a code, deriving the code from the status', async () => {
    stubFetch(answer(429, { message: 'Too many attempts. Try again in a minute.' }));

    const error = await rejection(apiRequest('/auth/sign-in/email', { method: 'POST', body: {} }));

    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toBe('Too many attempts. Try again in a minute.');
  });

  it('returns the answer headers too when asked', async () => {
    stubFetch(
      new Response('[]', {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-total-count': '42' },
      }),
    );

    const { data, headers } = await apiRequestWithHeaders<string[]>('/users/allData');

    expect(data).toEqual([]);
    expect(headers.get('x-total-count')).toBe('42');
  });

  it('answers undefined for a 204 without a body', async () => {
    stubFetch(new Response(null, { status: 204 }));

    await expect(
      apiRequest('/favourites/delete/f1', { method: 'DELETE' }),
    ).resolves.toBeUndefined();
  });

  it('keeps the message but drops field errors that are not lists of messages', async () => {
    stubFetch(
      answer(400, {
        code: 'VALIDATION_FAILED',
        message: 'Invalid biodata',
        fieldErrors: { mobile: 'This field is required' },
      }),
    );

    const error = await rejection(apiRequest('/addBioData', { method: 'PUT', body: {} }));

    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Invalid biodata');
    expect(error.fieldErrors).toEqual({});
  });

  it.each([
    ['an empty message', { code: 'CONFLICT', message: '' }],
    ['a message that is not text', { code: 'CONFLICT', message: 42 }],
    ['a code that is not text', { code: 409, message: 'Already requested' }],
    ['an empty code', { code: '', message: 'Already requested' }],
    ['a list instead of an object', [{ message: 'Already requested' }]],
  ])(
    'shows the generic message and a code from the status for an error body with %s',
    async (_case, body) => {
      stubFetch(answer(409, body));

      const error = await rejection(apiRequest('/create-payment-intent', { method: 'POST' }));

      expect(error.status).toBe(409);
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe('Something went wrong. Please try again.');
      expect(error.fieldErrors).toEqual({});
    },
  );

  it('derives a code from the status when the error body is not the server format', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await rejection(apiRequest('/matremony/allData'));

    expect(error.status).toBe(502);
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe('Something went wrong. Please try again.');
    expect(error.fieldErrors).toEqual({});
  });

  it('reports a failed connection as a NETWORK ApiError with status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));

    const error = await rejection(apiRequest('/details/1'));

    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK');
  });
});
