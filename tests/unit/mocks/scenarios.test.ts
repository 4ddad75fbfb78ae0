/**
 * The scenario engine in node, set through mocks/node.ts as a test would: each behaviour answers
 * what the service documents, for that operation only, until changed or the persona is chosen
 * again; and the grammar shared by the URL, the HTTP control endpoint and the presets.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  currentScenarios,
  mockServer,
  setBehaviour,
  setLatency,
  setScenarios,
  usePersona,
} from '@mocks/node.ts';
import { formatScenarios, parseScenarios } from '@mocks/scenarios/grammar.ts';
import { refresh, signInAs, type MockSession } from './mockClient.ts';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

/** Whether the promise settles within `ms` (a hang or a delay still pending says no). */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('the scenario grammar', () => {
  it.each([
    ['cancelSubscription:500', { latencyMs: null, behaviours: { cancelSubscription: '500' } }],
    ['listOrders:empty, latency:800', { latencyMs: 800, behaviours: { listOrders: 'empty' } }],
    [
      'shop.*:network,getReceiptPdf:1500ms',
      {
        latencyMs: null,
        behaviours: { 'shop.*': 'network', getReceiptPdf: '1500ms' },
      },
    ],
    [
      'latency:250ms,getMe:400-validation',
      {
        latencyMs: 250,
        behaviours: { getMe: '400-validation' },
      },
    ],
  ])('reads %s', (text, expected) => {
    const { scenarios, problems } = parseScenarios(text);
    expect(problems).toEqual([]);
    expect(scenarios).toEqual(expected);
    expect(parseScenarios(formatScenarios(scenarios)).scenarios).toEqual(expected);
  });

  it.each([
    ['cancelSubscriptoin:500', /"cancelSubscriptoin" is no operationId/],
    ['cancelSubscription:418', /"418" is not a behaviour/],
    ['cancelSubscription:empty', /"empty" applies to list operations only/],
    ['shop.*:empty', /"empty" applies to list operations only/],
    ['latency:soon', /latency "soon" is not a number/],
    ['listOrders', /"listOrders" is not key:behaviour/],
  ])('refuses %s, and applies the rest', (text, problem) => {
    const { scenarios, problems } = parseScenarios(`${text},listReceipts:hang`);
    expect(problems).toEqual([expect.stringMatching(problem)]);
    expect(scenarios.behaviours).toEqual({ listReceipts: 'hang' });
  });

  it('throws on an unreadable scenario from a test, so a typo cannot pass silently', () => {
    expect(() => setScenarios('cancelSubscriptoin:500')).toThrow(/cancelSubscriptoin/);
  });
});

