/*
 * The spec's sampling (section 9), drawn per visit (decision 023). Apart from Sentry, which it
 * decides when to download (monitoring.ts, decision 025): this module imports nothing.
 */

/** Rates from the spec (section 9). */
export const SENTRY_RATES = {
  tracesSampleRate: 0.01,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 0.01,
} as const;

/** Drawn once, as the visit starts, at the spec's rate (decision 023). */
const drawn = (rate: number, chance: () => number) => chance() < rate;

/**
 * Whether this visit may send a replay with an error (decision 023). The spec's on-error rate is
 * drawn once, as the visit starts, instead of at each error: the 99 % of visits that could never
 * send one then never download the recorder (41 KB gzip, the heaviest part of error reporting).
 * A chosen visit records its last minute, as Sentry's on-error mode does, and sends it with an error.
 */
export function replaysThisVisit(chance: () => number = Math.random): boolean {
  return drawn(SENTRY_RATES.replaysOnErrorSampleRate, chance);
}

/**
 * Whether this visit sends traces (decision 023): the spec's 1 % drawn once, so that the 99 % of
 * visits whose traces would all be dropped never download or run the tracing (page-load and
 * navigation spans, web vitals). A chosen visit traces every page load and navigation.
 */
export function tracesThisVisit(chance: () => number = Math.random): boolean {
  return drawn(SENTRY_RATES.tracesSampleRate, chance);
}
