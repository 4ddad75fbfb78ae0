import { describe, expect, it } from 'vitest';
import { NetworkError, UnknownError, ValidationError } from './errors.ts';
import { createQueryClient, shouldRetryRead } from './queryClient.ts';

const context = { service: 'subscription', method: 'GET', url: 'https://x.test/a' } as const;

describe('query client defaults', () => {
  it.each([
    [
      'network error, first failure',
      new NetworkError(context, new TypeError('Failed to fetch')),
      0,
      true,
    ],
    [
      'network error, second failure',
      new NetworkError(context, new TypeError('Failed to fetch')),
      1,
      true,
    ],
    [
      'network error, third failure',
      new NetworkError(context, new TypeError('Failed to fetch')),
      2,
      false,
    ],
    [
      'timed-out read, first failure',
      new NetworkError(context, new DOMException('No answer', 'TimeoutError'), { timedOut: true }),
      0,
      false,
    ],
    ['validation (4xx)', new ValidationError('Bad', context, 400, null), 0, false],
    ['server error (5xx)', new UnknownError('Boom', context, 500, null), 0, false],
  ])('%s → retry %s', (_, error, failures, expected) => {
    expect(shouldRetryRead(failures, error)).toBe(expected);
  });

  it('never retries a write', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it("a test's overrides replace single defaults and keep the others", () => {
    const { queries, mutations } = createQueryClient({
      queries: { retryDelay: 0 },
    }).getDefaultOptions();
    expect(queries).toMatchObject({ retryDelay: 0, retry: shouldRetryRead, staleTime: 30_000 });
    expect(mutations?.retry).toBe(false);
  });
});
