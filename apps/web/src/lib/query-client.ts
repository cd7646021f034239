import { QUERY_GC_MS, QUERY_RETRIES, queryRetryDelay } from '@bondhon/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors that a retry cannot fix; everything else (5xx, network, 408, 429) is retried. */
function isPermanentFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** Spec §9: up to QUERY_RETRIES retries, backoff doubling from 1 s to 30 s, 5-minute gc. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && !isPermanentFailure(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_MS,
      },
    },
  });
}

export const queryClient = createQueryClient();
