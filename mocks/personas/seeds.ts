/**
 * Every persona's seeded account, one `PersonaInput` object per persona in a file per group
 * (./index.ts lists them for people). Dates sit around November 2026; card expiries and renewal
 * dates are chosen so each persona shows what its name says.
 */
import type { PersonaId } from './index.ts';
import { buildPersona, type PersonaSeed } from './build.ts';
import type { PersonaInput } from './input.ts';
import { annualCanceled, expired, paused, scheduledPause } from './lifecycle.ts';
import { employee, nfr, prepaid } from './managedPlans.ts';
import { noAccount, threedsNew, trialEligible, trialTaken } from './newCustomers.ts';
import { expiredAndCanceled, expiredAndPaused } from './severalSubscriptions.ts';
import { monthlyActive, monthlyTrial, multiSeat, paypal } from './subscribers.ts';
import { broken, expiredCard, threeds, unverifiedEmail } from './troubles.ts';

const INPUTS: Record<Exclude<PersonaId, 'anonymous'>, PersonaInput> = {
  'trial-eligible': trialEligible,
  'trial-taken': trialTaken,
  'monthly-active': monthlyActive,
  'monthly-trial': monthlyTrial,
  'annual-canceled': annualCanceled,
  paused,
  'scheduled-pause': scheduledPause,
  expired,
  'expired-card': expiredCard,
  paypal,
  threeds,
  'threeds-new': threedsNew,
  'multi-seat': multiSeat,
  employee,
  nfr,
  prepaid,
  'unverified-email': unverifiedEmail,
  'no-account': noAccount,
  broken,
  'expired-and-paused': expiredAndPaused,
  'expired-and-canceled': expiredAndCanceled,
};

/** The user id of each persona that has an account (all but `anonymous`). */
export const PERSONA_USER_IDS: Readonly<Record<PersonaId, number | null>> = {
  ...(Object.fromEntries(
    Object.entries(INPUTS).map(([personaId, input]) => [personaId, input.userId]),
  ) as Record<Exclude<PersonaId, 'anonymous'>, number>),
  anonymous: null,
};

/** The seeded account of a persona; null for `anonymous`, who has none. */
export function personaSeed(personaId: PersonaId): PersonaSeed | null {
  return personaId === 'anonymous' ? null : buildPersona(INPUTS[personaId]);
}
