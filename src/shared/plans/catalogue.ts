import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PlanCode, type PlanPrice, type TemporalUnit } from '@sdk/subscription/model';

/** The two tiers of the Reason+ family (spec: "a monthly and an annual tier"). */
export type PlanTier = 'monthly' | 'annual';

export type BillingPeriod = 'month' | 'year';

/** What the portal knows about a plan code beyond what `GET /plan/{code}` returns. */
export interface PlanFacts {
  /** The plan's name for customers, when the service gives none (`name` is proposed, optional). */
  name: string;
  /**
   * paid: the Reason+ family, billed to the customer; free: the special free accounts (spec §6),
   * with no billing actions; prepaid: bought once at a retailer, with no renewal or billing-date
   * actions (DESIGN §3).
   */
  kind: 'paid' | 'free' | 'prepaid';
  /** The tier the plan is a variant of; null for the plans outside both tiers. */
  tier: PlanTier | null;
  /** How often the plan bills; the plans that bill nobody count in years, like the prepaid year. */
  billingPeriod: BillingPeriod;
  /**
   * The list price per billing period in each currency, net of tax, as the plan is published:
   * what signup shows before the service's preview when `GET /plan/{code}` leaves out its
   * `prices` (proposed, optional). Kept in step with the subscription service by hand.
   */
  listPrices: readonly PlanPrice[];
  /** Whether the plan carries the free-trial introduction offer. */
  hasTrial: boolean;
  /**
   * What a plan change to the other tier sends: the no-trial variant, since a subscriber has had
   * their chance at the trial (decision 006 d); null where no plan change is offered.
   */
  switchTarget: PlanCode | null;
}

const prices = (usd: number, eur: number, gbp: number): readonly PlanPrice[] => [
  { currency: 'USD', unitAmount: usd },
  { currency: 'EUR', unitAmount: eur },
  { currency: 'GBP', unitAmount: gbp },
];

/** The plans that bill nobody. */
const NO_PRICES: readonly PlanPrice[] = [];

/** A plan as the table below writes it: its name a message, read in the active language. */
type PlanRow = Omit<PlanFacts, 'name'> & { name: MessageDescriptor };

/*
 * The one place that describes plan codes. Typed as a Record over PlanCode, so a code added to the
 * subscription document fails the typecheck here, and only here, until it is described (and a
 * code it drops, until its row goes).
 */
const PLANS: Readonly<Record<PlanCode, PlanRow>> = {
  reasonplusmonthly: {
    name: msg`Reason+ Monthly`,
    kind: 'paid',
    tier: 'monthly',
    billingPeriod: 'month',
    listPrices: prices(19.99, 19.99, 16.99),
    hasTrial: true,
    switchTarget: 'reasonplusannualnt',
  },
  reasonplusmonthlynt: {
    name: msg`Reason+ Monthly`,
    kind: 'paid',
    tier: 'monthly',
    billingPeriod: 'month',
    listPrices: prices(19.99, 19.99, 16.99),
    hasTrial: false,
    switchTarget: 'reasonplusannualnt',
  },
  reasonplusannual: {
    name: msg`Reason+ Annual (trial)`,
    kind: 'paid',
    tier: 'annual',
    billingPeriod: 'year',
    listPrices: prices(199, 199, 169),
    hasTrial: true,
    switchTarget: 'reasonplusmonthlynt',
  },
  reasonplusannualnt: {
    name: msg`Reason+ Annual`,
    kind: 'paid',
    tier: 'annual',
    billingPeriod: 'year',
    listPrices: prices(199, 199, 169),
    hasTrial: false,
    switchTarget: 'reasonplusmonthlynt',
  },
  employees: {
    name: msg`Reason+ Employees`,
    kind: 'free',
    tier: null,
    billingPeriod: 'year',
    listPrices: NO_PRICES,
    hasTrial: false,
    switchTarget: null,
  },
  // The annual plan, given free to friends of the company: annual for the coupon rules, free here.
  nfr_reasonplusannual: {
    name: msg`Reason+ Annual (NFR)`,
    kind: 'free',
    tier: 'annual',
    billingPeriod: 'year',
    listPrices: NO_PRICES,
    hasTrial: false,
    switchTarget: null,
  },
  reasonplusoneyearprepaid: {
    name: msg`Reason+ One Year Prepaid`,
    kind: 'prepaid',
    tier: null,
    billingPeriod: 'year',
    listPrices: prices(199, 199, 169),
    hasTrial: false,
    switchTarget: null,
  },
};

/** Every plan code of the contract, in the document's order. */
export const PLAN_CODES: readonly PlanCode[] = Object.values(PlanCode);

/** What the portal knows of a plan, its name in the active language. */
export function planFacts(planCode: PlanCode): PlanFacts {
  const { name, ...facts } = PLANS[planCode];
  return { ...facts, name: i18n._(name) };
}

/** A plan's billing interval as `GET /plan/{code}` states it: one month or one year. */
export interface PlanInterval {
  intervalUnit: TemporalUnit;
  intervalLength: number;
}

/**
 * The plan's interval and prices: the service's where it gives them (`intervalUnit`,
 * `intervalLength` and `prices` are proposed, optional), else the catalogue's.
 */
export function planTerms(
  planCode: PlanCode,
  plan: Partial<PlanInterval> & { prices?: PlanPrice[] },
): PlanInterval & { prices: PlanPrice[] } {
  const facts = PLANS[planCode];
  const { intervalUnit, intervalLength } = plan;
  // Both or neither: half an interval from the service and half from the catalogue could disagree.
  const interval =
    intervalUnit !== undefined && intervalLength !== undefined
      ? { intervalUnit, intervalLength }
      : { intervalUnit: facts.billingPeriod, intervalLength: 1 };
  return { ...interval, prices: plan.prices ?? [...facts.listPrices] };
}

/** What a subscription's plan is called: the service's `planName`, else the catalogue's name. */
export function planNameOf(subscription: { planCode: PlanCode; planName?: string }): string {
  return subscription.planName ?? i18n._(PLANS[subscription.planCode].name);
}

const TIER_WORDINGS: Record<PlanTier, MessageDescriptor> = {
  monthly: msg`Monthly`,
  annual: msg`Annual`,
};

/** The tiers as they are named to the customer, in the active language (read when used). */
export const TIER_NAMES: Readonly<Record<PlanTier, string>> = Object.defineProperties(
  {} as Record<PlanTier, string>,
  Object.fromEntries(
    Object.entries(TIER_WORDINGS).map(([tier, wording]) => [
      tier,
      { get: () => i18n._(wording), enumerable: true },
    ]),
  ),
);

/**
 * The plan signup sells for each tier, Monthly first (DESIGN §3): Monthly is the plan with the
 * introduction offer; the Annual sold is the no-trial variant, so reasonplusannual is not offered.
 */
export const SIGNUP_PLAN_CODES = {
  monthly: 'reasonplusmonthly',
  annual: 'reasonplusannualnt',
} as const satisfies Record<PlanTier, PlanCode>;

export type SignupPlanCode = (typeof SIGNUP_PLAN_CODES)[PlanTier];
