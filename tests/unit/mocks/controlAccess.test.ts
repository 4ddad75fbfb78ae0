/**
 * A mock server shared by a team stays theirs: its control endpoints ask for the control token and
 * refuse other origins, and each persona's scenarios are its own.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer, type MockHttpServer } from '@mocks/server/createMockHttpServer.ts';

const TOKEN = 'team-secret';
let server: MockHttpServer;

beforeAll(async () => {
  server = await createMockHttpServer({ port: 0, controlToken: TOKEN });
});
afterAll(() => server.close());

const SCENARIOS_PATH = '/__control/scenarios?persona=monthly-active';

const CONTROL_CALLS: Array<[string, string, unknown?]> = [
  ['GET', '/auth/account/login?persona=broken'],
  ['POST', '/__mock/reset', { persona: 'monthly-active' }],
  ['GET', '/__control/scenarios?persona=monthly-active'],
  ['PUT', '/__control/scenarios?persona=monthly-active', { scenario: 'subscription.*:500' }],
  ['DELETE', '/__control/scenarios?persona=monthly-active'],
];

function call(method: string, path: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A call through node:http, which sends `Origin` as given (fetch keeps it to itself). */
function callWithOrigin(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${server.url}${path}`, { method, headers }, (incoming) => {
      incoming.resume();
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function signIn(persona: string) {
  const response = await fetch(`${server.url}/auth/account/login?persona=${persona}`, {
    headers: { 'X-Mock-Control-Token': TOKEN },
  });
  expect(response.status).toBe(200);
  const { accessToken, userId } = (await response.json()) as {
    accessToken: string;
    userId: number;
  };
  return {
    userId,
    get: (path: string) =>
      fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${accessToken}` } }),
  };
}

describe('the control endpoints of a shared mock server', () => {
  it.each(CONTROL_CALLS)(
    '%s %s: 401 without the token, 403 with another',
    async (method, path, body) => {
      const without = await call(method, path, body, {});
      expect(without.status).toBe(401);
      expect(await without.json()).toMatchObject({ code: 'control_refused' });
      const wrong = await call(method, path, body, { 'X-Mock-Control-Token': 'guessed' });
      expect(wrong.status).toBe(403);
    },
  );

  it('answers with the token, in the header or on a link', async () => {
    const header = await call('GET', SCENARIOS_PATH, undefined, {
      'X-Mock-Control-Token': TOKEN,
    });
    expect(header.status).toBe(200);
    const link = await fetch(
      `${server.url}/auth/account/login?persona=paused&redirect=/__mock/personas&control_token=${TOKEN}`,
      { redirect: 'manual' },
    );
    expect([link.status, link.headers.get('location')]).toEqual([302, '/__mock/personas']);
  });

  it('refuses a call from a page of another origin, token or not, and its preflight', async () => {
    const headers = { 'X-Mock-Control-Token': TOKEN, Origin: 'http://evil.example' };
    for (const [method, path, body] of CONTROL_CALLS) {
      const response = await callWithOrigin(method, path, body, headers);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    const preflight = await callWithOrigin('OPTIONS', '/__control/scenarios', undefined, {
      Origin: 'http://evil.example',
      'Access-Control-Request-Method': 'PUT',
    });
    expect(preflight.status).toBe(403);
    const sameOrigin = await callWithOrigin('GET', SCENARIOS_PATH, undefined, {
      'X-Mock-Control-Token': TOKEN,
      Origin: server.url,
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('keeps the services, the personas list and the logout page open as before', async () => {
    expect((await fetch(`${server.url}/__mock/personas`)).status).toBe(200);
    expect((await fetch(`${server.url}/auth/account/logout`)).status).toBe(200);
    expect((await fetch(`${server.url}/subscription-api/plan/reasonplusmonthly`)).status).toBe(200);
  });
});

describe('scenarios per persona', () => {
  it('two personas with different scenarios each see their own', async () => {
    const maja = await signIn('monthly-active');
    const yuki = await signIn('paused');
    const set = (persona: string, scenario: string) =>
      call(
        'PUT',
        `/__control/scenarios?persona=${persona}`,
        { scenario },
        {
          'X-Mock-Control-Token': TOKEN,
        },
      );
    expect((await set('monthly-active', 'listOrders:empty')).status).toBe(200);
    expect((await set('paused', 'listOrders:500')).status).toBe(200);

    const majaOrders = await maja.get('/shop/api/orders');
    expect([majaOrders.status, await majaOrders.json()]).toEqual([200, []]);
    expect((await yuki.get('/shop/api/orders')).status).toBe(500);
    expect((await maja.get(`/subscription-api/account/${maja.userId}`)).status).toBe(200);
  });

  it('one developer signing in as the broken persona breaks nobody else', async () => {
    const maja = await signIn('monthly-active');
    await call('DELETE', '/__control/scenarios?persona=monthly-active', undefined, {
      'X-Mock-Control-Token': TOKEN,
    });
    const broken = await signIn('broken');
    expect((await broken.get('/shop/api/orders')).status).toBe(500);
    expect((await maja.get('/shop/api/orders')).status).toBe(200);
    expect((await maja.get(`/subscription-api/account/${maja.userId}/subscriptions`)).status).toBe(
      200,
    );
    // Without a token the broken persona's calls are refused as any would be, not failed.
    expect((await fetch(`${server.url}/shop/api/orders`)).status).toBe(401);
  });
});
