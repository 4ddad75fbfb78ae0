import * as Sentry from '@sentry/react';
import type { ErrorEvent } from '@sentry/core';
import type { ReportTags } from './monitoring.ts';

/** Rates from the spec (section 9). */
export const SENTRY_RATES = {
  tracesSampleRate: 0.01,
  replaysSessionSampleRate: 0,
  replaysOnErrorSampleRate: 0.01,
} as const;

const SECRET_HEADERS = /^(authorization|cookie|set-cookie)$/i;
const BEARER = /Bearer\s+[\w.~+/=-]+/g;

/** No token or cookie ever leaves in a report, wherever Sentry found it. */
export function scrubEvent<E extends ErrorEvent>(event: E): E {
  const headers = event.request?.headers;
  if (headers) {
    for (const name of Object.keys(headers)) {
      if (SECRET_HEADERS.test(name)) headers[name] = '[Filtered]';
    }
  }
  if (event.request?.cookies) event.request.cookies = {};
  const text = JSON.stringify(event);
  const scrubbed = text.replace(BEARER, 'Bearer [Filtered]');
  return scrubbed === text ? event : (JSON.parse(scrubbed) as E);
}

export function startSentry(dsn: string, transport?: Sentry.BrowserOptions['transport']): void {
  Sentry.init({
    dsn,
    ...SENTRY_RATES,
    ...(transport ? { transport } : {}),
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event) => scrubEvent(event),
  });
  // Replay is the heaviest part; it loads on its own, after Sentry starts.
  void import('@sentry/replay').then(({ replayIntegration }) => {
    Sentry.addIntegration(replayIntegration({ maskAllText: true, blockAllMedia: true }));
  });
}

export function captureError(error: unknown, tags: ReportTags): void {
  Sentry.captureException(error, { tags });
}

export async function flush(): Promise<void> {
  await Sentry.flush(2000);
}
