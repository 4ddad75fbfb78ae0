import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAccessToken } from './accessToken.ts';
import { subscriptionRequest } from './mutators.ts';

/** Every write is safe to resend (issue 27, item 7): it carries an Idempotency-Key. */
const keys: Array<{ method: string; key: string | null }> = [];
const server = setupServer(
  http.all('*/subscription-api/things', ({ request }) => {
    keys.push({ method: request.method, key: request.headers.get('Idempotency-Key') });
    return HttpResponse.json({});
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  keys.length = 0;
  setAccessToken('token');
});

describe('the Idempotency-Key of writes', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'a %s gets a key of its own per call',
    async (method) => {
      await subscriptionRequest('/things', { method });
      await subscriptionRequest('/things', { method });
      const [first, second] = keys;
      expect(first?.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(second?.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(first?.key).not.toBe(second?.key);
    },
  );

  it('a read gets none', async () => {
    await subscriptionRequest('/things', { method: 'GET' });
    expect(keys).toEqual([{ method: 'GET', key: null }]);
  });

  it('a key the caller chose (a retry of the same request) is kept', async () => {
    await subscriptionRequest('/things', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'attempt-1' },
    });
    expect(keys).toEqual([{ method: 'POST', key: 'attempt-1' }]);
  });
});
