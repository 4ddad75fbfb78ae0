/**
 * The scenario engine over HTTP: the mock server's control endpoints set what a persona's
 * operations answer, as a backend team or an end-to-end test would with curl. Who may call them
 * (the control token, the origin) is tested in controlAccess.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer, type MockHttpServer } from '@mocks/server/createMockHttpServer.ts';

let server: MockHttpServer;

beforeAll(async () => {
  server = await createMockHttpServer({ port: 0, controlToken: CONTROL_TOKEN });
});
afterAll(() => server.close());

const CONTROL_TOKEN = 'scenarios-test';
const CONTROL = { 'X-Mock-Control-Token': CONTROL_TOKEN };

/** The scenarios of `persona` (maja's by default, the persona most tests here sign in as). */
const control = (method: string, body?: unknown, persona = 'monthly-active') =>
  fetch(`${server.url}/__control/scenarios?persona=${persona}`, {
    method,
    headers: body === undefined ? CONTROL : { ...CONTROL, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function signIn(persona: string) {
  const response = await fetch(`${server.url}/auth/account/login?persona=${persona}`, {
    headers: CONTROL,
  });
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

describe('the mock HTTP server’s scenarios', () => {
  it('sets, reads and clears scenarios', async () => {
    const maja = await signIn('monthly-active');
    const set = await control('PUT', {
      scenario: 'listOrders:empty,listLicenses:503ms,latency:10',
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({
      persona: 'monthly-active',
      scenario: 'listOrders:empty,listLicenses:503ms,latency:10',
      latencyMs: 10,
      behaviours: { listOrders: 'empty', listLicenses: '503ms' },
    });
    expect(await (await control('GET')).json()).toMatchObject({ latencyMs: 10 });

    const orders = await maja.get('/shop/api/orders');
    expect([orders.status, await orders.json()]).toEqual([200, []]);

    await control('PUT', { scenario: 'getSubscriptionAccount:500' });
    const account = await maja.get(`/subscription-api/account/${maja.userId}`);
    expect([account.status, await account.json()]).toEqual([
      500,
      expect.objectContaining({ message: 'Internal server error', type: 'server' }),
    ]);
    expect((await maja.get('/shop/api/orders')).status).toBe(200);

    expect(await (await control('DELETE')).json()).toEqual({
      persona: 'monthly-active',
      scenario: '',
      latencyMs: null,
      behaviours: {},
    });
    expect((await maja.get(`/subscription-api/account/${maja.userId}`)).status).toBe(200);
  });

  it('refuses what it cannot read, and changes nothing', async () => {
    await control('PUT', { scenario: 'listOrders:empty' });
    const refused = await control('PUT', { scenario: 'listOrders:teapot,nothing:500' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { detail: string[] }).detail).toHaveLength(2);
    expect((await control('PUT', 'listOrders:500')).status).toBe(400);
    expect(await (await control('GET')).json()).toMatchObject({ scenario: 'listOrders:empty' });
  });

  it('choosing a persona sets its presets, and only its own', async () => {
    await control('PUT', { scenario: 'getMe:500' });
    const daniel = await signIn('broken');
    expect(await (await control('GET', undefined, 'broken')).json()).toMatchObject({
      persona: 'broken',
      scenario: 'subscription.*:500,license.*:500,shop.*:500',
    });
    expect(await (await control('GET')).json()).toMatchObject({ scenario: 'getMe:500' });
    expect((await daniel.get('/auth/account/me')).status).toBe(200);
    expect((await daniel.get('/license-api/public/license/')).status).toBe(500);
    const reset = await fetch(`${server.url}/__mock/reset`, {
      method: 'POST',
      headers: { ...CONTROL, 'Content-Type': 'application/json' },
      body: JSON.stringify({ persona: 'monthly-active' }),
    });
    expect(reset.status).toBe(200);
    expect(await (await control('GET')).json()).toMatchObject({ scenario: '' });
  });

  it('takes the persona from the access token when the call does not name one', async () => {
    const response = await fetch(`${server.url}/auth/account/login?persona=paused`, {
      headers: CONTROL,
    });
    const { accessToken } = (await response.json()) as { accessToken: string };
    const set = await fetch(`${server.url}/__control/scenarios`, {
      method: 'PUT',
      headers: { ...CONTROL, Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ scenario: 'listOrders:empty' }),
    });
    expect(await set.json()).toMatchObject({ persona: 'paused', scenario: 'listOrders:empty' });
    const unnamed = await fetch(`${server.url}/__control/scenarios`, { headers: CONTROL });
    expect(unnamed.status).toBe(400);
  });
});

describe('a service-wide scenario (the broken persona’s preset)', () => {
  it('fails the signed-in customer’s calls, but refuses a call without a token with 401 and keeps the public plans', async () => {
    const broken = await signIn('broken');
    const own = await broken.get(`/subscription-api/account/${broken.userId}/subscriptions`);
    expect(own.status).toBe(500);
    const anonymous = await fetch(
      `${server.url}/subscription-api/account/${broken.userId}/subscriptions`,
    );
    expect(anonymous.status).toBe(401);
    const plan = await fetch(`${server.url}/subscription-api/plan/reasonplusmonthly`);
    expect(plan.status).toBe(200);
    expect(await plan.json()).toMatchObject({ code: 'reasonplusmonthly' });
  });
});

describe('the public plans', () => {
  it('answer before anyone has signed in to the server', async () => {
    const fresh = await createMockHttpServer({ port: 0, controlToken: CONTROL_TOKEN });
    try {
      const plan = await fetch(`${fresh.url}/subscription-api/plan/reasonplusannualnt`);
      expect(plan.status).toBe(200);
      const unknown = await fetch(`${fresh.url}/subscription-api/plan/nosuchplan`);
      expect(unknown.status).toBe(404);
    } finally {
      await fresh.close();
    }
  });
});
