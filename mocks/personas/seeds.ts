/**
 * Every persona, one entry each: its words for people (the mock sign-in page, `GET
 * /__mock/personas`, the table in mocks/README.md, written by `npm run personas:table`), its seeded
 * account (a `PersonaInput` object in a file per group), the scenarios it starts with, and what its
 * services do differently. Nothing about a persona is decided anywhere else: handlers ask this
 * entry, never a persona id. Dates sit around November 2026; card expiries and renewal dates are
 * chosen so each persona shows what its name says.
 */
import { buildPersona, type PersonaSeed } from './build.ts';
import { empty, heavy } from './extremes.ts';
import type { PersonaInput } from './input.ts';
import { annualCanceled, expired, paused, scheduledPause } from './lifecycle.ts';
import { employee, nfr, prepaid } from './managedPlans.ts';
import { noAccount, threedsNew, trialEligible, trialTaken } from './newCustomers.ts';
import { expiredAndCanceled, expiredAndPaused } from './severalSubscriptions.ts';
import { businessNl, monthlyActive, monthlyTrial, multiSeat, paypal } from './subscribers.ts';
import { broken, expiredCard, pastDue, threeds, unverifiedEmail } from './troubles.ts';

export interface Persona {
  title: string;
  description: string;
  /** Its seeded account; null for no account at all (the token refresh answers 401). */
  account: PersonaInput | null;
  /** Scenarios set whenever the persona is chosen, in the `?scenario=` grammar (mocks/scenarios/grammar.ts). */
  scenarios?: string;
  /** Its bank asks for 3-D Secure before saving any card. */
  threeDSecure?: boolean;
  /** Its first access token after sign-in is issued already expired (the 401 → refresh → retry path). */
  firstTokenExpired?: boolean;
}

