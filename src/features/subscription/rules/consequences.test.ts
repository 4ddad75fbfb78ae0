import { describe, expect, it } from 'vitest';
import {
  cancelConsequence,
  keepPlanConsequence,
  planChangeConsequence,
  planChangeNowConsequence,
  reactivateConsequence,
  resumeConsequence,
  terminateConsequence,
  type ConsequenceSubscription,
} from './consequences.ts';
import { pauseConsequence } from './pause.ts';

const monthly: ConsequenceSubscription = {
  planCode: 'reasonplusmonthly',
  planName: 'Reason+ Monthly',
  subscriptionStatus: 'unpaused',
  currentPeriodEndsAt: '2026-12-14T09:30:00Z',
  expiresAt: null,
  pausedAt: null,
};
const annual: ConsequenceSubscription = {
  ...monthly,
  planCode: 'reasonplusannualnt',
  planName: 'Reason+ Annual',
  currentPeriodEndsAt: '2027-03-02T10:16:00Z',
};
const canceled: ConsequenceSubscription = { ...annual, expiresAt: '2027-03-02T10:16:00Z' };
// The paused persona: paused since October 20, its period (the pause's) ending December 20.
const paused: ConsequenceSubscription = {
  ...monthly,
  subscriptionStatus: 'paused',
  pausedAt: '2026-10-20T03:31:00Z',
  currentPeriodEndsAt: '2026-12-20T03:31:00Z',
};
const pauseScheduled: ConsequenceSubscription = {
  ...monthly,
  subscriptionStatus: 'scheduledPause',
  pausedAt: '2026-12-14T09:30:00Z',
};

describe('pauseConsequence: what the customer keeps, how long the pause lasts, when billing restarts', () => {
  it.each<[string, ConsequenceSubscription, number, string]>([
    [
      'monthly, one cycle',
      monthly,
      1,
      'You keep your subscription as it is until December 14, 2026. It then pauses for one month: you are not charged and Reason+ is unavailable while it is paused. Billing starts again on January 14, 2027, unless you resume earlier.',
    ],
    [
      'monthly, two cycles',
      monthly,
      2,
      'You keep your subscription as it is until December 14, 2026. It then pauses for two months: you are not charged and Reason+ is unavailable while it is paused. Billing starts again on February 14, 2027, unless you resume earlier.',
    ],
    [
      'annual, twelve cycles',
      annual,
      12,
      'You keep your subscription as it is until March 2, 2027. It then pauses for twelve years: you are not charged and Reason+ is unavailable while it is paused. Billing starts again on March 2, 2039, unless you resume earlier.',
    ],
  ])('%s', (_row, sub, cycles, expected) => {
    expect(pauseConsequence(sub, cycles)).toBe(expected);
  });
});

describe('resumeConsequence', () => {
  it.each<[string, ConsequenceSubscription, string]>([
    [
      'paused: active again today, billed from today',
      { ...monthly, subscriptionStatus: 'paused', pausedAt: '2026-10-20T03:31:00Z' },
      'Your subscription becomes active again today: you get Reason+ back straight away, and a new billing period starts today, charged to your saved payment method.',
    ],
    [
      'pause scheduled: the pause is called off',
      { ...monthly, subscriptionStatus: 'scheduledPause', pausedAt: '2026-12-14T09:30:00Z' },
      'The pause planned from December 14, 2026 is called off. Your subscription renews on December 14, 2026 as usual.',
    ],
  ])('%s', (_row, sub, expected) => {
    expect(resumeConsequence(sub)).toBe(expected);
  });
});

