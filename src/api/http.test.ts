import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
} from 'vitest';
import { getAccessToken, setAccessToken } from './accessToken.ts';
import {
  ForbiddenError,
  NetworkError,
  SignInUnavailableError,
  UnauthorizedError,
} from './errors.ts';
import {
  isSignInUnreachable,
  REFRESH_RETRY_DELAYS_MS,
  signInAnswered,
} from './signInAvailability.ts';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '@/config/env.ts';
import {
  browser,
  logoutUrl,
  refreshForSession,
  beginStartRefresh,
  request,
  send,
  serviceUrl,
} from './http.ts';

const FRESH = 'fresh-token';
let refreshCalls = 0;
let refreshSucceeds = true;
let seen: Array<{ url: string; authorization: string | null }> = [];

const server = setupServer(
  http.post('*/auth/account/token/refresh', () => {
    refreshCalls += 1;
    return refreshSucceeds
      ? HttpResponse.json({ accessToken: FRESH, expiresIn: 300 })
      : HttpResponse.json({ detail: 'No session' }, { status: 401 });
  }),
  http.get('*/subscription-api/items/:n', ({ request, params }) => {
    const authorization = request.headers.get('Authorization');
    seen.push({ url: request.url, authorization });
    return authorization === `Bearer ${FRESH}`
      ? HttpResponse.json({ n: Number(params.n) })
      : HttpResponse.json({ message: 'Token expired' }, { status: 401 });
  }),
  http.get('*/subscription-api/always-401', ({ request }) => {
    seen.push({ url: request.url, authorization: request.headers.get('Authorization') });
    return HttpResponse.json({ message: 'Nope' }, { status: 401 });
  }),
  http.get('*/subscription-api/forbidden-after-refresh', ({ request }) => {
    const authorization = request.headers.get('Authorization');
    seen.push({ url: request.url, authorization });
    return authorization === `Bearer ${FRESH}`
      ? HttpResponse.json({ message: 'Not yours' }, { status: 403 })
      : HttpResponse.json({ message: 'Expired' }, { status: 401 });
  }),
  http.get('*/subscription-api/offline', () => HttpResponse.error()),
);

const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  refreshCalls = 0;
  refreshSucceeds = true;
  seen = [];
  assign.mockClear();
  browser.leavingForLogout = false;
  browser.leavingForNotFound = false;
  setAccessToken('expired-token');
  // No background retry of an earlier test's outage runs into this one.
  signInAnswered();
});
afterEach(() => server.resetHandlers());

const get = <T>(path: string) => request<T>('subscription', path, { method: 'GET' });

describe('the HTTP layer', () => {
  it('refreshes once for 20 concurrent requests on an expired token and retries each once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => get<{ n: number }>(`/items/${n}`)),
    );
    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(seen.filter((s) => s.authorization === `Bearer ${FRESH}`)).toHaveLength(20);
    expect(seen).toHaveLength(40);
    expect(assign).not.toHaveBeenCalled();
  });

  it('queues requests made while a refresh is under way instead of sending them stale', async () => {
    const first = get('/items/1');
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    const late = get('/items/2');
    await Promise.all([first, late]);
    expect(seen.filter((s) => s.url.endsWith('/items/2'))).toEqual([
      { url: serviceUrl('subscription', '/items/2'), authorization: `Bearer ${FRESH}` },
    ]);
  });

  it('logs out exactly once and retries nothing when the refresh fails', async () => {
    refreshSucceeds = false;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => get(`/items/${n}`)),
    );
    expect(
      outcomes.every((o) => o.status === 'rejected' && o.reason instanceof UnauthorizedError),
    ).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(logoutUrl());
    expect(logoutUrl()).toBe(serviceUrl('account', '/account/logout'));
    expect(seen).toHaveLength(20);
    expect(getAccessToken()).toBeNull();
  });

  it('gives up with an unauthorized error when the retried request gets 401 again', async () => {
    await expect(get('/always-401')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(refreshCalls).toBe(1);
    expect(seen).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the browser to /404/ when the retried request is forbidden', async () => {
    await expect(get('/forbidden-after-refresh')).rejects.toBeInstanceOf(ForbiddenError);
    expect(assign).toHaveBeenCalledWith('/404/');
  });

  it('reports a request without response as "Failed to {METHOD} {url} — {message}"', async () => {
    const failure = await get('/offline').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    const cause = (failure as NetworkError).cause as Error;
    expect((failure as NetworkError).message).toBe(
      `Failed to GET ${serviceUrl('subscription', '/offline')} — ${cause.message}`,
    );
  });

  it('words a browser network failure exactly as the catalogue does', () => {
    const context = {
      service: 'license',
      method: 'GET',
      url: 'https://x.test/public/license/',
    } as const;
    expect(new NetworkError(context, new TypeError('Failed to fetch')).message).toBe(
      'Failed to GET https://x.test/public/license/ — Failed to fetch',
    );
  });

  it('sends the token as a bearer header only: never in a URL or in storage', async () => {
    setAccessToken(FRESH);
    await get('/items/7');
    expect(seen).toEqual([
      { url: serviceUrl('subscription', '/items/7'), authorization: `Bearer ${FRESH}` },
    ]);
    expect(seen.some((s) => s.url.includes(FRESH))).toBe(false);
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored.some((value) => value?.includes(FRESH))).toBe(false);
    expect(document.cookie).not.toContain(FRESH);
  });

  it('passes abort signals through: a cancelled request rejects as an abort, not a network error', async () => {
    setAccessToken(FRESH);
    const controller = new AbortController();
    controller.abort();
    const failure = await request('subscription', '/items/1', {
      method: 'GET',
      signal: controller.signal,
    }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(NetworkError);
    expect((failure as Error).name).toBe('AbortError');
  });
});