/** In the order the sign-in page and the README list them. */
export const PERSONA_REGISTRY = {
  'trial-eligible': {
    title: 'Trial eligible',
    description:
      'No subscription, trial not taken, no payment method: Monthly applies the free-month offer and asks for a card; German VAT (19%) at checkout.',
    account: trialEligible,
  },
  'trial-taken': {
    title: 'Trial already taken',
    description:
      'Took the trial in 2025 and let it expire: no current subscription, no trial again.',
    account: trialTaken,
  },
  'monthly-active': {
    title: 'Monthly, active',
    description:
      'Active Reason+ Monthly, Visa 4242 (09/2028), Reason 13 upgraded from 12 and 11 (2-deep chain), 18 ReFills, 2 computers.',
    account: monthlyActive,
  },
  'monthly-trial': {
    title: 'Monthly, in trial',
    description:
      'Active Monthly in its free first month; its first token is already expired (the 401 → refresh → retry path).',
    account: monthlyTrial,
    firstTokenExpired: true,
  },
  'annual-canceled': {
    title: 'Annual, canceled',
    description: 'Canceled Reason+ Annual (ANNUAL20) running until 2027-03-02: reactivate.',
    account: annualCanceled,
  },
  paused: {
    title: 'Paused',
    description: 'Paused Monthly, 2 cycles left: resume.',
    account: paused,
  },
  'scheduled-pause': {
    title: 'Pause scheduled',
    description: 'Active Monthly with a 1-cycle pause from 2026-12-05 (scheduledPause).',
    account: scheduledPause,
  },
  expired: {
    title: 'Expired',
    description: 'Monthly (no trial) expired 2026-09-12; trial never taken.',
    account: expired,
  },
  'expired-card': {
    title: 'Expired card',
    description: 'Active Monthly, Mastercard expired 08/2026: invalid payment method.',
    account: expiredCard,
  },
  paypal: {
    title: 'PayPal',
    description: 'Active Annual paid by PayPal billing agreement.',
    account: paypal,
  },
  threeds: {
    title: '3-D Secure',
    description:
      'Active Monthly; saving a card requires 3-D Secure (see Secrets in mocks/README.md).',
    account: threeds,
    threeDSecure: true,
  },
  'past-due': {
    title: 'Past due',
    description:
      'Active Monthly (Germany, EUR) whose renewal of 2026-11-14 (€23.79) failed: past due, access ends 2026-11-28 unless the invoice is paid (Pay now); a new card asks for 3-D Secure.',
    account: pastDue,
    threeDSecure: true,
  },
  'threeds-new': {
    title: '3-D Secure, new customer',
    description:
      "No subscription, no payment method, trial not taken; saving a card requires 3-D Secure: signup's challenge path.",
    account: threedsNew,
    threeDSecure: true,
  },
  'multi-seat': {
    title: 'Multi-seat (5 seats)',
    description: 'Annual with 5 seats (3 assigned), SAVE15.',
    account: multiSeat,
  },
  'business-nl': {
    title: 'Business (Netherlands, VAT ID)',
    description:
      'Studio Noord B.V. in Amsterdam, VAT ID NL859048236B01: active Monthly (no trial) in EUR, reverse charge (0% VAT, the seller is in Sweden) on previews, invoices and their PDFs.',
    account: businessNl,
  },
  employee: {
    title: 'Employee',
    description: 'Free employees plan, no payment method; lifecycle actions refused.',
    account: employee,
  },
  nfr: {
    title: 'Not for resale',
    description: 'Free nfr_reasonplusannual plan, no payment method.',
    account: nfr,
  },
  prepaid: {
    title: 'Prepaid year',
    description:
      'Prepaid year (reasonplusoneyearprepaid) until 2027-02-01: no renewal or billing-date actions.',
    account: prepaid,
  },
  'unverified-email': {
    title: 'Unverified e-mail',
    description:
      'E-mail not verified (verification mail can be sent); autoCountryCode is three-letter AUS.',
    account: unverifiedEmail,
  },
  'no-account': {
    title: 'No subscription account',
    description:
      'No subscription account: every subscription-service call answers 404 "Account 100217 not found" until POST /account/ creates it.',
    account: noAccount,
  },
  broken: {
    title: 'Broken backend',
    description:
      'Signs in (the account service works), but every subscription, license and shop call answers 500: a scenario preset, which the scenario panel can change.',
    account: broken,
    scenarios: 'subscription.*:500,license.*:500,shop.*:500',
  },
  'expired-and-paused': {
    title: 'Expired, and paused',
    description:
      'A prepaid year expired 2026-10-01, listed first (newest), and a paused Monthly (3 cycles left): the portal picks the paused one.',
    account: expiredAndPaused,
  },
  'expired-and-canceled': {
    title: 'Expired, and canceled',
    description:
      'An nfr_reasonplusannual year expired 2026-11-05, listed first, and a canceled Annual running until 2027-05-18: the portal picks the canceled one.',
    account: expiredAndCanceled,
  },
  empty: {
    title: 'Empty',
    description:
      'A subscription account and nothing else: no subscription, orders, receipts, licenses, computers or invoices. Every list screen shows its empty state.',
    account: empty,
  },
  heavy: {
    title: 'Heavy',
    description:
      'A customer since 2016: 500 licenses across the five families, ten years of monthly invoices, 200 orders and receipts. For long lists and paging.',
    account: heavy,
  },
  anonymous: {
    title: 'Anonymous',
    description: 'No account: the token refresh answers 401 and the portal logs out.',
    account: null,
  },
} satisfies Record<string, Persona>;

export type PersonaId = keyof typeof PERSONA_REGISTRY;

/** What the persona is, typed as the general entry (optional fields and all). */
export const persona = (personaId: PersonaId): Persona => PERSONA_REGISTRY[personaId];

/** The user id of each persona; null for one without an account (`anonymous`). */
export const PERSONA_USER_IDS = Object.fromEntries(
  Object.entries(PERSONA_REGISTRY).map(([personaId, entry]) => [
    personaId,
    (entry as Persona).account?.userId ?? null,
  ]),
) as Readonly<Record<PersonaId, number | null>>;

/** The seeded account of a persona; null for one without an account. */
export function personaSeed(personaId: PersonaId): PersonaSeed | null {
  const { account } = persona(personaId);
  return account && buildPersona(account);
}
