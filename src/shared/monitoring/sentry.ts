import * as Sentry from '@sentry/react';
import type { Event } from '@sentry/core';
import { personalValues } from './personalData.ts';
import { replaysThisVisit, SENTRY_RATES, tracesThisVisit } from './sampling.ts';
import { scrubValue } from './scrub.ts';
import { withoutServerText } from './serverText.ts';

/**
 * Nothing about the person is collected (this SDK's `sendDefaultPii: false`): no IP address
 * inferred by Sentry's servers, no cookies, headers, bodies or query strings of requests, no
 * variables of stack frames.
 */
export const DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
} satisfies Sentry.BrowserOptions['dataCollection'];

/**
 * No token, cookie or personal value ever leaves in a report, wherever Sentry found it: the
 * exception's message, breadcrumbs, the request's URL and headers, the transaction's name.
 */
export function scrubEvent<E extends Event>(event: E): E {
  return scrubValue(event, personalValues());
}

/**
 * A replay shows the page's layout, never its words, inputs or pictures; the URLs it records
 * (the page's, its requests') are scrubbed like an event's.
 */
export const REPLAY_PRIVACY = {
  maskAllText: true,
  maskAllInputs: true,
  blockAllMedia: true,
  // No request or response bodies or headers in a replay, whatever the defaults become.
  networkDetailAllowUrls: [],
  beforeAddRecordingEvent: (recordingEvent) => scrubValue(recordingEvent, personalValues()),
} satisfies Parameters<typeof Sentry.replayIntegration>[0];

export function startSentry(
  dsn: string,
  transport?: Sentry.BrowserOptions['transport'],
  { replays = replaysThisVisit(), traces = tracesThisVisit() } = {},
): void {
  Sentry.init({
    dsn,
    // Drawn for the whole visit already (tracesThisVisit).
    tracesSampleRate: traces ? 1 : 0,
    replaysSessionSampleRate: SENTRY_RATES.replaysSessionSampleRate,
    // Drawn for the whole visit already (replaysThisVisit): a chosen visit's errors all qualify.
    replaysOnErrorSampleRate: replays ? 1 : 0,
    ...(transport ? { transport } : {}),
    dataCollection: DATA_COLLECTION,
    // The console holds whatever was logged, a server's answer included (React logs the error a
    // screen caught, message and all): its lines are no breadcrumbs.
    integrations: (defaults) => defaults.filter(({ name }) => name !== 'Console'),
    beforeSend: (event, hint) => scrubEvent(withoutServerText(event, hint)),
    // Traced spans (1 %) are named by URL: `GET …/account/100234/subscriptions`.
    beforeSendSpan: (span) => scrubValue(span, personalValues()),
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb, personalValues()),
  });
  // A replay's own event (its page URLs) passes no `beforeSend`: event processors see it.
  Sentry.getGlobalScope().addEventProcessor((event) =>
    event.type === 'replay_event' ? scrubEvent(event) : event,
  );
  // Each loads on its own, after Sentry starts, in the visits drawn for it.
  if (traces) void import('./tracing.ts').then(({ startTracing }) => startTracing());
  if (!replays) return;
  void import('@sentry/replay').then(({ replayIntegration }) => {
    Sentry.addIntegration(replayIntegration(REPLAY_PRIVACY));
  });
}

/** What a report is filed under (the screen, the operation …), beside the error. */
export type ReportTags = Record<string, string>;

export function captureError(error: unknown, tags: ReportTags): void {
  Sentry.captureException(error, { tags });
}

export async function flush(): Promise<void> {
  await Sentry.flush(2000);
}

/**
 * Tests (monitoring.ts `resetMonitoringForTests`): Sentry closed, and the breadcrumbs it collected
 * forgotten, so that the next `startSentry` sends none of an earlier file's page.
 */
export async function stopSentry(): Promise<void> {
  await Sentry.close(0);
  for (const scope of [Sentry.getCurrentScope(), Sentry.getIsolationScope()]) {
    scope.clearBreadcrumbs();
    scope.clearAttachments();
  }
  Sentry.getGlobalScope().clearBreadcrumbs();
}