/**
 * Headers, the first bytes of a body of `length`, then nothing more. (The declared length keeps
 * msw's emulated socket from completing the body when the aborted request's socket closes, which
 * trips an assertion in Node's fetch.)
 */
function stalledAnswer(start: string, length: number, type: string): HttpResponse<BodyInit> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(start));
    },
  });
  return new HttpResponse(body, {
    headers: { 'Content-Type': type, 'Content-Length': String(length) },
  });
}

const never = () => new Promise<never>(() => undefined);

describe('a service that never answers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Settles `promise` to its outcome, advancing the fake clock by `ms` first. */
  async function after<T>(ms: number, promise: Promise<T>) {
    const outcome = promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await vi.advanceTimersByTimeAsync(ms);
    return outcome;
  }

  it('waits the whole default limit of 30 s, and not a moment longer, before a timed-out network error', async () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(30_000);
    setAccessToken(FRESH);
    server.use(http.get('*/subscription-api/hangs', never));
    let settled = false;
    const failure = get('/hangs').finally(() => (settled = true));
    const outcome = failure.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).timedOut).toBe(true);
    expect((error as NetworkError).message).toBe(
      `Failed to GET ${serviceUrl('subscription', '/hangs')} — The service did not answer in time.`,
    );
  });

  it('holds the limit over the body: headers then a stalled body fail like no answer', async () => {
    setAccessToken(FRESH);
    server.use(
      http.get('*/subscription-api/stalls', () => stalledAnswer('{"n":', 100, 'application/json')),
    );
    const outcome = await after(DEFAULT_REQUEST_TIMEOUT_MS, get('/stalls'));
    expect(outcome).toEqual({ error: expect.any(NetworkError) });
    expect((outcome as { error: NetworkError }).error.timedOut).toBe(true);
  });

  it('hands the typed clients a whole body too: send fails on a stalled body, not their read', async () => {
    setAccessToken(FRESH);
    server.use(
      http.get('*/subscription-api/stalls', () =>
        stalledAnswer('%PDF-1.7', 20_000, 'application/pdf'),
      ),
    );
    const sent = send('subscription', new Request(serviceUrl('subscription', '/stalls')));
    const outcome = await after(DEFAULT_REQUEST_TIMEOUT_MS, sent);
    expect(outcome).toEqual({ error: expect.any(NetworkError) });
  });

  it('holds the limit over a fetch that ignores the abort: it fails at the limit all the same', async () => {
    setAccessToken(FRESH);
    const deaf = vi.spyOn(globalThis, 'fetch').mockImplementation(never);
    onTestFinished(() => deaf.mockRestore());
    const outcome = await after(DEFAULT_REQUEST_TIMEOUT_MS, get('/hangs'));
    expect(deaf).toHaveBeenCalledOnce();
    expect(outcome).toEqual({ error: expect.any(NetworkError) });
    expect((outcome as { error: NetworkError }).error.timedOut).toBe(true);
  });

  it('a lost connection is not a timeout (it is quick to detect and worth a retry)', async () => {
    const failure = await get('/offline').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).timedOut).toBe(false);
  });

  it('keeps the session when the refresh never answers: every queued request fails as the sign-in service being out, no logout, and the refresh is tried again', async () => {
    server.use(
      http.post('*/auth/account/token/refresh', () => {
        refreshCalls += 1;
        return never();
      }),
    );
    const first = get('/items/1');
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    // Sent while the refresh hangs: they wait behind it.
    const queued = Array.from({ length: 5 }, (_, n) => get(`/items/${n + 2}`));
    const outcome = await after(DEFAULT_REQUEST_TIMEOUT_MS, Promise.allSettled([first, ...queued]));
    const results = (outcome as { value: PromiseSettledResult<unknown>[] }).value;
    expect(
      results.map((r) => r.status === 'rejected' && r.reason instanceof SignInUnavailableError),
    ).toEqual(Array.from({ length: 6 }, () => true));
    expect(refreshCalls).toBe(1);
    expect(assign).not.toHaveBeenCalled();
    expect(isSignInUnreachable()).toBe(true);
    // Only the request that met the 401 went out: the queued ones never left with a stale token.
    expect(seen.map((s) => s.url)).toEqual([serviceUrl('subscription', '/items/1')]);

    // The service is back: the background retry gets a token, and the session carries on.
    server.use(
      http.post('*/auth/account/token/refresh', () => {
        refreshCalls += 1;
        return HttpResponse.json({ accessToken: FRESH, expiresIn: 300 });
      }),
    );
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAYS_MS[0] ?? 0);
    expect(refreshCalls).toBe(2);
    expect(isSignInUnreachable()).toBe(false);
    expect(getAccessToken()).toBe(FRESH);
    await expect(get('/items/9')).resolves.toEqual({ n: 9 });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('one refresh, one retry, one redirect', () => {
  it('retries a 401 that arrives after a refresh finished with the new token, without a second refresh', async () => {
    let answerLate = () => {};
    const late = new Promise<void>((resolve) => (answerLate = resolve));
    server.use(
      http.get('*/subscription-api/late', async ({ request }) => {
        const authorization = request.headers.get('Authorization');
        seen.push({ url: request.url, authorization });
        if (authorization === `Bearer ${FRESH}`) return HttpResponse.json({ n: 0 });
        await late;
        return HttpResponse.json({ message: 'Token expired' }, { status: 401 });
      }),
    );
    // Sent with the old token; its 401 comes only after another request's refresh is done.
    const slow = get<{ n: number }>('/late');
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await expect(get<{ n: number }>('/items/5')).resolves.toEqual({ n: 5 });
    expect(refreshCalls).toBe(1);
    answerLate();
    await expect(slow).resolves.toEqual({ n: 0 });
    expect(refreshCalls).toBe(1);
  });

  it('sends the browser to /404/ once for 20 requests forbidden after the refresh', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => get('/forbidden-after-refresh')),
    );
    expect(
      outcomes.every((o) => o.status === 'rejected' && o.reason instanceof ForbiddenError),
    ).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(assign.mock.calls).toEqual([['/404/']]);
  });

  it("lets the session gate take the start's failed refresh as its answer instead of refreshing again", async () => {
    refreshSucceeds = false;
    setAccessToken(null);
    let refused = 0;
    const answered = ({ response }: { response: Response }) => {
      if (response.status === 401) refused += 1;
    };
    server.events.on('response:mocked', answered);
    onTestFinished(() => {
      server.events.removeListener('response:mocked', answered);
    });
    beginStartRefresh();
    // The start's refresh has its answer before the gate asks.
    await vi.waitFor(() => expect(refused).toBe(1));
    await expect(refreshForSession()).resolves.toBe('signedOut');
    expect(refreshCalls).toBe(1);
    // Taken once: a later gate asks afresh.
    await expect(refreshForSession()).resolves.toBe('signedOut');
    expect(refreshCalls).toBe(2);
  });

  it("lets the session gate take the start's successful refresh", async () => {
    setAccessToken(null);
    beginStartRefresh();
    await expect(refreshForSession()).resolves.toBe('refreshed');
    expect(getAccessToken()).toBe(FRESH);
    expect(refreshCalls).toBe(1);
  });
});

describe('an outage of the sign-in service (decision 016)', () => {
  it.each([
    ['a 500', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })],
    [
      'a 503 with Retry-After',
      () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '30' } }),
    ],
    ['a reset connection', () => HttpResponse.error()],
    ['a 200 without a token', () => HttpResponse.json({})],
  ])('%s keeps the session: no logout, the request fails as retryable', async (_, answer) => {
    server.use(
      http.post('*/auth/account/token/refresh', () => {
        refreshCalls += 1;
        return answer();
      }),
    );
    const failure = await get('/items/1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SignInUnavailableError);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(assign).not.toHaveBeenCalled();
    expect(isSignInUnreachable()).toBe(true);
  });

  it.each([401, 403])('a %i ends the session as the specification says', async (status) => {
    server.use(
      http.post('*/auth/account/token/refresh', () =>
        HttpResponse.json({ detail: 'Invalid refresh token' }, { status }),
      ),
    );
    await expect(get('/items/1')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(assign.mock.calls).toEqual([[logoutUrl()]]);
    expect(isSignInUnreachable()).toBe(false);
  });
});
