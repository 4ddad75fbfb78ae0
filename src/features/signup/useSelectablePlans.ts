import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { getGetPlanQueryOptions } from '@sdk/subscription/subscription.ts';
import type { Plan } from '@sdk/subscription/model';
import type { PortalError } from '@/api/errors.ts';
import {
  ANNUAL_PLAN_CODE,
  MONTHLY_PLAN_CODE,
  SELECTABLE_PLAN_CODES,
  type SelectablePlanCode,
} from './rules/selectablePlans.ts';

export type SelectablePlans = Record<SelectablePlanCode, Plan>;

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
  const plan = (code: SelectablePlanCode) =>
    results.find((result) => result.data?.code === code)?.data;
  const monthly = plan(MONTHLY_PLAN_CODE);
  const annual = plan(ANNUAL_PLAN_CODE);
  const plans =
    monthly && annual ? { [MONTHLY_PLAN_CODE]: monthly, [ANNUAL_PLAN_CODE]: annual } : null;
  return { plans, error, retry };
}

/** Monthly and Annual from `GET /plan/{code}`: names, intervals, prices and trial rules. */
export function useSelectablePlans(): SelectablePlansResult {
  return useQueries({
    queries: SELECTABLE_PLAN_CODES.map((code) => getGetPlanQueryOptions(code)),
    combine,
  });
}
