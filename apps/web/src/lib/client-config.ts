import type { ClientConfigResponse } from '@bondhon/shared/schemas/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * GET /api/config: this server's set-up: the provider behind the Google button, and how the card
 * form pays (the built-in test gateway, or Stripe with its publishable key).
 */
export function getClientConfig({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ClientConfigResponse> {
  return apiRequest<ClientConfigResponse>('/config', { signal });
}

export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => getClientConfig({ signal }),
    staleTime: Infinity,
  });
}
