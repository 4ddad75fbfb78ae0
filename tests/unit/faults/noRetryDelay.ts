import type { QueryClient } from '@tanstack/react-query';

type QueryClientModule = typeof import('@/api/queryClient.ts');

/**
 * The portal's query client with the retries it has (a lost connection is read again twice) but
 * without the back-off between them, so a network fault settles in milliseconds, not 3 s:
 *
 * ```ts
 * vi.mock('@/api/queryClient.ts', async (original) =>
 *   (await import('./noRetryDelay.ts')).noRetryDelay(await original()),
 * );
 * ```
 */
export function noRetryDelay(original: QueryClientModule): QueryClientModule {
  return {
    ...original,
    createQueryClient: (): QueryClient => {
      const client = original.createQueryClient();
      const defaults = client.getDefaultOptions();
      client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
      return client;
    },
  };
}
