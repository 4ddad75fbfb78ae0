import type { BrowserOptions } from '@sentry/react';
import { config } from '@/config/env.ts';
import { afterFirstScreen } from '@/shared/scheduling/afterFirstScreen.ts';
import type { ReportTags } from './sentry.ts';

/**
 * Error reporting, kept out of the first load: Sentry is imported only when a DSN is configured,
 * after the first screen. Reports made before it is ready wait for it; with no DSN they are
 * dropped. Screens call `reportError`, never Sentry itself.
 */
type SentryModule = typeof import('./sentry.ts');

let sentry: Promise<SentryModule> | null = null;

interface MonitoringOptions {
  dsn?: string | null;
  /** Tests observe reports through a transport of their own instead of the network. */
  transport?: BrowserOptions['transport'];
}

export function initMonitoring(options: MonitoringOptions = {}): void {
  const dsn = options.dsn === undefined ? config.sentryDsn : options.dsn;
  if (!dsn) return;
  // After the first screen: Sentry is 58 KB gzip. Reports made meanwhile wait on this promise.
  sentry = afterFirstScreen().then(async () => {
    const module = await import('./sentry.ts');
    module.startSentry(dsn, options.transport);
    return module;
  });
}

/** Reports an unexpected error, with tags such as the spec's "potential cross-origin issue". */
export function reportError(error: unknown, tags: ReportTags = {}): void {
  void sentry?.then((module) => module.captureError(error, tags));
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
  const module = await started?.catch(() => null);
  await module?.stopSentry();
}

/** Resolves once pending reports are handed to the transport (tests, page unload). */
export async function flushReports(): Promise<void> {
  const module = await sentry;
  await module?.flush();
}
