/**
 * What every account shares: the plan definitions and the coupon catalogue. The coupon codes are
 * the ones issue 4 fixes (frontend developers and tests rely on them); mocks/README.md lists them.
 */
import type { Plan, PlanCode, PlanPrice } from '@sdk/subscription/model';
import type { CouponRecord } from './schema.ts';

const prices = (usd: number, eur: number, gbp: number): PlanPrice[] => [
  { currency: 'USD', unitAmount: usd },
  { currency: 'EUR', unitAmount: eur },
  { currency: 'GBP', unitAmount: gbp },
];

export const PLANS: Record<PlanCode, Required<Plan>> = {
  reasonplusmonthly: {
    code: 'reasonplusmonthly',
    name: 'Reason+ Monthly',
    intervalUnit: 'month',
    intervalLength: 1,
    trialRequiresBillingInfo: true,
    trialLength: 1,
    trialUnit: 'month',
    prices: prices(19.99, 19.99, 16.99),
  },
  reasonplusmonthlynt: {
    code: 'reasonplusmonthlynt',
    name: 'Reason+ Monthly',
    intervalUnit: 'month',
    intervalLength: 1,
    trialRequiresBillingInfo: true,
    trialLength: null,
    trialUnit: null,
    prices: prices(19.99, 19.99, 16.99),
  },
  reasonplusannual: {
    code: 'reasonplusannual',
    name: 'Reason+ Annual (trial)',
    intervalUnit: 'year',
    intervalLength: 1,
    trialRequiresBillingInfo: true,
    trialLength: 1,
    trialUnit: 'month',
    prices: prices(199, 199, 169),
  },
  reasonplusannualnt: {
    code: 'reasonplusannualnt',
    name: 'Reason+ Annual',
    intervalUnit: 'year',
    intervalLength: 1,
    trialRequiresBillingInfo: true,
    trialLength: null,
    trialUnit: null,
    prices: prices(199, 199, 169),
  },
  employees: {
    code: 'employees',
    name: 'Reason+ Employees',
    intervalUnit: 'year',
    intervalLength: 1,
    trialRequiresBillingInfo: false,
    trialLength: null,
    trialUnit: null,
    prices: prices(0, 0, 0),
  },
  nfr_reasonplusannual: {
    code: 'nfr_reasonplusannual',
    name: 'Reason+ Annual (NFR)',
    intervalUnit: 'year',
    intervalLength: 1,
    trialRequiresBillingInfo: false,
    trialLength: null,
    trialUnit: null,
    prices: prices(0, 0, 0),
  },
  reasonplusoneyearprepaid: {
    code: 'reasonplusoneyearprepaid',
    name: 'Reason+ One Year Prepaid',
    intervalUnit: 'year',
    intervalLength: 1,
    trialRequiresBillingInfo: false,
    trialLength: null,
    trialUnit: null,
    prices: prices(199, 199, 169),
  },
};

export const isPlanCode = (code: string): code is PlanCode => Object.hasOwn(PLANS, code);

/** Plans a customer may subscribe or switch to; the special ones are granted by the company. */
export const SELF_SERVICE_PLANS: readonly PlanCode[] = [
  'reasonplusmonthly',
  'reasonplusmonthlynt',
  'reasonplusannual',
  'reasonplusannualnt',
];

/** Plans whose subscriptions the customer cannot manage (free or prepaid). */
export const MANAGED_PLANS: readonly PlanCode[] = [
  'employees',
  'nfr_reasonplusannual',
  'reasonplusoneyearprepaid',
];

export const TRIAL_COUPON_CODE = 'first-month-introduction-offer';
export const ANTICHURN_COUPON_CODE = 'stay-with-us-50';

const MONTHLY = ['reasonplusmonthly', 'reasonplusmonthlynt'];
const ANNUAL = ['reasonplusannual', 'reasonplusannualnt'];

type CouponFields = Omit<CouponRecord, 'discount' | 'antichurn' | 'maxRedemptionsPerAccount'> &
  Partial<Pick<CouponRecord, 'antichurn' | 'maxRedemptionsPerAccount'>>;

const percentOff = (percent: number, fields: CouponFields): CouponRecord => ({
  antichurn: false,
  maxRedemptionsPerAccount: null,
  ...fields,
  discount: { type: 'percent', percent, trial: null, amounts: null },
});

const freeTrial = (
  length: number,
  unit: 'day' | 'month',
  fields: Omit<CouponFields, 'freeTrialUnit'>,
): CouponRecord => ({
  antichurn: false,
  maxRedemptionsPerAccount: 1,
  ...fields,
  freeTrialUnit: unit,
  discount: { type: 'free_trial', percent: null, trial: { length, unit }, amounts: null },
});

const noTemporal = { temporalAmount: null, temporalUnit: null, freeTrialUnit: null } as const;

