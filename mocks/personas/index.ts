/**
 * The mock personas, as a plain list for the mock sign-in page and `?persona=ID`. Kept free of
 * fixtures and MSW so the page can import it without pulling the mock backend in; each persona's
 * seeded data is one object in a file per group, listed by ./seeds.ts.
 */
export interface PersonaSummary {
  id: PersonaId;
  title: string;
  description: string;
}

export const PERSONA_IDS = [
  'trial-eligible',
  'trial-taken',
  'monthly-active',
  'monthly-trial',
  'annual-canceled',
  'paused',
  'scheduled-pause',
  'expired',
  'expired-card',
  'paypal',
  'threeds',
  'threeds-new',
  'multi-seat',
  'employee',
  'nfr',
  'prepaid',
  'unverified-email',
  'no-account',
  'broken',
  'expired-and-paused',
  'expired-and-canceled',
  'anonymous',
] as const;

export type PersonaId = (typeof PERSONA_IDS)[number];

export const DEFAULT_PERSONA_ID: PersonaId = 'monthly-active';

export function isPersonaId(value: unknown): value is PersonaId {
  return typeof value === 'string' && (PERSONA_IDS as readonly string[]).includes(value);
}

export const PERSONAS: readonly PersonaSummary[] = [
  {
    id: 'trial-eligible',
    title: 'Trial eligible',
    description:
      'In Berlin (19% VAT, EUR). No subscription, trial never taken, no saved payment method: choosing Monthly applies the free-month offer.',
  },
  {
    id: 'trial-taken',
    title: 'Trial already taken',
    description:
      'Took the trial in 2025 and let it lapse; no current subscription, so Monthly comes without the trial.',
  },
  {
    id: 'monthly-active',
    title: 'Monthly, active (default)',
    description:
      'Active Reason+ Monthly, valid Visa card, licenses with a 2-deep upgrade chain and many Refills.',
  },
  {
    id: 'monthly-trial',
    title: 'Monthly, in trial',
    description: 'Active Reason+ Monthly in its free first month (trial offer coupon applied).',
  },
  {
    id: 'annual-canceled',
    title: 'Annual, canceled',
    description: 'Canceled Reason+ Annual still running until March 2027: can be reactivated.',
  },
  {
    id: 'paused',
    title: 'Paused',
    description: 'Monthly subscription paused for 2 more billing cycles: can be resumed.',
  },
  {
    id: 'scheduled-pause',
    title: 'Pause scheduled',
    description: 'Active monthly subscription with a 1-cycle pause starting at the next renewal.',
  },
  {
    id: 'expired',
    title: 'Expired',
    description: 'Reason+ Monthly that expired in September 2026; nothing current.',
  },
  {
    id: 'expired-card',
    title: 'Expired card',
    description:
      'Active monthly subscription whose saved Mastercard expired: payment method invalid.',
  },
  {
    id: 'paypal',
    title: 'PayPal',
    description: 'Active Reason+ Annual paid with a PayPal billing agreement, billed in GBP.',
  },
  {
    id: 'threeds',
    title: '3-D Secure',
    description:
      'Saving a card answers 202 with a 3-D Secure challenge; a result token starting "3ds-ok" succeeds, "3ds-fail" is declined.',
  },
  {
    id: 'threeds-new',
    title: '3-D Secure, new customer',
    description:
      'No subscription and no saved card; saving a card asks for 3-D Secure as for threeds: the signup challenge.',
  },
  {
    id: 'multi-seat',
    title: 'Multi-seat (5 seats)',
    description: 'Studio on Reason+ Annual with 5 seats, 3 of them assigned.',
  },
  {
    id: 'employee',
    title: 'Employee',
    description: 'Free employees plan: no billing actions.',
  },
  {
    id: 'nfr',
    title: 'Not for resale',
    description: 'Free nfr_reasonplusannual plan for a friend of the company.',
  },
  {
    id: 'prepaid',
    title: 'Prepaid year',
    description: 'One-year prepaid plan bought at retail: no renewal or billing-date actions.',
  },
  {
    id: 'unverified-email',
    title: 'Unverified e-mail',
    description: 'Active monthly subscription, but the e-mail address is not verified yet.',
  },
  {
    id: 'no-account',
    title: 'No subscription account',
    description:
      'Signed in, but the subscription service has no account: lookups answer 404 until POST /account/ creates it.',
  },
  {
    id: 'broken',
    title: 'Broken backend',
    description:
      'Signs in, but the initial data loads (subscription, license and shop services) answer 500.',
  },
  {
    id: 'expired-and-paused',
    title: 'Expired, and paused',
    description:
      'Two subscriptions: a prepaid year that expired in October 2026, listed first, and a paused Monthly: the paused one is shown and can be resumed.',
  },
  {
    id: 'expired-and-canceled',
    title: 'Expired, and canceled',
    description:
      'Two subscriptions: a not-for-resale year that expired in November 2026, listed first, and a canceled Annual running until May 2027: the canceled one is shown and can be reactivated.',
  },
  {
    id: 'anonymous',
    title: 'Anonymous',
    description: 'No session: the token refresh answers 401 and the portal logs out.',
  },
];
