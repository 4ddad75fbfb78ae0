import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PortalError } from '@/api/errors.ts';
import { LoadFailure } from './LoadFailure.tsx';

/**
 * A loaded list in its four states: failed (the catalogue's message and a retry), loading, empty,
 * or its items.
 */
export function QueryList<T>({
  query,
  failureTitle,
  loading,
  empty,
  children,
}: {
  query: UseQueryResult<T[], PortalError>;
  failureTitle: string;
  loading: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isError) {
    return (
      <LoadFailure
        title={failureTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending) return loading;
  return query.data.length === 0 ? empty : children(query.data);
}
