import * as Sentry from '@sentry/react';
import type { Event } from '@sentry/core';
import type { ReportTags } from './monitoring.ts';
import { scrubValue } from './scrub.ts';

/** Rates from the spec (section 9). */
export const SENTRY_RATES = {
  tracesSampleRate: 0.01,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 0.01,
} as const;

/**
 * No token, cookie, e-mail address or user id ever leaves in a report, wherever Sentry found it:
 * the exception's message, breadcrumbs, the request's URL and headers, the transaction's name.
 */
export function scrubEvent<E extends Event>(event: E): E {
  return scrubValue(event);
}

export function startSentry(dsn: string, transport?: Sentry.BrowserOptions['transport']): void {
  Sentry.init({
    dsn,
    ...SENTRY_RATES,
    ...(transport ? { transport } : {}),
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event) => scrubEvent(event),
    // Traced spans (1 %) are named by URL: `GET …/account/100234/subscriptions`.
    beforeSendSpan: (span) => scrubValue(span),
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb),
  });
  // Replay is the heaviest part; it loads on its own, after Sentry starts.
  void import('@sentry/replay').then(({ replayIntegration }) => {
    Sentry.addIntegration(
      replayIntegration({
        maskAllText: true,
        blockAllMedia: true,
        // A replay records the URLs of the page's requests too.
        beforeAddRecordingEvent: (recordingEvent) => scrubValue(recordingEvent),
      }),
    );
  });
}

export function captureError(error: unknown, tags: ReportTags): void {
  Sentry.captureException(error, { tags });
}

export async function flush(): Promise<void> {
  await Sentry.flush(2000);
}
