import { describe, expect, it } from 'vitest';
import {
  PAUSE_CYCLES,
  allowedActions,
  offersAntichurnCoupon,
  pauseCyclesError,
  type ActionContext,
  type ActionSubscription,
  type SubscriptionAction,
} from './actions.ts';
import type { PauseStatus, PlanCode, SubscriptionState } from '@sdk/subscription/model';

const sub = (
  planCode: PlanCode,
  state: SubscriptionState,
  subscriptionStatus: PauseStatus = 'unpaused',
  isTrial = false,
): ActionSubscription => ({ planCode, state, subscriptionStatus, isTrial });

const RUNNING: SubscriptionAction[] = [
  'pause',
  'cancel',
  'terminate',
  'changePlan',
  'changeBillingDate',
  'updatePaymentMethod',
];
const PAUSE_SCHEDULED: SubscriptionAction[] = [
  'resume',
  'cancel',
  'terminate',
  'updatePaymentMethod',
];
const PAUSED: SubscriptionAction[] = ['resume', 'cancel', 'terminate', 'updatePaymentMethod'];
const CANCEL_PENDING: SubscriptionAction[] = ['reactivate', 'terminate', 'updatePaymentMethod'];

describe('allowedActions', () => {
  describe.each<PlanCode>([
    'reasonplusmonthly',
    'reasonplusmonthlynt',
    'reasonplusannual',
    'reasonplusannualnt',
  ])('renewing plan %s', (planCode) => {
    it.each<[string, ActionSubscription, SubscriptionAction[]]>([
      ['active, unpaused', sub(planCode, 'active'), RUNNING],
      ['active, pause scheduled', sub(planCode, 'active', 'scheduledPause'), PAUSE_SCHEDULED],
      ['paused', sub(planCode, 'paused', 'paused'), PAUSED],
      ['active state but pause status paused', sub(planCode, 'active', 'paused'), PAUSED],
      ['paused state even if the pause status lags', sub(planCode, 'paused', 'unpaused'), PAUSED],
      ['canceled (cancel pending)', sub(planCode, 'canceled'), CANCEL_PENDING],
      [
        'canceled while a pause was scheduled',
        sub(planCode, 'canceled', 'scheduledPause'),
        CANCEL_PENDING,
      ],
      ['expired', sub(planCode, 'expired'), []],
      ['other', sub(planCode, 'other'), []],
      [
        'trial, active: may cancel, but neither pause nor move the billing date',
        sub(planCode, 'active', 'unpaused', true),
        ['cancel', 'terminate', 'changePlan', 'updatePaymentMethod'],
      ],
      ['trial, canceled', sub(planCode, 'canceled', 'unpaused', true), CANCEL_PENDING],
    ])('%s', (_row, subscription, expected) => {
      expect(allowedActions(subscription)).toEqual(expected);
    });
  });

  describe('prepaid plan: no renewal actions (pause, cancel, reactivate, plan or billing date)', () => {
    it.each<[string, ActionSubscription, SubscriptionAction[]]>([
      ['active', sub('reasonplusoneyearprepaid', 'active'), ['terminate', 'updatePaymentMethod']],
      [
        'active, pause scheduled',
        sub('reasonplusoneyearprepaid', 'active', 'scheduledPause'),
        ['resume', 'terminate', 'updatePaymentMethod'],
      ],
      [
        'paused',
        sub('reasonplusoneyearprepaid', 'paused', 'paused'),
        ['resume', 'terminate', 'updatePaymentMethod'],
      ],
      [
        'canceled',
        sub('reasonplusoneyearprepaid', 'canceled'),
        ['terminate', 'updatePaymentMethod'],
      ],
      ['expired', sub('reasonplusoneyearprepaid', 'expired'), []],
      ['other', sub('reasonplusoneyearprepaid', 'other'), []],
      [
        'trial, active',
        sub('reasonplusoneyearprepaid', 'active', 'unpaused', true),
        ['terminate', 'updatePaymentMethod'],
      ],
    ])('%s', (_row, subscription, expected) => {
      expect(allowedActions(subscription)).toEqual(expected);
    });
  });

  describe.each<PlanCode>(['employees', 'nfr_reasonplusannual'])(
    'free plan %s: no billing actions in any state',
    (planCode) => {
      it.each<[string, ActionSubscription]>([
        ['active', sub(planCode, 'active')],
        ['active, pause scheduled', sub(planCode, 'active', 'scheduledPause')],
        ['paused', sub(planCode, 'paused', 'paused')],
        ['canceled', sub(planCode, 'canceled')],
        ['expired', sub(planCode, 'expired')],
        ['trial, active', sub(planCode, 'active', 'unpaused', true)],
      ])('%s', (_row, subscription) => {
        expect(allowedActions(subscription)).toEqual([]);
      });
    },
  );

  describe('saved payment method', () => {
    const paypal: ActionContext = { billingInfo: { paymentMethod: 'paypal_billing_agreement' } };
    const noneOnFile: ActionContext = { billingInfo: null };

    it.each<[string, ActionSubscription, ActionContext, SubscriptionAction[]]>([
      [
        'canceled, payment method on file → may reactivate',
        sub('reasonplusmonthly', 'canceled'),
        paypal,
        CANCEL_PENDING,
      ],
      [
        'canceled, unknown (not loaded) → may reactivate',
        sub('reasonplusmonthly', 'canceled'),
        {},
        CANCEL_PENDING,
      ],
      [
        'canceled, none on file → add one instead of reactivating',
        sub('reasonplusmonthly', 'canceled'),
        noneOnFile,
        ['terminate', 'updatePaymentMethod'],
      ],
      [
        'active, none on file → unchanged',
        sub('reasonplusannualnt', 'active'),
        noneOnFile,
        RUNNING,
      ],
      [
        'paused, none on file → unchanged',
        sub('reasonplusannualnt', 'paused', 'paused'),
        noneOnFile,
        PAUSED,
      ],
    ])('%s', (_row, subscription, context, expected) => {
      expect(allowedActions(subscription, context)).toEqual(expected);
    });
  });
});

