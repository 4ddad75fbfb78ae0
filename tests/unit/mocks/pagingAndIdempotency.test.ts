/**
 * The contract's paging of the four lists and its `Idempotency-Key`, as the mock HTTP server
 * honours them for a service team to compare with: pages walked by the `Link` header's cursor add
 * up to the unpaged list; a retried subscribe or payment-method save with the same key acts once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer, type MockHttpServer } from '@mocks/server/createMockHttpServer.ts';

let server: MockHttpServer;

beforeAll(async () => {
  server = await createMockHttpServer({ port: 0 });
});
afterAll(() => server.close());

interface Session {
  userId: number;
  headers: Record<string, string>;
}

async function signIn(persona: string): Promise<Session> {
  await fetch(`${server.url}/__mock/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ persona }),
  });
  const login = (await (
    await fetch(`${server.url}/auth/account/login?persona=${persona}`)
  ).json()) as { userId: number; accessToken: string };
  return { userId: login.userId, headers: { Authorization: `Bearer ${login.accessToken}` } };
}

/** The `cursor` of the answer's next link, or null on the last page. */
function nextCursor(response: Response): string | null {
  const link = response.headers.get('link');
  const target = link ? /<([^>]*)>;\s*rel="next"/.exec(link)?.[1] : undefined;
  return target ? new URL(target, server.url).searchParams.get('cursor') : null;
}

/** Every page of the list, `limit` at a time: the items in order and the number of requests. */
async function walk(session: Session, path: string, limit: number) {
  const items: unknown[] = [];
  let cursor: string | null = null;
  let requests = 0;
  do {
    const url = new URL(`${server.url}${path}`);
    url.searchParams.set('limit', String(limit));
    if (cursor) url.searchParams.set('cursor', cursor);
    const response = await fetch(url, { headers: session.headers });
    expect(response.status).toBe(200);
    const page = (await response.json()) as unknown[];
    expect(page.length).toBeLessThanOrEqual(limit);
    items.push(...page);
    requests += 1;
    cursor = nextCursor(response);
  } while (cursor);
  return { items, requests };
}

async function all(session: Session, path: string): Promise<unknown[]> {
  const response = await fetch(`${server.url}${path}`, { headers: session.headers });
  expect(response.headers.get('link')).toBeNull();
  return (await response.json()) as unknown[];
}

describe('paging', () => {
  it.each([
    ['invoices', (userId: number) => `/subscription-api/account/${userId}/invoices`, 121, 5],
    ['licenses', () => '/license-api/public/license/', 500, 20],
    ['orders', () => '/shop/api/orders', 200, 8],
    ['receipts', () => '/shop/api/receipts', 200, 8],
  ])(
    'the heavy account’s %s: 25 a page, walked by cursor, add up to the unpaged list',
    async (_list, pathOf, total, pages) => {
      const session = await signIn('heavy');
      const path = pathOf(session.userId);
      const everything = await all(session, path);
      expect(everything).toHaveLength(total);
      const paged = await walk(session, path, 25);
      expect(paged.requests).toBe(pages);
      expect(paged.items).toEqual(everything);
    },
  );

  it('filters the licenses by family, paged alike', async () => {
    const session = await signIn('heavy');
    const refills = (await all(session, '/license-api/public/license/?productFamily=refills')) as {
      productFamily: string;
    }[];
    expect(refills.length).toBeGreaterThan(0);
    expect(refills.every((license) => license.productFamily === 'refills')).toBe(true);
    const paged = await walk(session, '/license-api/public/license/?productFamily=refills', 25);
    expect(paged.items).toEqual(refills);
  });

  it('caps a page at 100 and refuses a cursor it did not give out, in the service error shape', async () => {
    const session = await signIn('heavy');
    const big = await fetch(`${server.url}/shop/api/orders?limit=1000`, {
      headers: session.headers,
    });
    expect(((await big.json()) as unknown[]).length).toBe(100);
    expect(nextCursor(big)).not.toBeNull();

    const forged = await fetch(`${server.url}/shop/api/orders?limit=25&cursor=not-ours`, {
      headers: session.headers,
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ detail: 'Invalid cursor.', code: 'invalid' });

    // A cursor of the right form but not given out by this list: one of another list, and one
    // whose position was edited.
    const receipts = await fetch(`${server.url}/shop/api/receipts?limit=25`, {
      headers: session.headers,
    });
    const foreign = nextCursor(receipts) ?? '';
    const fromAnotherList = await fetch(
      `${server.url}/shop/api/orders?limit=25&cursor=${foreign}`,
      { headers: session.headers },
    );
    expect(fromAnotherList.status).toBe(400);
    const ours = nextCursor(big) ?? '';
    const edited = Buffer.from(
      Buffer.from(ours, 'base64url')
        .toString('utf8')
        .replace(/^\d{4}/, '2099'),
    ).toString('base64url');
    const tampered = await fetch(`${server.url}/shop/api/orders?limit=25&cursor=${edited}`, {
      headers: session.headers,
    });
    expect(tampered.status).toBe(400);

    const invoices = await fetch(
      `${server.url}/subscription-api/account/${session.userId}/invoices?limit=0`,
      { headers: session.headers },
    );
    expect(invoices.status).toBe(400);
    expect(await invoices.json()).toMatchObject({ type: 'validation', code: 'invalid_request' });
  });
});

