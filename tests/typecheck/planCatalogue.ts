/**
 * Types lead: this file is only type-checked (`npm run typecheck`), never run. Each
 * `@ts-expect-error` line must fail to compile; if it compiles, the directive is unused and the
 * typecheck fails.
 */
import type { PlanCode } from '@sdk/subscription/model';
import { planFacts, type PlanFacts } from '@/shared/plans/catalogue.ts';

// The catalogue is typed as a Record over every PlanCode, as this table is: a table short of one
// code (here the prepaid plan) does not compile, so neither does a catalogue missing a new code.
// @ts-expect-error reasonplusoneyearprepaid is not described
export const catalogueMissingAPlan: Record<PlanCode, PlanFacts> = {
  reasonplusmonthly: planFacts('reasonplusmonthly'),
  reasonplusmonthlynt: planFacts('reasonplusmonthlynt'),
  reasonplusannual: planFacts('reasonplusannual'),
  reasonplusannualnt: planFacts('reasonplusannualnt'),
  employees: planFacts('employees'),
  nfr_reasonplusannual: planFacts('nfr_reasonplusannual'),
};

// A code the contract does not have is not a plan the catalogue can answer for.
// @ts-expect-error not a PlanCode
planFacts('reasonplusforever');
