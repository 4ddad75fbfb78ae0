/**
 * The mock backend as a real HTTP server (`npm run mock:server`), started on a free port and
 * exercised over HTTP the way backend teams, curl and the browser use it: sign-in, bearer tokens,
 * 401/403, CORS with credentials, the refresh cookie, and resetting a persona.
 */
import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer, type MockHttpServer } from '@mocks/server/createMockHttpServer.ts';

let server: MockHttpServer;
const PORTAL_ORIGIN = 'http://127.0.0.1:5173';

beforeAll(async () => {
  server = await createMockHttpServer({ port: 0 });
});
afterAll(() => server.close());

interface Login {
  persona: string;
  userId: number | null;
  accessToken: string | null;
  expiresIn: number | null;
}

async function login(persona: string): Promise<{ body: Login; cookie: string }> {
  const response = await fetch(`${server.url}/auth/account/login?persona=${persona}`);
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { body: (await response.json()) as Login, cookie };
}

const bearer = (token: string | null): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

describe('the mock HTTP server', () => {
  it('listens on 127.0.0.1 and lists the personas', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/__mock/personas`);
    const body = (await response.json()) as { defaultPersona: string; personas: { id: string }[] };
    expect(body.defaultPersona).toBe('monthly-active');
    expect(body.personas.map((persona) => persona.id)).toContain('threeds');
  });

  it('signs in: a refresh cookie and a token that opens protected calls', async () => {
    const { body, cookie } = await login('monthly-active');
    expect(body).toMatchObject({ persona: 'monthly-active', userId: 100234, expiresIn: 300 });
    expect(cookie).toBe('refresh_token=mock-refresh.monthly-active');
    const me = await fetch(`${server.url}/auth/account/me`, { headers: bearer(body.accessToken) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ userId: 100234 });
    const subscriptions = await fetch(
      `${server.url}/subscription-api/account/100234/subscriptions?filter=all`,
      { headers: bearer(body.accessToken) },
    );
    expect(subscriptions.status).toBe(200);
    expect(await subscriptions.json()).toEqual([expect.objectContaining({ id: 'sub_7fK2mQ9xL1' })]);
  });

  it('exchanges the refresh cookie for a new token; without it, 401', async () => {
    const { cookie } = await login('paypal');
    const refreshed = await fetch(`${server.url}/auth/account/token/refresh`, {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(refreshed.status).toBe(200);
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    expect(accessToken).toMatch(/^mock\.paypal\.\d+\./);
    const anonymous = await fetch(`${server.url}/auth/account/token/refresh`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
  });

  it('answers 401 without a token and 403 for another user', async () => {
    const { body } = await login('monthly-active');
    const noToken = await fetch(`${server.url}/subscription-api/account/100234`);
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ type: 'unauthorized' });
    const licenses = await fetch(`${server.url}/license-api/public/license/`);
    expect(licenses.status).toBe(401);
    const otherUser = await fetch(`${server.url}/subscription-api/account/100201`, {
      headers: bearer(body.accessToken),
    });
    expect(otherUser.status).toBe(403);
    expect(await otherUser.json()).toMatchObject({ type: 'forbidden' });
    const otherProfile = await fetch(`${server.url}/auth/api/account/100201`, {
      headers: bearer(body.accessToken),
    });
    expect(otherProfile.status).toBe(403);
    expect(await otherProfile.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
  });

  it('answers a CORS preflight for credentialed calls from the portal', async () => {
    const preflight = await fetch(`${server.url}/subscription-api/account/100234/subscriptions`, {
      method: 'OPTIONS',
      headers: {
        Origin: PORTAL_ORIGIN,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
  });

  it('echoes the origin with credentials on answers, errors and downloads included', async () => {
    const { body } = await login('monthly-active');
    const headers = { Origin: PORTAL_ORIGIN, ...bearer(body.accessToken) };
    const me = await fetch(`${server.url}/auth/account/me`, { headers });
    expect(me.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect(me.headers.get('access-control-allow-credentials')).toBe('true');
    expect(me.headers.get('vary')).toContain('Origin');
    const refused = await fetch(`${server.url}/auth/account/me`, {
      headers: { Origin: PORTAL_ORIGIN },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    const invoices = (await (
      await fetch(`${server.url}/subscription-api/account/100234/invoices`, { headers })
    ).json()) as { id: string; number: string }[];
    const pdf = await fetch(
      `${server.url}/subscription-api/account/100234/invoices/${invoices[0]?.id}/pdf`,
      { headers },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${invoices[0]?.number}.pdf"`,
    );
    const text = new TextDecoder().decode(await pdf.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('compresses a JSON answer of 1 KB or more for a client that accepts gzip, as a service does', async () => {
    const { body } = await login('heavy');
    const raw = (acceptEncoding?: string) =>
      new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        const request = get(
          `${server.url}/license-api/public/license/`,
          {
            headers: {
              ...bearer(body.accessToken),
              ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }),
            );
          },
        );
        request.on('error', reject);
      });
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const licenses = JSON.parse(plain.bytes.toString()) as unknown[];
    expect(licenses.length).toBeGreaterThan(400);
    const zipped = await raw('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 5);
    expect(JSON.parse(gunzipSync(zipped.bytes).toString())).toEqual(licenses);
    // A small answer goes as it is.
    const me = await fetch(`${server.url}/auth/account/me`, {
      headers: { ...bearer(body.accessToken), 'Accept-Encoding': 'gzip' },
    });
    expect(me.headers.get('content-encoding')).toBeNull();
  });

  it('keeps state between calls and resets a persona on request', async () => {
    const { body } = await login('monthly-active');
    const cancel = await fetch(
      `${server.url}/subscription-api/account/100234/subscriptions/sub_7fK2mQ9xL1/cancel`,
      { method: 'PUT', headers: bearer(body.accessToken) },
    );
    expect(await cancel.json()).toMatchObject({ state: 'canceled' });

    const reset = await fetch(`${server.url}/__mock/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ persona: 'monthly-active' }),
    });
    expect(await reset.json()).toEqual({ persona: 'monthly-active', reset: true });
    // A reset ends the persona's sessions.
    const stale = await fetch(`${server.url}/auth/account/me`, {
      headers: bearer(body.accessToken),
    });
    expect(stale.status).toBe(401);

    const fresh = await login('monthly-active');
    const subscription = await fetch(
      `${server.url}/subscription-api/account/100234/subscriptions/sub_7fK2mQ9xL1`,
      { headers: bearer(fresh.body.accessToken) },
    );
    expect(await subscription.json()).toMatchObject({ state: 'active' });
  });

  it('refuses unknown personas and routes, and shows the sign-in page at logout', async () => {
    const unknown = await fetch(`${server.url}/__mock/reset`, {
      method: 'POST',
      body: JSON.stringify({ persona: 'nobody' }),
    });
    expect(unknown.status).toBe(400);
    const missing = await fetch(`${server.url}/nowhere`);
    expect(missing.status).toBe(404);
    const logout = await fetch(`${server.url}/auth/account/logout`);
    expect(logout.headers.get('content-type')).toContain('text/html');
    expect(logout.headers.getSetCookie()[0]).toContain('refresh_token=;');
    expect(await logout.text()).toContain('/auth/account/login?persona=monthly-active');
  });

  it('signs in and sends the browser back when asked to', async () => {
    const response = await fetch(
      `${server.url}/auth/account/login?persona=paused&redirect=${encodeURIComponent(`${PORTAL_ORIGIN}/subscription`)}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${PORTAL_ORIGIN}/subscription`);
    expect(response.headers.getSetCookie()[0]).toContain('refresh_token=mock-refresh.paused');
  });
});
