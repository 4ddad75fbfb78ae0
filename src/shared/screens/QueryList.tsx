import type { ReactNode } from 'react';
import { ShowMore } from '@/shared/lists/ShowMore.tsx';
import type { ListQuery, MoreItems } from '@/shared/lists/usePagedList.ts';
import { LoadFailure } from './LoadFailure.tsx';

/**
 * A loaded list in its four states: failed (the catalogue's message and a retry), loading, empty,
 * or its items; for a paged list (`more`), "Show more" below them while the service has more.
 */
export function QueryList<T>({
  query,
  failureTitle,
  loading,
  empty,
  more,
  children,
}: {
  query: ListQuery<T>;
  failureTitle: string;
  loading: ReactNode;
  empty: ReactNode;
  more?: { items: MoreItems; noun: string };
  children: (items: T[]) => ReactNode;
}) {
  if (query.isError) {
    return <LoadFailure title={failureTitle} query={query} />;
  }
  if (query.isPending || query.data === undefined) return loading;
  if (query.data.length === 0) return empty;
  return (
    <>
      {children(query.data)}
      {more ? <ShowMore more={more.items} noun={more.noun} /> : null}
    </>
  );
}
