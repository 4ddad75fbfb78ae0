/**
 * What the mock HTTP server refuses, and how: every refusal in the error shape of the service whose
 * path was asked (the subscription service's `ServiceError`, `ErrorDetail` elsewhere), 405 with
 * `Allow` for a method the path does not have (TRACE too, which fetch cannot even send), 413 past
 * the body limit, and a sign-in page that sends the browser back only to this server or a portal on
 * this machine.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BODY_LIMIT_BYTES,
  createMockHttpServer,
  type MockHttpServer,
} from '@mocks/server/createMockHttpServer.ts';
import { redirectTarget } from '@mocks/server/controlHandlers.ts';

let server: MockHttpServer;

beforeAll(async () => {
  server = await createMockHttpServer({ port: 0 });
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A request fetch will not make (TRACE), over node:http. */
function raw(method: string, path: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${server.url}${path}`, { method }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: text ? (JSON.parse(text) as unknown) : null,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the mock HTTP server refuses', () => {
  it('a method the path does not have with 405, Allow and the service error shape', async () => {
    const subscription = await fetch(`${server.url}/subscription-api/account/100234/invoices`, {
      method: 'DELETE',
    });
    expect(subscription.status).toBe(405);
    expect(subscription.headers.get('allow')).toBe('GET, OPTIONS');
    expect(await subscription.json()).toEqual({
      message: 'Method "DELETE" not allowed.',
      code: 'method_not_allowed',
    });

    const license = await fetch(`${server.url}/license-api/public/license/`, { method: 'PUT' });
    expect(license.status).toBe(405);
    expect(license.headers.get('allow')).toBe('GET, OPTIONS');
    expect(await license.json()).toEqual({
      detail: 'Method "PUT" not allowed.',
      code: 'method_not_allowed',
    });
  });

  it('TRACE and methods it does not know with 405 or 404, never 500', async () => {
    const trace = await raw('TRACE', '/auth/account/me');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, OPTIONS');
    expect(trace.body).toEqual({
      detail: 'Method "TRACE" not allowed.',
      code: 'method_not_allowed',
    });

    const subscriptionTrace = await raw('TRACE', '/subscription-api/account/100234');
    expect(subscriptionTrace.status).toBe(405);
    expect(subscriptionTrace.body).toMatchObject({ code: 'method_not_allowed' });

    const nowhere = await raw('TRACE', '/subscription-api/nowhere');
    expect(nowhere.status).toBe(404);
    expect(nowhere.body).toMatchObject({ type: 'not_found', code: 'route_not_found' });
  });

  it('an unknown route under every service in that service error shape', async () => {
    const answers = await Promise.all(
      [
        '/auth/nowhere',
        '/subscription-api/nowhere',
        '/license-api/nowhere',
        '/shop/api/nowhere',
      ].map(async (path) => {
        const response = await fetch(`${server.url}${path}`);
        return { path, status: response.status, body: (await response.json()) as unknown };
      }),
    );
    expect(answers).toEqual([
      {
        path: '/auth/nowhere',
        status: 404,
        body: { detail: 'The mock backend has no GET /auth/nowhere.', code: 'not_found' },
      },
      {
        path: '/subscription-api/nowhere',
        status: 404,
        body: {
          message: 'The mock backend has no GET /subscription-api/nowhere.',
          type: 'not_found',
          code: 'route_not_found',
        },
      },
      {
        path: '/license-api/nowhere',
        status: 404,
        body: { detail: 'The mock backend has no GET /license-api/nowhere.', code: 'not_found' },
      },
      {
        path: '/shop/api/nowhere',
        status: 404,
        body: { detail: 'The mock backend has no GET /shop/api/nowhere.', code: 'not_found' },
      },
    ]);
  });

  it('a body over 1 MiB with 413, and reads one at the limit', async () => {
    const url = `${server.url}/subscription-api/account/100234/payment_method`;
    const tooLarge = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(BODY_LIMIT_BYTES + 1),
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      message: 'Request body is larger than 1 MiB.',
      code: 'payload_too_large',
    });

    // At the limit the body is read and the request goes on to the service (no token: 401).
    const atLimit = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(BODY_LIMIT_BYTES),
    });
    expect(atLimit.status).toBe(401);
  });

  it('to send the browser anywhere but this server or a portal on this machine', async () => {
    const login = (redirect: string) =>
      fetch(
        `${server.url}/auth/account/login?persona=paused&redirect=${encodeURIComponent(redirect)}`,
        { redirect: 'manual' },
      );
    const foreign = await login('https://evil.example/phish');
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('location')).toBeNull();
    const local = await login('/__mock/personas');
    expect(local.status).toBe(302);
    expect(local.headers.get('location')).toBe('/__mock/personas');

    const logout = await fetch(
      `${server.url}/auth/account/logout?redirect=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(await logout.text()).not.toContain('evil.example');
  });
});

describe('redirectTarget', () => {
  it.each([
    ['a path on this server', '/profile?tab=1', '/profile?tab=1'],
    [
      'a portal on 127.0.0.1',
      'http://127.0.0.1:5173/subscription',
      'http://127.0.0.1:5173/subscription',
    ],
    ['a portal on localhost', 'https://localhost:4173/', 'https://localhost:4173/'],
    ['another site', 'https://evil.example/', null],
    ['a protocol-relative URL', '//evil.example/', null],
    ['a backslash that browsers read as a slash', '/\\evil.example/', null],
    ['a tab that browsers drop', '/\t/evil.example/', null],
    ['a loopback name inside another host', 'http://127.0.0.1.evil.example/', null],
    ['credentials before a loopback host', 'http://evil.example@127.0.0.1/', null],
    ['a script URL', 'javascript:alert(1)', null],
    ['nothing', '', null],
  ])('%s', (_case, value, expected) => {
    expect(redirectTarget(value)).toBe(expected);
  });
});