describe('offersAntichurnCoupon', () => {
  it.each<[string, ActionSubscription, boolean]>([
    ['monthly, active', sub('reasonplusmonthly', 'active'), true],
    [
      'annual, active with a pause scheduled',
      sub('reasonplusannualnt', 'active', 'scheduledPause'),
      true,
    ],
    [
      'monthly, paused: canceled straight away',
      sub('reasonplusmonthly', 'paused', 'paused'),
      false,
    ],
    ['monthly, already canceled', sub('reasonplusmonthly', 'canceled'), false],
    ['prepaid, active', sub('reasonplusoneyearprepaid', 'active'), false],
    ['employees, active', sub('employees', 'active'), false],
    ['nfr, active', sub('nfr_reasonplusannual', 'active'), false],
  ])('%s → %s', (_row, subscription, expected) => {
    expect(offersAntichurnCoupon(subscription)).toBe(expected);
  });
});

describe('pauseCyclesError', () => {
  it('allows 1 to 12 cycles', () => {
    expect(PAUSE_CYCLES).toEqual({ min: 1, max: 12 });
  });

  it.each<[number, string | null]>([
    [1, null],
    [6, null],
    [12, null],
    [0, 'Choose between 1 and 12 billing cycles.'],
    [13, 'Choose between 1 and 12 billing cycles.'],
    [-2, 'Choose between 1 and 12 billing cycles.'],
    [1.5, 'Choose a whole number of billing cycles.'],
    [12.5, 'Choose a whole number of billing cycles.'],
    [Number.NaN, 'Choose a whole number of billing cycles.'],
    [Number.POSITIVE_INFINITY, 'Choose a whole number of billing cycles.'],
  ])('%d cycles → %s', (cycles, expected) => {
    expect(pauseCyclesError(cycles)).toBe(expected);
  });
});
