/**
 * A plan change now, prorated (issue 33): the new plan's first period starts today and is charged
 * at once, less a credit for the unused part of the current period. One rule for the three places
 * that state it, so they agree to the cent: the preview (`previewSubscriptionChange` with
 * `timeframe=now`, ./previews.ts), the change itself and the invoice it creates
 * (`changeSubscriptionPlan`, ./subscriptions.ts).
 *
 * The rule, as a billing provider such as Stripe or Recurly prorates an upgrade:
 * - the credit is the current period's charge (as it was priced: plan, seats, coupon, tax;
 *   nothing for a free trial) times the whole days left of the period over its days, rounded
 *   half-up to cents (`unusedPart`, the rule End now refunds by); the day under way counts as used;
 * - the credit is never more than today's charge: nothing is left over to pay out or keep;
 * - what is due today is today's charge less the credit, and the invoice of the change says that;
 * - the new plan renews one of its periods after today.
 * A change now to a shorter billing period (annual to monthly) is refused by the state machine
 * (./stateMachine.ts): its credit would exceed the charge, so it waits for the renewal.
 */
import type { PriceBreakdown, Proration } from '@sdk/subscription/model';
import { PLANS } from '../../db/catalogue.ts';
import type { CouponRecord, SubscriptionRecord, UserRecord } from '../../db/schema.ts';
import { chargeTotal, currentPeriodCharge, unusedPart } from './charges.ts';
import { addIntervals } from './stateMachine.ts';

const toCents = (amount: number): number => Math.round(amount * 100);

/** What the rule prices, every amount tax included, every moment an ISO date-time. */
export interface ProrationInput {
  /** What the current period was charged (0 for a free trial). */
  periodCharge: number;
  periodStartedAt: string;
  periodEndsAt: string;
  now: string;
  /** Today's charge: the new plan's first period, from today. */
  newCharge: number;
  /** When the new plan first renews. */
  nextRenewalAt: string;
}

export interface ProratedCharge {
  proration: Proration;
  /** Today's charge less the credit: what the preview says is due and the invoice charges. */
  dueToday: number;
}

/** The rule itself, on figures: the credit for the unused days, and what is left to pay today. */
export function prorate(input: ProrationInput): ProratedCharge {
  const unused = unusedPart(
    input.periodCharge,
    input.periodStartedAt,
    input.periodEndsAt,
    input.now,
  );
  const creditCents = Math.min(toCents(unused), toCents(input.newCharge));
  return {
    proration: {
      credit: creditCents / 100,
      unusedFrom: input.now.slice(0, 10),
      unusedUntil: input.periodEndsAt.slice(0, 10),
      nextRenewalOn: input.nextRenewalAt.slice(0, 10),
    },
    dueToday: (toCents(input.newCharge) - creditCents) / 100,
  };
}

/**
 * A subscription's plan change now: `before` as it runs, `after` as the change leaves it (the new
 * plan and price, its period starting `now`), and a coupon redeemed with the change, if any.
 */
export function planChangeNow(
  user: UserRecord,
  before: SubscriptionRecord,
  after: SubscriptionRecord,
  redeemedNow: CouponRecord | null,
  now: string,
): ProratedCharge {
  return prorate({
    periodCharge: currentPeriodCharge(user, before),
    periodStartedAt: before.currentPeriodStartedAt,
    periodEndsAt: before.currentPeriodEndsAt,
    now,
    newCharge: chargeTotal(user, after, redeemedNow, now),
    nextRenewalAt: addIntervals(now, PLANS[after.planCode], 1),
  });
}

/** A preview's breakdown with the proration stated and taken off what is due today. */
export function withProration(
  breakdown: PriceBreakdown,
  { proration, dueToday }: ProratedCharge,
): PriceBreakdown {
  return { ...breakdown, dueToday, proration };
}
