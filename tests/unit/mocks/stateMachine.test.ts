/**
 * The subscription state machine of spec section 4, through the mock's handlers: each row starts a
 * persona afresh, applies one action to its subscription and checks the answer and the state the
 * subscription is left in. Forbidden transitions answer 400 `{type: 'validation'}`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '@sdk/subscription/model';
import { mockServer } from '@mocks/node.ts';
import { signInAs } from './mockClient.ts';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

/** Each persona's subscription and where it starts. */
const SUBSCRIPTIONS = {
  'monthly-active': 'sub_7fK2mQ9xL1', // active, unpaused, renews 2026-12-14
  'annual-canceled': 'sub_Jo8Vb2Xc5N', // canceled, runs until 2027-03-02
  paused: 'sub_Yt5Pw9Hs3K', // paused, 2 cycles left
  'scheduled-pause': 'sub_Lm6Qz1Rv8D', // active, pause of 1 cycle from 2026-12-05
  expired: 'sub_Ej2Ft6Wn4B', // expired
  'monthly-trial': 'sub_Sr4Nq7Lm1T', // active, in its free month
  employee: 'sub_En4Rt7Gk1M', // employees plan (managed)
  prepaid: 'sub_Ld5Hb9Qs3J', // prepaid plan (managed)
} as const;

type Persona = keyof typeof SUBSCRIPTIONS;

type Action =
  'cancel' | 'reactivate' | 'resume' | 'terminate' | { pause: number } | { billingDate: string };

interface Row {
  persona: Persona;
  action: Action;
  status: 200 | 400;
  /** Fields of the subscription after the action (also re-read with GET). */
  then?: Partial<Subscription>;
  /** Part of the 400 message. */
  refusal?: string;
}

const describeAction = (action: Action): string =>
  typeof action === 'string'
    ? action
    : 'pause' in action
      ? `pause ${action.pause}`
      : `billing date ${action.billingDate}`;

const TRANSITIONS: Row[] = [
  // allowed
  {
    persona: 'monthly-active',
    action: 'cancel',
    status: 200,
    then: { state: 'canceled', expiresAt: '2026-12-14T09:30:00Z', subscriptionStatus: 'unpaused' },
  },
  {
    persona: 'annual-canceled',
    action: 'reactivate',
    status: 200,
    then: { state: 'active', canceledAt: null, expiresAt: null },
  },
  {
    persona: 'monthly-active',
    action: { pause: 3 },
    status: 200,
    then: {
      state: 'active',
      subscriptionStatus: 'scheduledPause',
      remainingPauseCycles: 3,
      pausedAt: '2026-12-14T09:30:00Z',
    },
  },
  {
    persona: 'scheduled-pause',
    action: 'resume',
    status: 200,
    then: {
      state: 'active',
      subscriptionStatus: 'unpaused',
      remainingPauseCycles: null,
      pausedAt: null,
    },
  },
  {
    persona: 'paused',
    action: 'resume',
    status: 200,
    then: {
      state: 'active',
      subscriptionStatus: 'unpaused',
      remainingPauseCycles: null,
      pausedAt: null,
    },
  },
  {
    persona: 'paused',
    action: 'cancel',
    status: 200,
    then: { state: 'canceled', subscriptionStatus: 'unpaused', remainingPauseCycles: null },
  },
  {
    persona: 'scheduled-pause',
    action: 'cancel',
    status: 200,
    then: { state: 'canceled', subscriptionStatus: 'unpaused', pausedAt: null },
  },
  { persona: 'monthly-active', action: 'terminate', status: 200, then: { state: 'expired' } },
  { persona: 'annual-canceled', action: 'terminate', status: 200, then: { state: 'expired' } },
  { persona: 'expired', action: 'terminate', status: 200, then: { state: 'expired' } },
  {
    persona: 'monthly-active',
    action: { billingDate: '2026-12-20' },
    status: 200,
    then: { currentPeriodEndsAt: '2026-12-20T09:30:00Z' },
  },
  {
    persona: 'monthly-active',
    action: { billingDate: '2027-01-12' }, // the last allowed day (+29)
    status: 200,
    then: { currentPeriodEndsAt: '2027-01-12T09:30:00Z' },
  },
  {
    persona: 'scheduled-pause',
    action: { billingDate: '2026-12-10' },
    status: 200,
    then: { currentPeriodEndsAt: '2026-12-10T18:41:00Z', pausedAt: '2026-12-10T18:41:00Z' },
  },
  // forbidden
  { persona: 'annual-canceled', action: 'cancel', status: 400, refusal: 'already canceled' },
  { persona: 'expired', action: 'cancel', status: 400, refusal: 'cannot be canceled' },
  {
    persona: 'monthly-active',
    action: 'reactivate',
    status: 400,
    refusal: 'Only canceled subscriptions can be reactivated',
  },
  {
    persona: 'expired',
    action: 'reactivate',
    status: 400,
    refusal: 'Only canceled subscriptions can be reactivated',
  },
  {
    persona: 'monthly-active',
    action: 'resume',
    status: 400,
    refusal: 'Only paused subscriptions can be resumed',
  },
  { persona: 'annual-canceled', action: 'resume', status: 400, refusal: 'Only paused' },
  { persona: 'paused', action: { pause: 1 }, status: 400, refusal: 'already paused' },
  {
    persona: 'scheduled-pause',
    action: { pause: 2 },
    status: 400,
    refusal: 'already has a scheduled pause',
  },
  { persona: 'annual-canceled', action: { pause: 1 }, status: 400, refusal: 'cannot be paused' },
  { persona: 'expired', action: { pause: 1 }, status: 400, refusal: 'cannot be paused' },
  { persona: 'monthly-trial', action: { pause: 1 }, status: 400, refusal: 'free trial' },
  {
    persona: 'monthly-active',
    action: { pause: 0 },
    status: 400,
    refusal: 'remainingPauseCycles: must be between 1 and 12',
  },
  {
    persona: 'monthly-active',
    action: { pause: 13 },
    status: 400,
    refusal: 'remainingPauseCycles: must be between 1 and 12',
  },
  {
    persona: 'monthly-active',
    action: { billingDate: '2027-01-13' },
    status: 400,
    refusal: 'outside the allowed range 2026-12-14 to 2027-01-12',
  },
  {
    persona: 'monthly-active',
    action: { billingDate: '2026-12-01' },
    status: 400,
    refusal: 'outside the allowed range',
  },
  {
    persona: 'monthly-active',
    action: { billingDate: '14/12/2026' },
    status: 400,
    refusal: 'billing_date:',
  },
  {
    persona: 'annual-canceled',
    action: { billingDate: '2027-03-05' },
    status: 400,
    refusal: 'canceled',
  },
  { persona: 'paused', action: { billingDate: '2026-12-22' }, status: 400, refusal: 'paused' },
  { persona: 'employee', action: 'cancel', status: 400, refusal: 'managed by the company' },
  {
    persona: 'prepaid',
    action: { billingDate: '2027-02-05' },
    status: 400,
    refusal: 'managed by the company',
  },
];

