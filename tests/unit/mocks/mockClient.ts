/**
 * Calls to the node mock backend (msw/node) for the mock tests: sign in as a persona with fresh
 * state, then call any service with its bearer token, as the portal would.
 */
import { usePersona } from '@mocks/node.ts';
import type { Subscription } from '@sdk/subscription/model';

export const SERVICE_BASE = {
  account: 'http://portal.test/auth',
  subscription: 'http://portal.test/subscription-api',
  license: 'http://portal.test/license-api',
  shop: 'http://portal.test/shop/api',
} as const;

export type ServiceName = keyof typeof SERVICE_BASE;

export interface CallOptions {
  body?: unknown;
  /** Sends no Authorization header. */
  anonymous?: boolean;
}

export interface MockSession {
  personaId: string;
  userId: number;
  token: string;
  call(
    service: ServiceName,
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<Response>;
  /** The parsed JSON body of a call that must succeed. */
  json<T = unknown>(service: ServiceName, method: string, path: string, body?: unknown): Promise<T>;
}

export async function refresh(): Promise<Response> {
  return fetch(`${SERVICE_BASE.account}/account/token/refresh`, {
    method: 'POST',
    credentials: 'include',
  });
}

export function callService(
  service: ServiceName,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers = new Headers(extraHeaders);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${SERVICE_BASE[service]}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** An access token for the persona's session as its refresh cookie names it (state untouched). */
export async function tokenFromCookie(personaId: string): Promise<string> {
  const response = await fetch(`${SERVICE_BASE.account}/account/token/refresh`, {
    method: 'POST',
    headers: { Cookie: `refresh_token=mock-refresh.${personaId}` },
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Fresh state for the persona, signed in with a live access token. */
export async function signInAs(personaId: string): Promise<MockSession> {
  await usePersona(personaId);
  let grant = (await (await refresh()).json()) as { accessToken: string };
  const me = await callService('account', 'GET', '/account/me', grant.accessToken);
  // One persona's first token is issued already expired (the refresh path): take the next one.
  if (me.status === 401) grant = (await (await refresh()).json()) as { accessToken: string };
  const user = (await (
    await callService('account', 'GET', '/account/me', grant.accessToken)
  ).json()) as { userId: number };
  const token = grant.accessToken;
  return {
    personaId,
    userId: user.userId,
    token,
    call: (service, method, path, options = {}) =>
      callService(service, method, path, options.anonymous ? null : token, options.body),
    json: async <T>(service: ServiceName, method: string, path: string, body?: unknown) => {
      const response = await callService(service, method, path, token, body);
      if (!response.ok) {
        throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      }
      return (await response.json()) as T;
    },
  };
}

/** The session's first subscription, as the mock lists them (every state). */
export async function firstSubscription(session: MockSession): Promise<Subscription> {
  const [subscription] = await session.json<Subscription[]>(
    'subscription',
    'GET',
    `/account/${session.userId}/subscriptions?filter=all`,
  );
  if (!subscription) throw new Error(`${session.personaId} has no subscription`);
  return subscription;
}
