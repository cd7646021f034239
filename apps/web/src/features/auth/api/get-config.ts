import { clientConfigResponse, type ClientConfigResponse } from '@bondhon/shared/schemas/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/config: this server's set-up, such as the provider behind the Google button. */
export function getClientConfig({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ClientConfigResponse> {
  return apiRequest('/config', { schema: clientConfigResponse, signal });
}

export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => getClientConfig({ signal }),
    staleTime: Infinity,
  });
}
