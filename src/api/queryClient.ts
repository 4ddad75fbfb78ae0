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
 * The portal's cache. `overrides` are for tests (a fault test reads again without the back-off
 * between tries); they replace single defaults of queries and mutations, and keep the others.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
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
}
