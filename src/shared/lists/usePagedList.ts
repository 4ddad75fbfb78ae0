import {
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
} from '@tanstack/react-query';
import type { ServiceName } from '@/config/env.ts';
import type { PortalError } from '@/api/errors.ts';
import { PAGE_SIZE, type PageRequest, requestPage } from '@/api/pages.ts';

/** The pages after the first: whether there are more, and loading the next. */
export interface MoreItems {
  hasMore: boolean;
  loading: boolean;
  /** Why the last "Show more" failed; the items loaded before stay. */
  failure: PortalError | null;
  load: () => void;
}

/** A list in the shape QueryList shows: the first page's state, and the items of every page. */
export interface ListQuery<Item> {
  isError: boolean;
  error: PortalError | null;
  isPending: boolean;
  isFetching: boolean;
  data: Item[] | undefined;
  refetch: () => unknown;
}

export interface PagedList<Item> {
  list: ListQuery<Item>;
  more: MoreItems;
}

export interface PagedListRequest {
  service: ServiceName;
  /** The operation's query key with the page size (`getListOrdersQueryKey({ limit })`). */
  queryKey: QueryKey;
  /** The operation's path for one page (`(page) => getListOrdersUrl(page)`). */
  pathOf: (page: PageRequest) => string;
}

/** The list's pages as one infinite query: the screen's hook and its early request share it. */
const pagedListOptions = <Item>({ service, queryKey, pathOf }: PagedListRequest) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      requestPage<Item>(
        service,
        pathOf(pageParam ? { limit: PAGE_SIZE, cursor: pageParam } : { limit: PAGE_SIZE }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * The list's first page, asked before the screen's first render when it is the landing screen
 * (the route's `prefetch`): the same query the screen then reads, so nothing is asked twice and a
 * failure stays in the query for the screen to show. Settles once the page has answered or failed.
 */
export function prefetchPagedList(
  queryClient: QueryClient,
  request: PagedListRequest,
): Promise<void> {
  return queryClient.prefetchInfiniteQuery(pagedListOptions(request));
}

/**
 * A list the contract pages, a page at a time (react-query's infinite query): the first page when
 * the screen opens, the next on "Show more". A service that does not page answers everything at
 * once, and there is no more. Invalidating the operation's key (its first element) refetches the
 * loaded pages.
 */
export function usePagedList<Item>(request: PagedListRequest): PagedList<Item> {
  const query = useInfiniteQuery(pagedListOptions<Item>(request));
  // A failed next page is the "Show more"'s failure: the pages loaded before stay on screen.
  const failedFirst = query.isError && !query.isFetchNextPageError;
  return {
    list: {
      isError: failedFirst,
      error: failedFirst ? query.error : null,
      isPending: query.isPending,
      isFetching: query.isFetching,
      data: query.data?.pages.flatMap((page) => page.items),
      refetch: query.refetch,
    },
    more: {
      hasMore: query.hasNextPage,
      loading: query.isFetchingNextPage,
      failure: query.isFetchNextPageError ? query.error : null,
      // While a page is on its way, asking again waits for it rather than asking twice.
      load: () => void query.fetchNextPage({ cancelRefetch: false }),
    },
  };
}
