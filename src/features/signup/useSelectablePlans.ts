import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { getGetPlanQueryOptions } from '@sdk/subscription/operations/getPlan.ts';
import type { Plan, PlanPrice } from '@sdk/subscription/model';
import type { PortalError } from '@/api/errors.ts';
import { planFacts, type PlanInterval, planTerms } from '@/shared/plans/catalogue.ts';
import {
  ANNUAL_PLAN_CODE,
  MONTHLY_PLAN_CODE,
  SELECTABLE_PLAN_CODES,
  type SelectablePlanCode,
} from './rules/selectablePlans.ts';

/**
 * A plan as signup shows it: its code, name, interval and prices even when the service sends
 * none of them (all proposed, optional): the catalogue's then.
 */
export type SelectablePlan = Plan &
  PlanInterval & { code: SelectablePlanCode; name: string; prices: PlanPrice[] };

export type SelectablePlans = Record<SelectablePlanCode, SelectablePlan>;

interface SelectablePlansResult {
  plans: SelectablePlans | null;
  error: PortalError | null;
  retry: () => void;
}

function combine(results: UseQueryResult<Plan>[]): SelectablePlansResult {
  const retry = () => {
    for (const result of results) if (result.error) void result.refetch();
  };
  const error = results.find((result) => result.error)?.error ?? null;
  // useQueries answers in the order asked: the code is the one asked for (the answer's own
  // `code`, `name`, interval and prices are proposed and may be absent).
  const plan = (code: SelectablePlanCode): SelectablePlan | undefined => {
    const data = results[SELECTABLE_PLAN_CODES.indexOf(code)]?.data;
    return (
      data && { ...data, ...planTerms(code, data), code, name: data.name ?? planFacts(code).name }
    );
  };
  const monthly = plan(MONTHLY_PLAN_CODE);
  const annual = plan(ANNUAL_PLAN_CODE);
  const plans =
    monthly && annual ? { [MONTHLY_PLAN_CODE]: monthly, [ANNUAL_PLAN_CODE]: annual } : null;
  return { plans, error, retry };
}

/** The queries of Monthly and Annual, for the form and for asking them early (./prefetch.ts). */
export const selectablePlanQueries = () =>
  SELECTABLE_PLAN_CODES.map((code) => getGetPlanQueryOptions(code));

/** Monthly and Annual from `GET /plan/{code}`: names, intervals, prices and trial rules. */
export function useSelectablePlans(): SelectablePlansResult {
  return useQueries({ queries: selectablePlanQueries(), combine });
}
