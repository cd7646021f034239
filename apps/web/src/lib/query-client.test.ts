import { QUERY_GC_MS, QUERY_RETRIES, queryRetryDelay } from '@bondhon/shared/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, shouldRetryQuery } from './query-client';

const serverError = new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' });
const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'gone' });

describe('query client', () => {
  it('applies the spec §9 cache behaviour to every query', () => {
    const queries = createQueryClient().getDefaultOptions().queries;

    expect(queries?.gcTime).toBe(QUERY_GC_MS);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
  });

  it('retries server and network failures up to the retry limit, then stops', () => {
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(QUERY_RETRIES - 1, new TypeError('offline'))).toBe(true);
    expect(shouldRetryQuery(QUERY_RETRIES, serverError)).toBe(false);
  });

  it('does not retry answers a retry cannot change, but does retry rate limiting', () => {
    expect(shouldRetryQuery(0, notFound)).toBe(false);
    expect(
      shouldRetryQuery(0, new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'slow' })),
    ).toBe(true);
  });
});
