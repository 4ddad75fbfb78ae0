import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClients, getAccessToken, setAccessToken } from './clients.ts';
import { getGetSubscriptionResponseMock } from '@sdk/subscription/subscription.msw.ts';

const FRESH = 'fresh-token';
// The document's own example, as the generated mocks serve it.
const SUBSCRIPTION = getGetSubscriptionResponseMock();

let refreshCalls = 0;
const server = setupServer(
  http.post('*/auth/account/token/refresh', () => {
    refreshCalls += 1;
    return HttpResponse.json({ accessToken: FRESH, expiresIn: 300 });
  }),
  http.get('*/subscription-api/account/:userId/subscriptions', ({ request, params }) => {
    if (request.headers.get('Authorization') !== `Bearer ${FRESH}`) {
      return HttpResponse.json({ message: 'Invalid or expired access token' }, { status: 401 });
    }
    const filter = new URL(request.url).searchParams.get('filter');
    return params.userId === '100234' && filter === 'all'
      ? HttpResponse.json([SUBSCRIPTION])
      : HttpResponse.json({ message: 'Account 1 not found', type: 'not_found' }, { status: 404 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  refreshCalls = 0;
  setAccessToken(FRESH);
});
afterEach(() => server.resetHandlers());

describe('the typed service clients', () => {
  it('send typed path and query parameters with the token and return typed data', async () => {
    const { subscription } = createServiceClients();
    const { data, error } = await subscription.GET('/account/{userId}/subscriptions', {
      params: { path: { userId: 100234 }, query: { filter: 'all' } },
    });
    expect(error).toBeUndefined();
    expect(data?.map((s) => [s.id, s.planCode, s.state])).toEqual([
      ['sub_7fK2mQ9xL1', 'reasonplusmonthly', 'active'],
    ]);
  });

  it('return a documented error body as a typed error', async () => {
    const { subscription } = createServiceClients();
    const { data, error, response } = await subscription.GET('/account/{userId}/subscriptions', {
      params: { path: { userId: 1 }, query: { filter: 'all' } },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error?.message).toBe('Account 1 not found');
  });

  it('go through the one HTTP layer: an expired token is refreshed once and the call retried', async () => {
    setAccessToken('expired-token');
    const { subscription } = createServiceClients();
    const { data } = await subscription.GET('/account/{userId}/subscriptions', {
      params: { path: { userId: 100234 }, query: { filter: 'all' } },
    });
    expect(refreshCalls).toBe(1);
    expect(getAccessToken()).toBe(FRESH);
    expect(data?.[0]?.id).toBe('sub_7fK2mQ9xL1');
  });

  it('reach the base URLs they are given', async () => {
    server.use(
      http.get('https://subscriptions.staging.example.com/api/plan/:code', ({ params }) =>
        HttpResponse.json({ code: params.code }),
      ),
    );
    const { subscription } = createServiceClients({
      subscription: 'https://subscriptions.staging.example.com/api',
    });
    const { response } = await subscription.GET('/plan/{code}', {
      params: { path: { code: 'reasonplusannualnt' } },
    });
    expect(response.url).toBe(
      'https://subscriptions.staging.example.com/api/plan/reasonplusannualnt',
    );
  });
});
