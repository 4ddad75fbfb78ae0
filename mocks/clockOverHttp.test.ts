/**
 * The mock HTTP server's clock endpoint, under the same token rule as the other control calls, and
 * a network failure over HTTP: the connection is dropped, no status is answered.
 */
import type { Invoice } from '@sdk/subscription/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS_DAY, resetClock } from './clock.ts';
import { createMockHttpServer, type MockHttpServer } from './server/createMockHttpServer.ts';

const CONTROL_TOKEN = 'clock-test';
const CONTROL = { 'X-Mock-Control-Token': CONTROL_TOKEN, 'Content-Type': 'application/json' };

let server: MockHttpServer;

beforeAll(async () => {
  server = await createMockHttpServer({ port: 0, controlToken: CONTROL_TOKEN });
});
afterAll(async () => {
  resetClock();
  await server.close();
});

const clock = (method: string, body?: unknown, headers: Record<string, string> = CONTROL) =>
  fetch(`${server.url}/__control/clock`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** GETs `path` as the persona, signed in afresh. */
async function signedInAs(persona: string) {
  const login = await fetch(`${server.url}/auth/account/login?persona=${persona}`, {
    headers: CONTROL,
  });
  const { accessToken, userId } = (await login.json()) as { accessToken: string; userId: number };
  const get = (path: string) =>
    fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${accessToken}` } });
  return { userId, get };
}

describe('the mock server’s clock', () => {
  it('needs the control token', async () => {
    expect((await clock('GET', undefined, {})).status).toBe(401);
    expect((await clock('PUT', { days: 1 }, { 'X-Mock-Control-Token': 'another' })).status).toBe(
      403,
    );
  });

  it('moves to a date past a trial’s end, which issues the first invoice', async () => {
    const sofia = await signedInAs('monthly-trial');
    const moved = await clock('PUT', { date: '2026-12-11' });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ now: expect.stringMatching(/^2026-12-11T00:00/) });

    const invoices = (await (
      await sofia.get(`/subscription-api/account/${sofia.userId}/invoices`)
    ).json()) as Invoice[];
    expect(invoices[0]).toMatchObject({ createdAt: '2026-12-10T19:05:00Z', total: 24.39 });

    const forward = (await (await clock('PUT', { days: 2 })).json()) as { now: string };
    expect(forward.now).toMatch(/^2026-12-13T00:00/);
    expect((await clock('DELETE')).status).toBe(200);
    expect(await (await clock('GET')).json()).toMatchObject({
      now: expect.stringMatching(new RegExp(`^${PERSONAS_DAY}T`)),
      moved: false,
    });
  });

  it('refuses what it cannot read, and moving back by days', async () => {
    for (const body of [{ date: 'soon' }, { days: -3 }, {}]) {
      const refused = await clock('PUT', body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ detail: expect.stringContaining('"date"') });
    }
  });
});

describe('a network failure over HTTP', () => {
  it('drops the connection instead of answering', async () => {
    const maja = await signedInAs('monthly-active');
    await fetch(`${server.url}/__control/scenarios`, {
      method: 'PUT',
      headers: CONTROL,
      body: JSON.stringify({ persona: 'monthly-active', scenario: 'listOrders:network' }),
    });
    await expect(maja.get('/shop/api/orders')).rejects.toThrow(TypeError);
    await fetch(`${server.url}/__control/scenarios?persona=monthly-active`, {
      method: 'PUT',
      headers: CONTROL,
      body: JSON.stringify({ scenario: 'offline' }),
    });
    await expect(maja.get(`/auth/account/me`)).rejects.toThrow(TypeError);
  });
});
