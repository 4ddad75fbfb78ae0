import type { BrowserOptions } from '@sentry/react';
import { config } from '@/config/env.ts';
import { afterFirstScreen } from '@/shared/scheduling/afterFirstScreen.ts';
import { replaysThisVisit, tracesThisVisit } from './sampling.ts';
import type { ReportTags } from './sentry.ts';

/**
 * Error reporting, kept out of the page's load (decision 025): Sentry (43 KB gzip) is downloaded
 * when there is something to report, with the visit's first report; only the visits drawn for
 * traces or replays (1 % each, decision 023), which record from the start, download it after the
 * first screen. Until Sentry runs, an error nobody caught is reported by two listeners of our
 * own, which give way to Sentry's as it starts. A report thus carries no breadcrumbs of the
 * moments before it, the trade Sentry's own lazy loader makes. With no DSN nothing is reported.
 * Screens call `reportError`, never Sentry itself.
 */
type SentryModule = typeof import('./sentry.ts');

interface MonitoringOptions {
  dsn?: string | null;
  /** Tests observe reports through a transport of their own instead of the network. */
  transport?: BrowserOptions['transport'];
  /** Tests choose the visit's draws (sampling.ts) instead of drawing them. */
  draws?: { replays: boolean; traces: boolean };
}

let sentry: Promise<SentryModule> | null = null;
/** Downloads and starts Sentry, once; null while reporting is off (no DSN, or not yet started). */
let startReporting: (() => Promise<SentryModule>) | null = null;

const reportUncaughtError = (event: ErrorEvent) =>
  reportError(event.error ?? event.message, { uncaught: 'error' });
const reportUnhandledRejection = (event: PromiseRejectionEvent) =>
  reportError(event.reason, { uncaught: 'unhandledrejection' });

function listenForUncaught(listening: boolean): void {
  if (typeof window === 'undefined') return;
  if (listening) {
    window.addEventListener('error', reportUncaughtError);
    window.addEventListener('unhandledrejection', reportUnhandledRejection);
  } else {
    window.removeEventListener('error', reportUncaughtError);
    window.removeEventListener('unhandledrejection', reportUnhandledRejection);
  }
}

export function initMonitoring(options: MonitoringOptions = {}): void {
  const dsn = options.dsn === undefined ? config.sentryDsn : options.dsn;
  if (!dsn) return;
  const { replays, traces } = options.draws ?? {
    replays: replaysThisVisit(),
    traces: tracesThisVisit(),
  };
  startReporting = () =>
    (sentry ??= import('./sentry.ts').then((module) => {
      // Sentry's own handlers take over from here.
      listenForUncaught(false);
      module.startSentry(dsn, options.transport, { replays, traces });
      return module;
    }));
  listenForUncaught(true);
  // A visit that records its page load or its last minute starts Sentry early, after the first
  // screen all the same.
  if (replays || traces) void afterFirstScreen().then(startReporting);
}

/** Reports an unexpected error, with tags such as the spec's "potential cross-origin issue". */
export function reportError(error: unknown, tags: ReportTags = {}): void {
  void startReporting?.().then((module) => module.captureError(error, tags));
}

/**
 * Tests: reporting off, as a page starts, and the Sentry a test file started closed (its client,
 * scopes and breadcrumbs), so that the next file's reports go to its own transport alone. The
 * component tests share one page between test files (vitest.config.ts): tests/setup/betweenFiles.ts
 * calls this before each file. Sentry's chunk is not imported when no file started it.
 */
export async function resetMonitoringForTests(): Promise<void> {
  const started = sentry;
  sentry = null;
  startReporting = null;
  listenForUncaught(false);
  const module = await started?.catch(() => null);
  await module?.stopSentry();
}

/** Resolves once pending reports are handed to the transport (tests, page unload). */
export async function flushReports(): Promise<void> {
  const module = await sentry;
  await module?.flush();
}