async function perform(persona: Persona, action: Action) {
  const session = await signInAs(persona);
  const base = `/account/${session.userId}/subscriptions/${SUBSCRIPTIONS[persona]}`;
  const call = (method: string, path: string, body?: unknown) =>
    session.call('subscription', method, base + path, { body });
  let response: Response;
  if (action === 'cancel') response = await call('PUT', '/cancel');
  else if (action === 'reactivate') response = await call('PUT', '/reactivate');
  else if (action === 'resume') response = await call('PUT', '/resume');
  else if (action === 'terminate') response = await call('DELETE', '/terminate');
  else if ('pause' in action) {
    response = await call('PUT', '/pause', { remainingPauseCycles: action.pause });
  } else {
    response = await call('PUT', '/change-billing-date', { billing_date: action.billingDate });
  }
  const reread = async () => (await call('GET', '')).json() as Promise<Subscription>;
  return { response, reread };
}

describe('subscription transitions (spec section 4)', () => {
  it.each(TRANSITIONS.map((row) => [row.persona, describeAction(row.action), row] as const))(
    '%s: %s',
    async (_persona, _action, { persona, action, status, then, refusal }) => {
      const { response, reread } = await perform(persona, action);
      const body = (await response.json()) as Record<string, unknown>;
      expect(response.status, JSON.stringify(body)).toBe(status);
      if (status === 400) {
        expect(body.type).toBe('validation');
        expect(body.message).toContain(refusal);
        return;
      }
      expect(body).toMatchObject(then ?? {});
      expect(await reread()).toMatchObject(then ?? {});
    },
  );

  it('a lifecycle in sequence: pause, resume, cancel, reactivate, terminate', async () => {
    const session = await signInAs('monthly-active');
    const base = `/account/${session.userId}/subscriptions/sub_7fK2mQ9xL1`;
    const step = (method: string, path: string, body?: unknown) =>
      session.json<Subscription>('subscription', method, base + path, body);
    expect(await step('PUT', '/pause', { remainingPauseCycles: 2 })).toMatchObject({
      subscriptionStatus: 'scheduledPause',
    });
    expect(await step('PUT', '/resume')).toMatchObject({ subscriptionStatus: 'unpaused' });
    expect(await step('PUT', '/cancel')).toMatchObject({ state: 'canceled' });
    expect(await step('PUT', '/reactivate')).toMatchObject({ state: 'active', canceledAt: null });
    expect(await step('DELETE', '/terminate')).toMatchObject({ state: 'expired' });
    const current = await session.json<Subscription[]>(
      'subscription',
      'GET',
      `/account/${session.userId}/subscriptions`,
    );
    expect(current).toEqual([]);
  });

  it('a resumed paused subscription bills again from today', async () => {
    const session = await signInAs('paused');
    const path = `/account/${session.userId}/subscriptions/${SUBSCRIPTIONS.paused}`;
    const before = await session.json<unknown[]>(
      'subscription',
      'GET',
      `/account/${session.userId}/invoices`,
    );
    const resumed = await session.json<Required<Subscription>>(
      'subscription',
      'PUT',
      `${path}/resume`,
    );
    expect(Date.parse(resumed.currentPeriodStartedAt)).toBeGreaterThan(Date.now() - 60_000);
    const after = await session.json<unknown[]>(
      'subscription',
      'GET',
      `/account/${session.userId}/invoices`,
    );
    expect(after).toHaveLength(before.length + 1);
  });
});
