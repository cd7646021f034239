import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error';
import { LoadingIndicator } from './loading-indicator';
import { QueryState } from './query-state';
import { errorText } from '../../lib/error-text';

/**
 * A list screen's states from its query: a loading indicator, then the load error with a retry
 * button, the empty panel, or the items.
 */
export function QueryList<T>({
  query,
  loadingLabel,
  loadFailed,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  /** What could not be loaded; the error's own message follows it. */
  loadFailed: string;
  /** Shown when the list has no items. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      pending={<LoadingIndicator label={loadingLabel} />}
      error={(error, retry) => (
        <LoadError
          message={`${loadFailed} ${errorText(error)}`}
          retryLabel={t('common.retry')}
          onRetry={retry}
        />
      )}
    >
      {(items) => (items.length === 0 ? empty : children(items))}
    </QueryState>
  );
}
