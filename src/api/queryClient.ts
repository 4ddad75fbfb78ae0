import { type DefaultOptions, QueryClient } from '@tanstack/react-query';
import { NetworkError, type PortalError } from './errors.ts';

declare module '@tanstack/react-query' {
  // Every query and mutation fails with one of the catalogue's typed errors.
  interface Register {
    defaultError: PortalError;
  }
}

/**
 * Reads retry a failure that is quick to detect (connection refused or reset) twice. A server's
 * answer (4xx, 5xx) is final, and so is a timeout: it took the whole limit to find out, and the
 * customer should see the message and its Try again now, not after two more waits.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return error instanceof NetworkError && !error.timedOut && failureCount < 2;
}

/**
 * Asks again every read that failed: what failed together (one service down) comes back together,
 * after an outage of the sign-in service and on a Try again, rather than a second failure after it.
 */
export function refetchFailedReads(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
}

/** The caches made since the last `forgetQueryClientsForTests` (the page makes one for its life). */
const created = new Set<QueryClient>();

/**
 * The portal's cache. `overrides` are for tests (a fault test reads again without the back-off
 * between tries); they replace single defaults of queries and mutations, and keep the others.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        ...overrides.queries,
      },
      // A write is never repeated behind the user's back: it could charge or change twice.
      mutations: { retry: false, ...overrides.mutations },
    },
  });
  created.add(queryClient);
  return queryClient;
}

/**
 * Tests (tests/setup/dom.ts, after each test): every cache made since the last call forgets its
 * queries. A test's page is unmounted when the test ends, but work its cache began goes on (the
 * boot's subscription side is not waited for, src/app/session/session.ts): with its queries gone
 * it asks nothing more (a list refused before its account existed is not asked again), so no
 * request of it reaches the mock backend during the next test, to be counted there. Nothing is
 * cancelled: what is under way ends as it would, unobserved.
 */
export function forgetQueryClientsForTests(): void {
  for (const queryClient of created) queryClient.clear();
  created.clear();
}
