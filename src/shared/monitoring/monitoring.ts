import type { BrowserOptions } from '@sentry/react';
import { config } from '@/config/env.ts';

/**
 * Error reporting, kept out of the first load: Sentry is imported only when a DSN is configured,
 * after the first screen. Reports made before it is ready wait for it; with no DSN they are
 * dropped. Screens call `reportError`, never Sentry itself.
 */
export type ReportTags = Record<string, string>;

type SentryModule = typeof import('./sentry.ts');

let sentry: Promise<SentryModule> | null = null;

interface MonitoringOptions {
  dsn?: string | null;
  /** Tests observe reports through a transport of their own instead of the network. */
  transport?: BrowserOptions['transport'];
}

/**
 * Once the page has loaded and the main thread is idle: after the first screen, in practice. Sentry
 * is 58 KB gzip; fetched with the first load it would share the network with the screen's code
 * and hold the content back by about 0.3 s on a slow line (decision 013).
 */
const afterFirstScreen = (): Promise<void> =>
  new Promise((resolve) => {
    const whenIdle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 5000 })
        : setTimeout(resolve, 0);
    if (typeof document === 'undefined' || document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });

export function initMonitoring(options: MonitoringOptions = {}): void {
  const dsn = options.dsn === undefined ? config.sentryDsn : options.dsn;
  if (!dsn) return;
  // Reports made meanwhile wait on this promise, as they waited for the import before.
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

/** Resolves once pending reports are handed to the transport (tests, page unload). */
export async function flushReports(): Promise<void> {
  const module = await sentry;
  await module?.flush();
}