export const COUPONS: readonly CouponRecord[] = [
  freeTrial(1, 'month', {
    code: TRIAL_COUPON_CODE,
    name: 'First month free',
    state: 'redeemable',
    planCodes: ['reasonplusmonthly'],
    appliesToAllPlans: false,
    duration: 'single_use',
    temporalAmount: null,
    temporalUnit: null,
    displayText: '1 month free',
  }),
  percentOff(20, {
    code: 'EXPIRED2025',
    name: 'Summer 2025: 20% off',
    state: 'expired',
    planCodes: null,
    appliesToAllPlans: true,
    duration: 'temporal',
    temporalAmount: 3,
    temporalUnit: 'month',
    freeTrialUnit: null,
    displayText: '20% off for 3 months',
  }),
  percentOff(30, {
    code: 'USEDUP',
    name: 'Launch week: 30% off',
    state: 'maxed_out',
    planCodes: null,
    appliesToAllPlans: true,
    duration: 'forever',
    ...noTemporal,
    displayText: '30% off',
  }),
  percentOff(20, {
    code: 'ANNUAL20',
    name: 'Annual plan: 20% off',
    state: 'redeemable',
    planCodes: ANNUAL,
    appliesToAllPlans: false,
    duration: 'forever',
    ...noTemporal,
    displayText: '20% off the annual plan',
  }),
  percentOff(15, {
    code: 'SAVE15',
    name: '15% off',
    state: 'redeemable',
    planCodes: null,
    appliesToAllPlans: true,
    duration: 'forever',
    ...noTemporal,
    displayText: '15% off',
  }),
  percentOff(50, {
    code: 'HALF3',
    name: 'Half price for 3 months',
    state: 'redeemable',
    planCodes: null,
    appliesToAllPlans: true,
    duration: 'temporal',
    temporalAmount: 3,
    temporalUnit: 'month',
    freeTrialUnit: null,
    displayText: '50% off for 3 months',
  }),
  percentOff(50, {
    code: 'HALF6',
    name: 'Half price for 6 months',
    state: 'redeemable',
    planCodes: MONTHLY,
    appliesToAllPlans: false,
    duration: 'temporal',
    temporalAmount: 6,
    temporalUnit: 'month',
    freeTrialUnit: null,
    displayText: '50% off for 6 months',
  }),
  percentOff(100, {
    code: 'FREEMONTH',
    name: 'A month on us',
    state: 'redeemable',
    planCodes: MONTHLY,
    appliesToAllPlans: false,
    duration: 'single_use',
    ...noTemporal,
    displayText: 'First month free',
    maxRedemptionsPerAccount: 1,
  }),
  freeTrial(14, 'day', {
    code: 'TRIAL14',
    name: '14-day free trial',
    state: 'redeemable',
    planCodes: MONTHLY,
    appliesToAllPlans: false,
    duration: 'single_use',
    temporalAmount: null,
    temporalUnit: null,
    displayText: '14 days free',
  }),
  percentOff(100, {
    code: 'STAFFONLY',
    name: 'Staff plan',
    state: 'redeemable',
    planCodes: ['employees'],
    appliesToAllPlans: false,
    duration: 'forever',
    ...noTemporal,
    displayText: 'Free for staff',
  }),
  // Looks valid at lookup; the billing provider only counts redemptions when subscribing, and
  // every account has used its one redemption already (an allowance of 0 left).
  percentOff(25, {
    code: 'ONCEONLY',
    name: 'Welcome back: 25% off',
    state: 'redeemable',
    planCodes: null,
    appliesToAllPlans: true,
    duration: 'temporal',
    temporalAmount: 1,
    temporalUnit: 'month',
    freeTrialUnit: null,
    displayText: '25% off your first month back',
    maxRedemptionsPerAccount: 0,
  }),
  percentOff(50, {
    code: ANTICHURN_COUPON_CODE,
    name: 'Stay with us',
    state: 'redeemable',
    planCodes: null,
    appliesToAllPlans: true,
    duration: 'temporal',
    temporalAmount: 3,
    temporalUnit: 'month',
    freeTrialUnit: null,
    displayText: '50% off for 3 months',
    antichurn: true,
    maxRedemptionsPerAccount: 1,
  }),
];

/** A country's tax on the (net) list prices: its rate in percent and what customers there call it. */
export interface SalesTax {
  percent: number;
  name: string;
  /** Consumer prices are quoted with this tax in them (VAT, GST), not with it added (US sales tax). */
  includedInPrices: boolean;
}

const vat = (percent: number): SalesTax => ({ percent, name: 'VAT', includedInPrices: true });

/**
 * VAT or sales tax charged on top of list prices, by the country of the account's address; none
 * elsewhere. One flat US rate stands for the states' sales taxes.
 */
export const TAXES: Record<string, SalesTax> = {
  US: { percent: 8.25, name: 'Sales tax', includedInPrices: false },
  CA: { percent: 13, name: 'HST', includedInPrices: false },
  AU: { percent: 10, name: 'GST', includedInPrices: true },
  JP: { percent: 10, name: 'Consumption tax', includedInPrices: true },
  GB: vat(20),
  IE: vat(23),
  DE: vat(19),
  AT: vat(20),
  BE: vat(21),
  FR: vat(20),
  IT: vat(22),
  ES: vat(21),
  NL: vat(21),
  SE: vat(25),
};
