import type { BlockedMember } from '@bondhon/shared/schemas/blocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const blockQueryKeys = { all: ['blocks'] } as const;

/** GET /api/blocks: the caller's own blocks, newest first. */
export function getBlocks({ signal }: { signal?: AbortSignal } = {}): Promise<BlockedMember[]> {
  return apiRequest<BlockedMember[]>('/blocks', { signal });
}

export function blocksQueryOptions() {
  return queryOptions({
    queryKey: blockQueryKeys.all,
    queryFn: ({ signal }) => getBlocks({ signal }),
  });
}

export function useBlocks() {
  return useQuery(blocksQueryOptions());
}