describe('the scenario engine in node', () => {
  let maja: MockSession;
  const cancel = () =>
    maja.call('subscription', 'PUT', `/account/${maja.userId}/subscriptions/sub_7fK2mQ9xL1/cancel`);
  const subscriptions = () =>
    maja.call('subscription', 'GET', `/account/${maja.userId}/subscriptions?filter=all`);

  beforeEach(async () => {
    maja = await signInAs('monthly-active');
  });

  it('answers 500 to that operation only, until it is switched back', async () => {
    setScenarios('cancelSubscription:500');
    const failed = await cancel();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ message: 'Internal server error', type: 'server' });
    expect((await subscriptions()).status).toBe(200);

    setBehaviour('cancelSubscription', null);
    const canceled = await cancel();
    expect(canceled.status).toBe(200);
    expect(await canceled.json()).toMatchObject({ state: 'canceled' });
  });

  it.each([
    ['400-transaction', 400, { type: 'transaction' }],
    ['400-validation', 400, { type: 'validation' }],
    ['401', 401, { type: 'unauthorized' }],
    ['403', 403, { type: 'forbidden' }],
    ['404', 404, { type: 'not_found' }],
  ] as const)(
    '%s: the subscription service’s documented error body',
    async (behaviour, status, body) => {
      setScenarios(`cancelSubscription:${behaviour}`);
      const response = await cancel();
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ ...body, message: expect.any(String) });
    },
  );

  it('answers in each service’s own error shape', async () => {
    setScenarios('listLicenses:400-validation,listOrders:404,getMe:500');
    const license = await maja.call('license', 'GET', '/public/license/');
    expect([license.status, await license.json()]).toEqual([
      400,
      expect.objectContaining({ errors: { reason: expect.any(String) } }),
    ]);
    const orders = await maja.call('shop', 'GET', '/orders');
    expect([orders.status, await orders.json()]).toEqual([
      404,
      expect.objectContaining({ detail: 'Not found.' }),
    ]);
    const me = await maja.call('account', 'GET', '/account/me');
    expect([me.status, await me.json()]).toEqual([
      500,
      expect.objectContaining({ detail: 'A server error occurred.' }),
    ]);
  });

  it.each([
    ['no scenario', '', true],
    ['one on getMe', 'getMe:500', false],
    ['one on the whole account service', 'account.*:network', false],
    ['one on another operation', 'listOrders:404', true],
  ])(
    'names the user in the token refresh with %s (with one on getMe the portal is to ask it)',
    async (_case, scenario, named) => {
      setScenarios(scenario);
      const answer = (await (await refresh()).json()) as { user?: { userId: number } };
      expect(answer.user?.userId === 100234).toBe(named);
    },
  );

  it.each([
    ['no scenario', '', true],
    ['one on previewRenewal', 'previewRenewal:500', false],
    ['one on another operation', 'listOrders:404', true],
  ])(
    'carries the renewals in the subscriptions list with %s (with one on previewRenewal the portal is to ask it)',
    async (_case, scenario, carried) => {
      setScenarios(scenario);
      const [subscription] = await maja.json<{ renewal: unknown }[]>(
        'subscription',
        'GET',
        `/account/${maja.userId}/subscriptions?filter=all&include=renewal`,
      );
      expect(subscription?.renewal != null).toBe(carried);
    },
  );

  it('empties a list, and still refuses a caller without a token', async () => {
    expect(await maja.json<unknown[]>('shop', 'GET', '/orders')).not.toHaveLength(0);
    setScenarios('listOrders:empty');
    expect(await maja.json<unknown[]>('shop', 'GET', '/orders')).toEqual([]);
    expect(await maja.json<unknown[]>('shop', 'GET', '/receipts')).not.toHaveLength(0);
    expect((await maja.call('shop', 'GET', '/orders', { anonymous: true })).status).toBe(401);
  });

  it('fails the network, hangs, and delays', async () => {
    setScenarios('listOrders:network,listReceipts:hang,listLicenses:400ms');
    await expect(maja.call('shop', 'GET', '/orders')).rejects.toThrow(TypeError);
    expect(await settlesWithin(maja.call('shop', 'GET', '/receipts'), 300)).toBe(false);
    const licenses = maja.call('license', 'GET', '/public/license/');
    expect(await settlesWithin(licenses, 150)).toBe(false);
    expect((await licenses).status).toBe(200);
  });

  it('applies a latency to every answer', async () => {
    setLatency(400);
    expect(await settlesWithin(maja.call('shop', 'GET', '/orders'), 150)).toBe(false);
    setLatency(null);
    expect(await settlesWithin(maja.call('shop', 'GET', '/orders'), 150)).toBe(true);
  });

  it('a whole service at once, an operation of it overriding', async () => {
    setScenarios('shop.*:403,listReceipts:500');
    expect((await maja.call('shop', 'GET', '/orders')).status).toBe(403);
    expect((await maja.call('shop', 'GET', '/receipts')).status).toBe(500);
    expect((await maja.call('license', 'GET', '/public/license/')).status).toBe(200);
  });

  it('resets with the persona, to its presets', async () => {
    setScenarios('cancelSubscription:500,latency:900');
    await usePersona('paused');
    expect(currentScenarios()).toEqual({ latencyMs: null, behaviours: {} });
    const daniel = await signInAs('broken');
    expect(currentScenarios().behaviours).toEqual({
      'subscription.*': '500',
      'license.*': '500',
      'shop.*': '500',
    });
    expect((await daniel.call('account', 'GET', '/account/me')).status).toBe(200);
    expect((await daniel.call('shop', 'GET', '/orders')).status).toBe(500);
    setBehaviour('shop.*', null);
    expect((await daniel.call('shop', 'GET', '/orders')).status).toBe(200);
  });
});
