import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A single record's states from its query: `pending` while it loads, then `error` (given the
 * error and a retry that fetches again) or the record.
 */
export function QueryState<T>({
  query,
  pending,
  error,
  children,
}: {
  query: UseQueryResult<T>;
  pending: ReactNode;
  error: (error: Error, retry: () => void) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return pending;
  if (query.isError) return error(query.error, () => void query.refetch());
  return children(query.data);
}
