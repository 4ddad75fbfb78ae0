/**
 * The portal beside the floor (the same stack with nothing of ours, measured in the same run): each
 * figure as floor, portal and ratio, and the budgets set as ratios to the floor (decision 013),
 * the whole load, the repeat visit, layout shift and interactions (issue 32). Each budget is
 * checked on its limit, and on its headroom: met by at least 10 % of the limit.
 */
import type { Measurement } from './coldLoad.ts';
import { median } from './rounds.ts';

export const RATIO_BUDGETS = {
  /** Content visible at most one round trip (150 ms) after the floor's. */
  contentVisibleExtraMs: 150,
  firstLoadJs: 1.2,
  scriptTime: 1.3,
  /** JavaScript through network idle: what comes after the first screen counts too. */
  wholeLoadJs: 1.35,
  /** A repeat visit, the cache warm: content at most 100 ms after the floor's repeat visit. */
  repeatContentVisibleExtraMs: 100,
};

export const VITALS_BUDGETS = {
  /** Cumulative Layout Shift through network idle. */
  cls: 0.02,
  /** Interaction to Next Paint: web-vitals' "good" bound. */
  inpMs: 200,
};

/** A budget is met with headroom when its value is at most 90 % of its limit. */
export const HEADROOM = 0.1;

export interface Check {
  budget: string;
  value: number;
  limit: number;
  ok: boolean;
  /** How far under the limit, as a share of it (negative: over). */
  headroomPct: number;
  headroomOk: boolean;
}

const FIGURES: { key: keyof Measurement; label: string; unit: 'KB' | 'ms' | '' }[] = [
  { key: 'jsKb', label: 'JS transferred (gzip bodies)', unit: 'KB' },
  { key: 'cssKb', label: 'CSS (gzip bodies)', unit: 'KB' },
  { key: 'requests', label: 'requests', unit: '' },
  { key: 'fcpMs', label: 'first contentful paint', unit: 'ms' },
  { key: 'headingVisibleMs', label: 'heading visible', unit: 'ms' },
  { key: 'contentVisibleMs', label: 'content visible', unit: 'ms' },
  { key: 'scriptMs', label: 'main-thread script time', unit: 'ms' },
  { key: 'wholeLoadJsKb', label: 'JS through network idle', unit: 'KB' },
  { key: 'wholeLoadRequests', label: 'requests through network idle', unit: '' },
  { key: 'cls', label: 'cumulative layout shift', unit: '' },
  { key: 'repeatContentVisibleMs', label: 'repeat visit: content visible', unit: 'ms' },
];

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
/** Layout shift is a small number: four decimals. */
const rounded = (key: keyof Measurement, value: number) =>
  key === 'cls' ? Math.round(value * 10_000) / 10_000 : oneDecimal(value);

/** Each figure's median over the runs. */
export function medians(runs: readonly Measurement[]): Measurement {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Measurement)[];
  return Object.fromEntries(
    keys.map((key) => [key, rounded(key, median(runs.map((run) => run[key])))]),
  ) as unknown as Measurement;
}

export interface Row {
  figure: string;
  floor: number;
  portal: number;
  ratio: number;
}

/** The side-by-side table of one screen. */
export function sideBySide(floor: Measurement, portal: Measurement): Row[] {
  return FIGURES.map(({ key, label, unit }) => ({
    figure: unit ? `${label} (${unit})` : label,
    floor: rounded(key, floor[key]),
    portal: rounded(key, portal[key]),
    ratio: floor[key] ? Math.round((portal[key] / floor[key]) * 100) / 100 : Number.NaN,
  }));
}

/** A check from its value and limit: met, and met with headroom. */
export function check(budget: string, value: number, limit: number): Check {
  const headroom = limit === 0 ? Number.NaN : (limit - value) / limit;
  return {
    budget,
    value,
    limit,
    ok: value <= limit,
    headroomPct: Math.round(headroom * 1000) / 10,
    headroomOk: value <= limit * (1 - HEADROOM),
  };
}

/** The budgets of one screen, against the floor's figures from the same run. */
export function ratioChecks(screen: string, floor: Measurement, portal: Measurement): Check[] {
  const b = RATIO_BUDGETS;
  return [
    check(
      `${screen}: content visible (ms), floor + ${b.contentVisibleExtraMs}`,
      oneDecimal(portal.contentVisibleMs),
      oneDecimal(floor.contentVisibleMs + b.contentVisibleExtraMs),
    ),
    check(
      `${screen}: first-load JS (KB), ${b.firstLoadJs} × floor`,
      oneDecimal(portal.jsKb),
      oneDecimal(floor.jsKb * b.firstLoadJs),
    ),
    check(
      `${screen}: main-thread script (ms), ${b.scriptTime} × floor`,
      oneDecimal(portal.scriptMs),
      oneDecimal(floor.scriptMs * b.scriptTime),
    ),
    check(
      `${screen}: JS through network idle (KB), ${b.wholeLoadJs} × floor`,
      oneDecimal(portal.wholeLoadJsKb),
      oneDecimal(floor.wholeLoadJsKb * b.wholeLoadJs),
    ),
    check(`${screen}: cumulative layout shift`, rounded('cls', portal.cls), VITALS_BUDGETS.cls),
    check(
      `${screen}: repeat visit, content visible (ms), floor's + ${b.repeatContentVisibleExtraMs}`,
      oneDecimal(portal.repeatContentVisibleMs),
      oneDecimal(floor.repeatContentVisibleMs + b.repeatContentVisibleExtraMs),
    ),
  ];
}

/** An interaction's budget: its median Interaction to Next Paint. */
export const interactionCheck = (name: string, inpMs: number): Check =>
  check(`${name}: Interaction to Next Paint (ms)`, oneDecimal(inpMs), VITALS_BUDGETS.inpMs);