describe('the end-of-subscription actions say until when the customer keeps Reason+', () => {
  it.each<[string, (sub: ConsequenceSubscription) => string, ConsequenceSubscription, string]>([
    [
      'cancel',
      cancelConsequence,
      monthly,
      'You keep Reason+ until December 14, 2026. Your subscription will not renew and you will not be charged again. You can reactivate it until then.',
    ],
    [
      'cancel a pause-scheduled subscription: it still runs until then',
      cancelConsequence,
      pauseScheduled,
      'You keep Reason+ until December 14, 2026. Your subscription will not renew and you will not be charged again. You can reactivate it until then.',
    ],
    [
      'cancel a paused subscription: nothing to keep, no access promised',
      cancelConsequence,
      paused,
      'Your subscription is paused, so you have no access to Reason+ now. Canceling ends it on December 20, 2026 instead of resuming it, and you will not be charged again. You can reactivate it until then.',
    ],
    [
      'reactivate',
      reactivateConsequence,
      canceled,
      'Your subscription continues without a break and renews on March 2, 2027, charged to your saved payment method. Nothing changes until then.',
    ],
    [
      'terminate a running subscription',
      terminateConsequence,
      monthly,
      'Your subscription ends immediately: you lose access to Reason+ now instead of on December 14, 2026. This cannot be undone.',
    ],
    [
      'terminate a paused subscription: no access to lose, no date promised',
      terminateConsequence,
      paused,
      'Your subscription ends immediately instead of resuming after its pause. This cannot be undone.',
    ],
    [
      'terminate a canceled subscription',
      terminateConsequence,
      { ...canceled, expiresAt: '2027-01-31T10:16:00Z' },
      'Your subscription ends immediately: you lose access to Reason+ now instead of on January 31, 2027. This cannot be undone.',
    ],
  ])('%s', (_row, consequence, sub, expected) => {
    expect(consequence(sub)).toBe(expected);
  });

  it.each([cancelConsequence, terminateConsequence])(
    '%o never tells a paused customer what they keep',
    (consequence) => {
      expect(consequence(paused)).not.toMatch(/keep Reason\+|lose access/);
    },
  );
});

describe('planChangeConsequence: the new plan, and from when', () => {
  it.each<[string, ConsequenceSubscription, string, string]>([
    [
      'monthly to annual',
      monthly,
      'Reason+ Annual',
      'From your next renewal on December 14, 2026, your subscription moves to Reason+ Annual. Until then you keep Reason+ Monthly as it is.',
    ],
    [
      'annual to monthly',
      annual,
      'Reason+ Monthly',
      'From your next renewal on March 2, 2027, your subscription moves to Reason+ Monthly. Until then you keep Reason+ Annual as it is.',
    ],
  ])('%s', (_row, sub, targetName, expected) => {
    expect(planChangeConsequence(sub, targetName)).toBe(expected);
  });

  it('monthly to annual now: today, with the unused part credited', () => {
    expect(planChangeNowConsequence(monthly, 'Reason+ Annual')).toBe(
      'Your subscription moves to Reason+ Annual today, and a new billing period starts today. The part of Reason+ Monthly you have paid for but not used, until December 14, 2026, is credited against what you pay today.',
    );
    expect(
      planChangeNowConsequence({ ...monthly, currentPeriodEndsAt: undefined }, 'Reason+ Annual'),
    ).toBe(
      'Your subscription moves to Reason+ Annual today, and a new billing period starts today. The part of Reason+ Monthly you have paid for but not used is credited against what you pay today.',
    );
  });

  it('calling off a change keeps the plan and its price', () => {
    expect(keepPlanConsequence(monthly, 'Reason+ Annual')).toBe(
      'Your subscription stays on Reason+ Monthly at your next renewal on December 14, 2026, instead of moving to Reason+ Annual. Its price does not change.',
    );
  });
});

describe('without a date (the period end is proposed, optional) the consequences say when in words', () => {
  const undated: ConsequenceSubscription = { ...monthly, currentPeriodEndsAt: undefined };
  it.each<[string, string, string]>([
    [
      'pause',
      pauseConsequence(undated, 2),
      'You keep your subscription as it is until the end of the billing period. It then pauses for two months: you are not charged and Reason+ is unavailable while it is paused. Billing starts again when the pause ends, unless you resume earlier.',
    ],
    [
      'resume a scheduled pause',
      resumeConsequence({ ...undated, subscriptionStatus: 'scheduledPause' }),
      'The pause planned for your next renewal is called off. Your subscription renews at the end of the billing period as usual.',
    ],
    [
      'cancel',
      cancelConsequence(undated),
      'You keep Reason+ until the end of the billing period. Your subscription will not renew and you will not be charged again. You can reactivate it until then.',
    ],
    [
      'reactivate',
      reactivateConsequence(undated),
      'Your subscription continues without a break and renews at the end of the billing period, charged to your saved payment method. Nothing changes until then.',
    ],
    [
      'terminate',
      terminateConsequence(undated),
      'Your subscription ends immediately: you lose access to Reason+ now instead of at the end of the billing period. This cannot be undone.',
    ],
    [
      'change plan',
      planChangeConsequence(undated, 'Reason+ Annual'),
      'From your next renewal, your subscription moves to Reason+ Annual. Until then you keep Reason+ Monthly as it is.',
    ],
  ])('%s', (_action, words, expected) => {
    expect(words).toBe(expected);
  });
});