describe('Idempotency-Key', () => {
  const subscribe = (session: Session, key: string | null, plan = 'reasonplusmonthly') =>
    fetch(`${server.url}/subscription-api/account/${session.userId}/subscriptions/new`, {
      method: 'POST',
      headers: {
        ...session.headers,
        'Content-Type': 'application/json',
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body: JSON.stringify({
        plan,
        currency: 'USD',
        account: { billingInfo: { token_id: 'tok_mock_visa_4242' } },
      }),
    });

  async function currentSubscriptions(session: Session): Promise<{ id: string }[]> {
    const response = await fetch(
      `${server.url}/subscription-api/account/${session.userId}/subscriptions?filter=current`,
      { headers: session.headers },
    );
    return (await response.json()) as { id: string }[];
  }

  it('a retried subscribe with the same key answers the first answer and subscribes once', async () => {
    const session = await signIn('trial-eligible');
    const key = crypto.randomUUID();
    const first = await subscribe(session, key);
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: string };

    const retried = await subscribe(session, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await retried.json()).toEqual(created);
    expect(await currentSubscriptions(session)).toEqual([
      expect.objectContaining({ id: created.id }),
    ]);

    // Without the key, the same request is a second subscribe, which the service refuses.
    const again = await subscribe(session, null);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'subscription_exists' });
  });

  it('two concurrent sends with the same key subscribe once', async () => {
    const session = await signIn('trial-eligible');
    const key = crypto.randomUUID();
    const [one, two] = await Promise.all([subscribe(session, key), subscribe(session, key)]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(await one.json()).toEqual(await two.json());
    expect(await currentSubscriptions(session)).toHaveLength(1);
  });

  it('the same key with another body is refused with 422, acting on nothing', async () => {
    const session = await signIn('trial-eligible');
    const key = crypto.randomUUID();
    expect((await subscribe(session, key)).status).toBe(201);
    const other = await subscribe(session, key, 'reasonplusannual');
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      message: `Idempotency-Key ${key} was used for another request.`,
      type: 'validation',
      code: 'idempotency_key_reused',
    });
  });

  it('a key is the caller’s own: an answer without a token is not replayed, and is not kept', async () => {
    const session = await signIn('trial-eligible');
    const key = crypto.randomUUID();
    const anonymous = await subscribe({ ...session, headers: {} }, key);
    expect(anonymous.status).toBe(401);
    expect((await subscribe(session, key)).status).toBe(201);
    const stranger = await subscribe({ ...session, headers: {} }, key);
    expect(stranger.status).toBe(401);
  });

  it('a key longer than 255 characters is refused with 400, acting on nothing', async () => {
    const session = await signIn('trial-eligible');
    const refused = await subscribe(session, 'k'.repeat(256));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ type: 'validation', code: 'invalid_request' });
    expect(await currentSubscriptions(session)).toEqual([]);
  });

  it('the same JSON with its keys in another order is the same body: replayed, not refused', async () => {
    const session = await signIn('trial-eligible');
    const key = crypto.randomUUID();
    const send = (body: string) =>
      fetch(`${server.url}/subscription-api/account/${session.userId}/subscriptions/new`, {
        method: 'POST',
        headers: { ...session.headers, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body,
      });
    const billingInfo = { token_id: 'tok_mock_visa_4242' };
    const first = await send(
      JSON.stringify({ plan: 'reasonplusmonthly', currency: 'USD', account: { billingInfo } }),
    );
    expect(first.status).toBe(201);
    const reordered = await send(
      JSON.stringify({ account: { billingInfo }, currency: 'USD', plan: 'reasonplusmonthly' }),
    );
    expect(reordered.status).toBe(201);
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
  });

  it('a retried payment-method save with the same key saves once', async () => {
    const session = await signIn('monthly-active');
    const save = (key: string, token: string) =>
      fetch(`${server.url}/subscription-api/account/${session.userId}/payment_method`, {
        method: 'POST',
        headers: { ...session.headers, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ token_id: token }),
      });
    const key = crypto.randomUUID();
    const first = await save(key, 'tok_mock_mastercard_5454');
    const saved = (await first.json()) as { updatedAt: string };
    const retried = await save(key, 'tok_mock_mastercard_5454');
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await retried.json()).toEqual(saved);

    // A declined card is an answer too: its retry with the same key is the same refusal.
    const declinedKey = crypto.randomUUID();
    const declined = await save(declinedKey, 'tok_mock_declined');
    expect(declined.status).toBe(400);
    const declinedAgain = await save(declinedKey, 'tok_mock_declined');
    expect(declinedAgain.status).toBe(400);
    expect(declinedAgain.headers.get('idempotent-replayed')).toBe('true');
  });
});
