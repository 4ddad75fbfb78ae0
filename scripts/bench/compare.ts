/**
 * The portal beside the floor (the same stack with nothing of ours, measured in the same run): each
 * figure as floor, portal and ratio, and the budgets set as ratios to the floor (decision 013).
 */
import type { Measurement } from './coldLoad.ts';
import { median } from './rounds.ts';

export const RATIO_BUDGETS = {
  /** Content visible at most one round trip (150 ms) after the floor's. */
  contentVisibleExtraMs: 150,
  firstLoadJs: 1.2,
  scriptTime: 1.3,
};

export interface Check {
  budget: string;
  value: number;
  limit: number;
  ok: boolean;
}

const FIGURES: { key: keyof Measurement; label: string; unit: 'KB' | 'ms' | '' }[] = [
  { key: 'jsKb', label: 'JS transferred (gzip bodies)', unit: 'KB' },
  { key: 'cssKb', label: 'CSS (gzip bodies)', unit: 'KB' },
  { key: 'requests', label: 'requests', unit: '' },
  { key: 'fcpMs', label: 'first contentful paint', unit: 'ms' },
  { key: 'contentVisibleMs', label: 'content visible', unit: 'ms' },
  { key: 'scriptMs', label: 'main-thread script time', unit: 'ms' },
];

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Each figure's median over the runs. */
export function medians(runs: readonly Measurement[]): Measurement {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Measurement)[];
  return Object.fromEntries(
    keys.map((key) => [key, oneDecimal(median(runs.map((run) => run[key])))]),
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
    floor: oneDecimal(floor[key]),
    portal: oneDecimal(portal[key]),
    ratio: floor[key] ? Math.round((portal[key] / floor[key]) * 100) / 100 : Number.NaN,
  }));
}

/** The ratio budgets of one screen, against the floor's figures from the same run. */
export function ratioChecks(screen: string, floor: Measurement, portal: Measurement): Check[] {
  return [
    {
      budget: `${screen}: content visible (ms), floor + ${RATIO_BUDGETS.contentVisibleExtraMs}`,
      value: oneDecimal(portal.contentVisibleMs),
      limit: oneDecimal(floor.contentVisibleMs + RATIO_BUDGETS.contentVisibleExtraMs),
    },
    {
      budget: `${screen}: first-load JS (KB), ${RATIO_BUDGETS.firstLoadJs} × floor`,
      value: oneDecimal(portal.jsKb),
      limit: oneDecimal(floor.jsKb * RATIO_BUDGETS.firstLoadJs),
    },
    {
      budget: `${screen}: main-thread script (ms), ${RATIO_BUDGETS.scriptTime} × floor`,
      value: oneDecimal(portal.scriptMs),
      limit: oneDecimal(floor.scriptMs * RATIO_BUDGETS.scriptTime),
    },
  ].map((check) => ({ ...check, ok: check.value <= check.limit }));
}
